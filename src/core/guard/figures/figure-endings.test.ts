/**
 * A case's ending written onto a figure with a hyphen (figure-endings.ts): Hungarian's "13%-ot"
 * (accusative) is no "öt" (five) of its own; the figure it is written onto is still checked.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isFigureEnding } from './figure-endings.ts';

const TEXT = 'A tanárok 12 százalékot kértek, a kormány 8 százalékot ajánlott.';
const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: TEXT, lang: 'hu' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('isFigureEnding', () => {
  it('reads a short word hyphened onto digits or a percent sign', () => {
    const at = (text: string, word: string) => {
      const start = text.indexOf(word);
      return isFigureEnding(text, start, start + word.length);
    };
    expect(at('12%-ot kértek', 'ot')).toBe(true);
    expect(at('2027-ben', 'ben')).toBe(true);
    expect(at('öt napig', 'öt')).toBe(false);
    expect(at('twenty-five', 'five')).toBe(false);
    expect(at('12% ot', 'ot')).toBe(false);
  });
});

describe('unsupportedClaims: an ending on a figure', () => {
  it('keeps the share with its ending', () => {
    expect(claims('A tanárok 12%-ot kértek, a kormány 8%-ot ajánlott.')).toEqual([]);
  });

  it('still stops another share, and five said in words', () => {
    expect(claims('A tanárok 15%-ot kértek.')).toEqual(['figure:15%']);
    expect(claims('A tanárok öt napig sztrájkoltak.')).toEqual(['figure:öt']);
  });
});
