/** A thing kept said as cancelled, and back (kept-cancelled.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { keptCancelledClaims } from './kept-cancelled.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const FARES =
  'В Новосибирске с 1 апреля подорожает проезд в городском транспорте. Стоимость поездки на метро вырастет с 33 до 38 рублей. Для пенсионеров и школьников льготы сохранятся.';
const CUT = 'Власти отменят льготы для пенсионеров в следующем году.';
const UK = 'Пільги для пенсіонерів збережуться наступного року.';
const PL = 'Ulgi dla emerytów i studentów zostaną zachowane w przyszłym roku.';

describe('keptCancelledClaims', () => {
  it('stops a kept thing said as cancelled, and a cancelled one said as kept', () => {
    for (const [text, line, lang] of [
      [FARES, 'Льготы для пенсионеров и школьников отменят.', 'ru'],
      [FARES, 'Пенсионеры и школьники лишатся льгот.', 'ru'],
      [CUT, 'Льготы для пенсионеров сохранятся в следующем году.', 'ru'],
      [UK, 'Пільги для пенсіонерів скасують наступного року.', 'uk'],
      [PL, 'Ulgi dla emerytów i studentów zostaną zniesione.', 'pl'],
    ] as const)
      expect(claims(text, line, lang), line).toEqual([line]);
  });

  it('keeps the same side reworded, and the other side negated', () => {
    for (const [text, line, lang] of [
      [FARES, 'Льготы для пенсионеров и школьников сохранят.', 'ru'],
      [FARES, 'Пенсионеры и школьники сохранят свои льготы.', 'ru'],
      [FARES, 'Льготы для пенсионеров и школьников не отменят.', 'ru'],
      [CUT, 'В следующем году льготы пенсионерам отменят.', 'ru'],
      [UK, 'Пільги для пенсіонерів збережуть наступного року.', 'uk'],
      [PL, 'Emeryci i studenci zachowają swoje ulgi.', 'pl'],
    ] as const)
      expect(claims(text, line, lang), line).toEqual([]);
  });

  it('reads no sentence that shares fewer than two words with the post’s', () => {
    const source = { text: 'Льготы для пенсионеров сохранятся.', langs: ['ru'] };
    expect(keptCancelledClaims('Концерт отменят из-за дождя.', source)).toEqual([]);
  });
});
