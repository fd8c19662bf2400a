/**
 * Two figures traded between the words after them (compared-pairs.ts): a trial's two results set
 * side by side with "versus" or "compared with" are kept in the source's order and stopped turned
 * round; a place with no word after it ("95% CI 0.9 to 2.1;") tells nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const SALT =
  'Results: Systolic blood pressure decreased by 7.9 mm Hg in the low-salt group and by 2.4 mm Hg in the usual diet group (difference 5.5 mm Hg). Adverse events were rare.';
const WALK =
  'At 12 weeks, the mean score decreased by 2.1 points in the walking group and by 0.6 points in the control group (difference 1.5 points; 95% CI 0.9 to 2.1; p < 0.001).';

describe('comparedPairs', () => {
  it('keeps two results in the source’s order', () => {
    const salt =
      'Systolic pressure fell by 7.9 mm Hg with the low-salt diet versus 2.4 mm Hg with the usual diet.';
    expect(figures(salt, SALT)).toEqual([]);
    const walk =
      'Scores fell by 2.1 points in the walking group compared with 0.6 points in the control group.';
    expect(figures(walk, WALK)).toEqual([]);
  });

  it('stops the two results turned round', () => {
    const salt =
      'Systolic pressure fell by 2.4 mm Hg with the low-salt diet versus 7.9 mm Hg with the usual diet.';
    expect(figures(salt, SALT)).toEqual(['2.4 mm']);
    const walk =
      'Scores fell by 0.6 points in the walking group compared with 2.1 points in the control group.';
    expect(figures(walk, WALK)).toEqual(['0.6']);
  });

  it('reads two results the same way whatever their values', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 11, max: 499 }),
        fc.integer({ min: 500, max: 999 }),
        (one, two) => {
          const text = `Sales reached ${one} units in the retail channel and ${two} units in the online channel.`;
          const kept = `Sales were ${one} units in retail stores versus ${two} units in online shops.`;
          const turned = `Sales were ${two} units in retail stores versus ${one} units in online shops.`;
          expect(figures(kept, text)).toEqual([]);
          expect(figures(turned, text)).not.toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
