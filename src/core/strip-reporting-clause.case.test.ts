import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replaceInLowerCase, reportingClausePatterns } from './strip-reporting-clause.ts';

/**
 * The large patterns are written in lower case and matched on the line's lower case, not with the
 * `i` flag (three times slower to compile). Each must cut the same as it would with the flag, in
 * lines of every case, with letters that change length (İ) or have more than one case.
 */
const piece = fc.constantFrom(
  'according to',
  'the post',
  'The Tweet',
  'THIS THREAD',
  'the author',
  "the post's author",
  'OP',
  'they',
  'He',
  'she',
  'says',
  'SAYS',
  'Argues That',
  'claims',
  'announces',
  'discusses',
  'is excited to',
  'also',
  'that',
  'the main point of',
  'is',
  'a reminder to',
  'frustrated with',
  '@maya_dev',
  '(a nurse)',
  'İzmir',
  'İ',
  'ǅ',
  'ẞ',
  'Σ',
  'K',
  'prices rose',
  'by 20%',
  'in May',
  ',',
  ':',
  '.',
  '—',
  '“quoted”',
);
const line = fc
  .array(piece, { minLength: 1, maxLength: 14 })
  .map((pieces) => pieces.join(' ').replace(/ ([,.:])/g, '$1'));

describe('the reporting-clause patterns matched on the lower case', () => {
  const patterns = Object.entries(reportingClausePatterns());

  it('cut what the case-insensitive pattern cuts, in the same place', () => {
    const caseless = patterns.map(
      ([name, pattern]) =>
        [
          name,
          pattern,
          new RegExp(pattern.source, pattern.ignoreCase ? pattern.flags : `${pattern.flags}i`),
        ] as const,
    );
    fc.assert(
      fc.property(line, (text) => {
        for (const [name, pattern, withFlag] of caseless) {
          const by = pattern.global ? ' ' : '';
          expect(replaceInLowerCase(text, pattern, by), `${name} on ${text}`).toBe(
            text.replace(withFlag, by),
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('are written in lower case: an upper-case letter in one would never match', () => {
    for (const [name, pattern] of patterns) {
      const letters = pattern.source.replace(/\\[pP]\{[^}]*\}|A-Z|\\[A-Za-z]/g, '');
      expect(letters, name).toBe(letters.toLowerCase());
    }
  });
});
