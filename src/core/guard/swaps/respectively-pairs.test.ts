/**
 * Two figures traded between a "respectively"'s subjects (respectively-pairs.ts): a report's pair
 * written in its order under the summary's own grouping words is kept, the pair turned round stops,
 * whatever the values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const JOBS =
  'Employers added 23,000 jobs during the month. Most of the gains came from health care, which added 9,000 jobs, and construction, which added 6,000. Retail lost about 2,000 jobs.';
const SLEEP =
  'Short sleep was most common among shift workers, at 44 percent, and among parents of children under five, at 39 percent. Adults aged 65 and over were the least likely to report it.';
const REVENUE =
  'Both domestic and international routes grew: domestic revenue increased 10 percent to $780 million and international revenue increased 17 percent to $320 million.';

describe('respectivelyPairs', () => {
  it('keeps a pair in the source’s order, its unit written once', () => {
    const jobs = 'Health care and construction led with 9,000 and 6,000 jobs respectively.';
    expect(figures(jobs, JOBS)).toEqual([]);
    const sleep =
      'Short sleep was most common among shift workers and parents, at 44 and 39 percent respectively.';
    expect(figures(sleep, SLEEP)).toEqual([]);
    const revenue =
      'Domestic and international revenue rose 10 and 17 percent, to $780 million and $320 million respectively.';
    expect(figures(revenue, REVENUE)).toEqual([]);
  });

  it('stops the pair turned round, a word both subjects share telling nothing', () => {
    const jobs = 'Health care and construction led with 6,000 and 9,000 jobs respectively.';
    expect(figures(jobs, JOBS)).toEqual(['6,000']);
    const sleep =
      'Short sleep was most common among shift workers and parents, at 39 and 44 percent respectively.';
    expect(figures(sleep, SLEEP)).toEqual(['39']);
    const revenue =
      'Domestic and international revenue rose 17 and 10 percent, to $780 million and $320 million respectively.';
    expect(figures(revenue, REVENUE)).toEqual(['17']);
  });

  it('reads a pair the same way whatever its two values', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 11, max: 499 }),
        fc.integer({ min: 500, max: 999 }),
        (one, two) => {
          const text = `The north region added ${one} staff, and the south region added ${two} staff last year.`;
          const kept = `The north and south regions added ${one} and ${two} staff respectively.`;
          const turned = `The north and south regions added ${two} and ${one} staff respectively.`;
          expect(figures(kept, text)).toEqual([]);
          expect(figures(turned, text)).not.toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
