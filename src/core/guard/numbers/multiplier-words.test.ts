/**
 * A multiplier in words put for another (multiplier-words.ts): "three times" of a source's "more
 * than double", in several wordings, is stopped; the source's factor in other words ("twice" of
 * "doubled", "halved" of "by half"), a count of times and a multiplier of something the source
 * multiplies nowhere are kept. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { changedMultipliers } from './multiplier-words.ts';

const source = (text: string) => claimSource({ text });
const changed = (line: string, text: string) => changedMultipliers(line, source(text));

const LIBRARY =
  'Members borrowed 8,200 e-books this year, more than double last year’s total. Visits rose 12% in three months.';
const TRIAL =
  'Patients on the new drug cut their weekly seizures by half, against 20% on placebo. The team scored three times in the league.';

describe('changedMultipliers', () => {
  it('stops a factor the source says of the same thing otherwise', () => {
    expect(
      changed('Members borrowed 8,200 e-books, three times last year’s total.', LIBRARY),
    ).toEqual(['three times']);
    expect(changed('E-book loans tripled on last year’s total.', LIBRARY)).toEqual(['tripled']);
    expect(changed('Members borrowed 4x last year’s total of e-books.', LIBRARY)).toEqual(['4x']);
    expect(changed('Patients on the drug saw weekly seizures fall fourfold.', TRIAL)).toEqual([
      'fourfold',
    ]);
  });

  it("keeps the source's factor in other words", () => {
    expect(
      changed('Members borrowed twice as many e-books as last year’s total.', LIBRARY),
    ).toEqual([]);
    expect(changed('E-book loans doubled on last year’s total.', LIBRARY)).toEqual([]);
    expect(changed('Patients on the new drug halved their weekly seizures.', TRIAL)).toEqual([]);
  });

  it('keeps a count of times and a factor of what the source multiplies nowhere', () => {
    // "three times" as the source counts goals, not as a factor of loans.
    expect(changed('The team scored three times in the league.', TRIAL)).toEqual([]);
    // Nothing of the line's clause is in a clause of the source's factor.
    expect(changed('Visits to the reading room doubled.', LIBRARY)).toEqual([]);
  });

  it('is a figure claim of the guard', () => {
    expect(
      unsupportedClaims(
        'Members borrowed 8,200 e-books, three times last year’s total.',
        source(LIBRARY),
        'normal',
      ),
    ).toEqual([{ kind: 'figure', text: 'three times' }]);
    expect(
      unsupportedClaims(
        'Members borrowed 8,200 e-books, twice last year’s total.',
        source(LIBRARY),
        'normal',
      ),
    ).toEqual([]);
  });
});
