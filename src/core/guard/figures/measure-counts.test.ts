/**
 * A bare count the source gives only as a measure (measure-counts.ts, round twenty-three): a
 * thread's "zatrudnia trzy osoby" of "Pierwsze trzy miesiące … zatrudniam dwie osoby" passed.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'thread')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const CAFE =
  'Pierwsze trzy miesiące były koszmarem. Dziś zatrudniam dwie osoby, pieczemy własny sernik.';
const COURSE = 'The course runs for 3 weeks. Each class takes 2 students at a time.';

describe('a count the source holds only as a measure', () => {
  it('is stopped at the noun another count of the source counts', () => {
    expect(stopped('Dziś zatrudnia trzy osoby i piecze własny sernik.', CAFE, 'pl')).toEqual([
      'trzy',
    ]);
    expect(stopped('Each class takes 3 students at a time.', COURSE, 'en')).toEqual(['3']);
  });

  it('keeps the measure and the count where the source has them', () => {
    expect(
      stopped('Pierwsze trzy miesiące były trudne, dziś zatrudnia dwie osoby.', CAFE, 'pl'),
    ).toEqual([]);
    expect(stopped('A three-week course, two students a class.', COURSE, 'en')).toEqual([]);
    expect(
      stopped('Three people went.', 'Two adults and one child went, for 3 days.', 'en'),
    ).toEqual([]);
  });
});
