import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isEverydayStart } from './everyday-country-starts.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const SBER =
  'Сбербанк повысил ставки по вкладам до 22% годовых. Герман Греф заявил, что банк ожидает снижения ключевой ставки в следующем году.';

describe('isEverydayStart', () => {
  it('reads "словам" of Словакия as the everyday word it is', () => {
    expect(isEverydayStart([...'словам'], 5, 8, 3, ['ru'])).toBe(true);
  });
  it('keeps a country word that drops fewer letters of the name', () => {
    expect(isEverydayStart([...'французский'], 5, 7, 3, ['ru'])).toBe(false);
  });
});

describe('changedCountryWords: an everyday word is no country (h293)', () => {
  it('keeps "По словам Грефа" of a post naming Gref', () => {
    expect(claims('По словам Грефа, ключевая ставка снизится.', SBER, 'ru')).toEqual([]);
  });
  it('still stops a country’s adjective put where the source has another country', () => {
    const text = 'Компания из Германии купила завод в Туле. Сделка стоила 2 млрд рублей.';
    expect(claims('Французская компания купила завод в Туле.', text, 'ru')).not.toEqual([]);
  });
});
