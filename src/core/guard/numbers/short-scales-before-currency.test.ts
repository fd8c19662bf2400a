/**
 * A compact scale's letter or two between an amount and its currency ("48 M Ft", "2,4 Mn $"):
 * read as the amount's scale (short-scales-before-currency.ts), so a scale changed against the
 * source's stops, and the source's own scale is kept.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Token } from '../figures/figure-tokens.ts';
import { claimSource, unsupportedClaims } from '../index.ts';
import { shortScaleBeforeCurrency } from './short-scales-before-currency.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const token = (kind: Token['kind'], text: string, start: number): Token => ({
  kind,
  text,
  start,
  end: start + text.length,
  groups: [],
});

describe('shortScaleBeforeCurrency', () => {
  it('reads CLDR’s letters before a currency only', () => {
    expect(shortScaleBeforeCurrency(token('word', 'Mn', 4), token('sign', '$', 7), ['tr'])).toBe(
      1e6,
    );
    expect(shortScaleBeforeCurrency(token('word', 'Mr', 4), token('sign', '$', 7), ['tr'])).toBe(
      1e9,
    );
    expect(shortScaleBeforeCurrency(token('word', 'M', 4), token('word', 'Ft-ba', 6), ['hu'])).toBe(
      1e6,
    );
    // No currency after it: a title, a metre, a word.
    expect(
      shortScaleBeforeCurrency(token('word', 'Mr', 4), token('word', 'Smith', 7), ['tr']),
    ).toBeUndefined();
    expect(
      shortScaleBeforeCurrency(token('word', 'Mn', 4), token('sign', '%', 7), ['tr']),
    ).toBeUndefined();
    // Not a scale in the text's language.
    expect(
      shortScaleBeforeCurrency(token('word', 'Mn', 4), token('sign', '$', 7), ['hu']),
    ).toBeUndefined();
  });
});

describe('an amount with a short scale before its currency', () => {
  it('keeps the source’s scale and stops another', () => {
    const tr = 'Şirket 1,5 milyon dolar yatırım aldı.';
    expect(claims('Şirket 1,5 Mn $ yatırım aldı.', tr, 'tr')).toEqual([]);
    expect(claims('Şirket 1,5 Mr $ yatırım aldı.', tr, 'tr')).not.toEqual([]);
    const hu = 'Az új stadion 48 milliárd forintba került.';
    expect(claims('Az új stadion 48 M Ft-ba került.', hu, 'hu')).not.toEqual([]);
  });

  it('stops a Turkish amount whose scale is changed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 999 }), (amount) => {
        const source = `Şirket ${amount} milyon dolar yatırım aldı.`;
        expect(claims(`Şirket ${amount} Mn $ yatırım aldı.`, source, 'tr')).toEqual([]);
        expect(claims(`Şirket ${amount} Mr $ yatırım aldı.`, source, 'tr')).not.toEqual([]);
      }),
      { numRuns: 20 },
    );
  });
});
