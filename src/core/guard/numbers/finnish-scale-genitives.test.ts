/**
 * A Finnish scale and currency in the genitive (finnish-scale-genitives.ts), read by
 * unsupportedClaims in a Normal line: the source's amount restated is kept, a changed one stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { finnishGenitiveStem } from './finnish-scale-genitives.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'fi' }), 'normal').map((claim) => claim.text);

describe('unsupportedClaims: a Finnish scale in the genitive', () => {
  it('keeps the amount of "miljardin euron" restated', () => {
    const text = 'Yhtiö teki 1,2 miljardin euron tuloksen.';
    expect(claims('Tulos oli 1,2 mrd. euroa.', text)).toEqual([]);
    expect(claims('Tulos oli 1,2 miljardia euroa.', text)).toEqual([]);
  });

  it('stops a changed amount or scale', () => {
    const text = 'Yhtiö teki 1,2 miljardin euron tuloksen.';
    expect(claims('Tulos oli 1,4 mrd. euroa.', text)).not.toEqual([]);
    expect(claims('Tulos oli 1,2 milj. euroa.', text)).not.toEqual([]);
  });

  it('keeps the millions of any amount and stops another', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 99 }), fc.integer({ min: 1, max: 9 }), (n, off) => {
        const text = `Valtio maksaa ${n} miljoonan euron tuen.`;
        expect(claims(`Tuki on ${n} milj. euroa.`, text)).toEqual([]);
        expect(claims(`Tuki on ${n + off} milj. euroa.`, text)).not.toEqual([]);
      }),
      { numRuns: 20 },
    );
  });

  it('reads a genitive only in a Finnish text', () => {
    expect(finnishGenitiveStem('miljardin', ['fi'])).toBe('miljardi');
    expect(finnishGenitiveStem('miljardin', ['et'])).toBeUndefined();
  });
});
