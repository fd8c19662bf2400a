/**
 * Mexican news's "mdd" and "mdp" (millones de dólares, de pesos), "mil mdd" and "mmdp" (miles de
 * millones): a scale and its currency in one word (scaled-currency-words.ts). The amount is kept
 * where the source writes it in full, and stopped where its number, scale or currency changed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { scaledCurrencyOf } from './scaled-currency-words.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'es-MX' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('scaledCurrencyOf', () => {
  it('reads the four abbreviations in either case, and no other word', () => {
    expect(scaledCurrencyOf('mdd')).toEqual({ factor: 1e6, currency: 'dollar' });
    expect(scaledCurrencyOf('MDP')).toEqual({ factor: 1e6, currency: 'peso' });
    expect(scaledCurrencyOf('mmdd')).toEqual({ factor: 1e9, currency: 'dollar' });
    expect(scaledCurrencyOf('mil')).toBeUndefined();
    expect(scaledCurrencyOf('mdds')).toBeUndefined();
  });
});

describe('an amount written with "mdd" or "mdp"', () => {
  const text = 'Pemex reportó pérdidas por 4.3 millones de dólares y 12 mil millones de pesos.';

  it('keeps the amount in the source’s scale and currency', () => {
    expect(claims('Pemex perdió 4.3 mdd.', text)).toEqual([]);
    expect(claims('Pemex perdió 12 mil mdp.', text)).toEqual([]);
    expect(claims('Pemex perdió 12 mmdp.', text)).toEqual([]);
  });

  it('stops a changed currency, scale or number', () => {
    const dollars = 'Pemex reportó pérdidas por 4.3 millones de dólares.';
    const pesos = 'El gobierno destinará 12 mil millones de pesos a becas.';
    expect(claims('Pemex perdió 4.3 mdp.', dollars)).not.toEqual([]);
    expect(claims('Pemex perdió 4.8 mdd.', dollars)).not.toEqual([]);
    expect(claims('Destinará 12 mdp a becas.', pesos)).not.toEqual([]);
    expect(claims('Destinará 12 mil mdd a becas.', pesos)).not.toEqual([]);
  });

  it('stops any number of millions of dollars the source does not give (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 999 }), (millions) => {
        const source = `La empresa invirtió ${millions} millones de dólares.`;
        expect(claims(`Invirtió ${millions} mdd.`, source)).toEqual([]);
        expect(claims(`Invirtió ${millions} mdp.`, source)).not.toEqual([]);
        expect(claims(`Invirtió ${millions + 1} mdd.`, source)).not.toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
