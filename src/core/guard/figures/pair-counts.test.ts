/** The count two of the source's "twins" or "a pair of" (pair-counts.ts, h279). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('the two of "twins" and "a pair of"', () => {
  it.each([
    ["Twins born at St Mary's on New Year's Day!", "Two babies were born at St Mary's.", 'en'],
    [
      'We adopted a pair of kittens from the Leeds shelter today.',
      'They adopted two kittens.',
      'en',
    ],
    [
      'Nacieron gemelos en el hospital de Cádiz durante el apagón.',
      'Dos bebés nacieron en Cádiz.',
      'es',
    ],
    [
      'Gêmeas nasceram no Hospital de Clínicas de Porto Alegre.',
      'Duas bebês nasceram em Porto Alegre.',
      'pt',
    ],
    [
      'Пара волонтёров из Томска нашла потерявшегося грибника.',
      'Двое волонтёров из Томска нашли грибника.',
      'ru',
    ],
    [
      'Kambal ang isinilang ni Aling Nena sa Davao kagabi.',
      'Dalawang sanggol ang isinilang sa Davao.',
      'tl',
    ],
    ['쌍둥이 자매가 서울대에 동시에 합격했다.', '2명의 자매가 서울대에 동시에 합격했다.', 'ko'],
  ])('keeps the two of: %s / %s', (text, line, lang) => {
    expect(figures(text, line, lang)).toEqual([]);
  });

  it.each([
    // Three is no pair.
    [
      "Twins born at St Mary's on New Year's Day!",
      "Three babies were born at St Mary's.",
      'en',
      'Three',
    ],
    ['Nacieron gemelos en el hospital de Cádiz.', 'Nacieron 3 gemelos en Cádiz.', 'es', '3'],
    // The two moved to a noun the source counts otherwise, or to another noun than the pair's.
    ["Twins born at St Mary's; 3 nurses helped.", '2 nurses helped with the delivery.', 'en', '2'],
    ['We adopted a pair of kittens from the Leeds shelter.', 'They adopted two dogs.', 'en', 'two'],
    ['Пара волонтёров из Томска нашла грибника.', 'Двое спасателей нашли грибника.', 'ru', 'Двое'],
    // A lone "twin" is an engine's, not two of anything.
    ['The twin-engine plane landed safely in Cork.', '2 planes landed safely in Cork.', 'en', '2'],
    // "Una coppia di" is also a married couple, and "un par de" a few: not read.
    ['Una coppia di turisti è stata salvata.', '2 turisti sono stati salvati.', 'it', '2'],
  ])('still asks of: %s / %s', (text, line, lang, figure) => {
    expect(figures(text, line, lang)).toContain(figure);
  });

  it('holds only the count two of a pair, whatever its noun (property)', () => {
    const noun = fc.constantFrom('kittens', 'socks', 'tickets', 'herons', 'skates', 'bikes');
    fc.assert(
      fc.property(noun, fc.integer({ min: 3, max: 99 }), (word, count) => {
        const text = `We found a pair of ${word} near the Leeds canal today.`;
        expect(figures(text, `They found 2 ${word} near the canal.`, 'en')).toEqual([]);
        expect(figures(text, `They found ${count} ${word} near the canal.`, 'en')).toContain(
          String(count),
        );
      }),
      { numRuns: 15 },
    );
    // The first source read warms the guard's tables: slow on a busy machine.
  }, 60_000);
});
