/**
 * A figure kept with its own noun in a list told the other way round (own-noun-ties.ts, h271): the
 * verb before the list pins the source's first figure, a classifier or preposition after both
 * tells them apart from no other; the words after it do. Every text here is synthetic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const VI = 'Thành phố sẽ mua 40 xe buýt và 12 xe điện vào năm tới.';
const TURNOUT = 'Turnout was 62% in the north and 48% in the south.';

describe('keptWithOwnNoun: a list told the other way round', () => {
  it('keeps each figure with the noun the source writes after it', () => {
    expect(figures('Năm tới thành phố mua 12 xe điện và 40 xe buýt.', VI, 'vi')).toEqual([]);
    expect(figures('Turnout was 48% in the south and 62% in the north.', TURNOUT)).toEqual([]);
  });

  it('still stops the two figures traded between their nouns', () => {
    expect(figures('Năm tới thành phố mua 12 xe buýt và 40 xe điện.', VI, 'vi')).not.toEqual([]);
    expect(figures('Turnout was 62% in the south and 48% in the north.', TURNOUT)).not.toEqual([]);
  });

  it('keeps a figure holding its noun as a unit, and reads no list where the other figure moved', () => {
    const sv = 'I loppet deltog 200 kvinnor och 150 män.';
    expect(figures('150 män och 200 kvinnor deltog i loppet.', sv, 'sv')).toEqual([]);
    // The 19 is put where no 19 was ("for 19 at the line" of "19 points"): still stopped.
    const game =
      'Turner had 19 points and 12 rebounds. Giannis led with 34 points and 14 rebounds, but he made only 8 of 17 free throws.';
    expect(
      figures('Giannis had 34 points and 14 rebounds but went 8 for 19 at the line.', game),
    ).not.toEqual([]);
  });

  it('keeps a list reordered and stops one traded, for any two counts and nouns', () => {
    const nouns = ['xe buýt', 'xe điện', 'xe tải', 'xe máy'];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 2, max: 99 }), { minLength: 2, maxLength: 2 }),
        fc.uniqueArray(fc.constantFrom(...nouns), { minLength: 2, maxLength: 2 }),
        ([a, b], [one, two]) => {
          const text = `Công ty đã mua ${a} ${one} và ${b} ${two} trong năm nay.`;
          expect(figures(`Công ty đã mua ${b} ${two} và ${a} ${one}.`, text, 'vi')).toEqual([]);
          expect(figures(`Công ty đã mua ${b} ${one} và ${a} ${two}.`, text, 'vi')).not.toEqual([]);
        },
      ),
      { numRuns: 30 },
    );
  });
});
