/**
 * A match's sets counted from the scores the source lists (set-counts.ts): the run's length kept,
 * another count stopped, in the line's language.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const FINAL = 'Carlos Alcaraz beat Jannik Sinner 6-4, 7-6 in the final.';

describe('heldSetCount', () => {
  it('keeps the count of the listed sets and stops another', () => {
    expect(figures('Alcaraz beat Sinner in two sets.', FINAL)).toEqual([]);
    expect(figures('Alcaraz beat Sinner in three sets.', FINAL)).toEqual(['three']);
    const long = 'Carlos Alcaraz beat Jannik Sinner 6-4, 3-6, 7-6(5) in the final.';
    expect(figures('Alcaraz beat Sinner in three sets.', long)).toEqual([]);
    expect(figures('Alcaraz beat Sinner in two sets.', long)).toEqual(['two']);
  });

  it('reads the count in other languages', () => {
    const de = 'Carlos Alcaraz besiegte Jannik Sinner im Finale 6:4, 7:6.';
    expect(figures('Alcaraz besiegte Sinner in zwei Sätzen.', de, 'de')).toEqual([]);
    expect(figures('Alcaraz besiegte Sinner in drei Sätzen.', de, 'de')).toEqual(['drei']);
    const fr = 'Carlos Alcaraz a battu Jannik Sinner 6-4, 7-6 en finale.';
    expect(figures('Alcaraz a battu Sinner en deux sets.', fr, 'fr')).toEqual([]);
    const it = 'Carlos Alcaraz ha battuto Jannik Sinner 6-4, 7-6 in finale.';
    expect(figures('Alcaraz ha battuto Sinner in due set.', it, 'it')).toEqual([]);
    expect(figures('Alcaraz ha battuto Sinner in tre set.', it, 'it')).toEqual(['tre']);
  });

  it('reads no sets from a single score', () => {
    expect(figures('They won in two sets.', 'They won 3-1 on Sunday.')).toEqual(['two']);
  });

  it('keeps any listed run’s length and stops one more', () => {
    const score = fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }));
    fc.assert(
      fc.property(fc.array(score, { minLength: 2, maxLength: 5 }), (sets) => {
        // A count the scores hold as a side's games or a margin is the source's anyway.
        const held = sets.flatMap(([a, b]) => [a, b, Math.abs(a - b)]);
        fc.pre(!held.includes(sets.length + 1));
        const text = `Osaka won ${sets.map(([a, b]) => `${a}-${b}`).join(', ')} in Tokyo.`;
        expect(figures(`Osaka won in ${sets.length} sets.`, text)).toEqual([]);
        expect(figures(`Osaka won in ${sets.length + 1} sets.`, text)).toEqual([
          String(sets.length + 1),
        ]);
      }),
      { numRuns: 40 },
    );
  });
});
