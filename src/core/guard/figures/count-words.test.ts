/** Counts a source states by a word (count-words.ts), read by unsupportedClaims as its figures. */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { impliedCounts } from './count-words.ts';

const figures = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(
    line,
    claimSource({ text, lang, ...(lineLang ? { lineLang } : {}) }),
    'normal',
  ).flatMap((claim) => (claim.kind === 'figure' ? [claim.text] : []));

const LIGA =
  'Final en el Bernabéu: Real Madrid 3-1 Sevilla. Doblete de Vinícius y gol de Bellingham.';
const SBORNAYA = 'Сборная Англии обыграла Шотландию со счётом 3:1. Дубль оформил Гарри Кейн.';

describe('unsupportedClaims: a count a source states by a word', () => {
  it('keeps two goals of a double, three of a hat-trick', () => {
    expect(figures('Vinícius marcó dos goles y Bellingham uno.', LIGA, 'es')).toEqual([]);
    expect(figures('Harry Kane scored two goals for England.', SBORNAYA, 'ru', 'en')).toEqual([]);
    expect(figures('Kane scored three goals.', 'Kane hit a hat-trick as Spurs won.', 'en')).toEqual(
      [],
    );
  });

  it('still stops a count the word does not state', () => {
    expect(figures('Vinícius marcó cuatro goles.', LIGA, 'es')).toEqual(['cuatro']);
    expect(figures('Kane scored four goals.', 'Kane hit a hat-trick as Spurs won.', 'en')).toEqual([
      'four',
    ]);
  });

  it('reads the words in their forms, and no word that only contains one', () => {
    expect(impliedCounts('Дублем отметился Морозов')).toEqual([2]);
    expect(impliedCounts('Una doppietta di Lautaro')).toEqual([2]);
    expect(impliedCounts('Kane: hattrick nummer vier')).toEqual([3]);
    expect(impliedCounts('Embrace the bracelet')).toEqual([]);
  });
});

describe('impliedCounts: a Russian or Ukrainian compound opened by a number (round twenty-four)', () => {
  const VISIT = 'Министр прибыл в Москву с двухдневным визитом.';
  it('keeps the number a translation writes of it', () => {
    expect(impliedCounts(VISIT)).toEqual([2]);
    expect(impliedCounts('Он подписал пятилетний контракт.')).toEqual([5]);
    expect(
      figures('The minister arrived in Moscow for a two-day visit.', VISIT, 'ru', 'en'),
    ).toEqual([]);
  });

  it('reads no number in a word that only begins like one', () => {
    expect(impliedCounts('Семинар прошёл в двухэтажном здании.')).toEqual([2]);
    expect(impliedCounts('Семинар прошёл в Москве.')).toEqual([]);
    expect(figures('The minister arrived for a three-day visit.', VISIT, 'ru', 'en')).toEqual([
      'three',
    ]);
  });
});
