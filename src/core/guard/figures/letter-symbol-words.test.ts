/**
 * A word's letter symbol kept for its languages (letter-symbol-words.ts): the answer is
 * currencyOfLetterSymbol's for the languages asked, not the last languages' (Hungarian's "Ft" is
 * the forint's; English reads it as feet), and a source's "19 900 Ft" still holds its forints.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { currencyOfLetterSymbol } from './currency-codes.ts';
import { type Token, tokensOf } from './figure-tokens.ts';
import { letterSymbolOf } from './letter-symbol-words.ts';

describe('letterSymbolOf', () => {
  it('answers for the languages asked, whichever were asked before', () => {
    const [, word] = tokensOf('19 Ft');
    const hungarian = new Set(['en', 'hu']);
    const english = new Set(['en']);
    for (const langs of [hungarian, english, hungarian, english]) {
      expect(letterSymbolOf(word as Token, langs)).toBe(currencyOfLetterSymbol('Ft', langs));
    }
    expect(letterSymbolOf(word as Token, hungarian)).toBeDefined();
    expect(letterSymbolOf(word as Token, english)).toBeUndefined();
  });

  it("keeps a Hungarian source's forints and stops another currency", () => {
    const source = claimSource({ text: 'A jegy ára 19 900 Ft.', lang: 'hu' });
    const claims = (line: string) =>
      unsupportedClaims(line, source, 'normal').map((claim) => claim.text);
    expect(claims('A jegy 19 900 forintba kerül.')).toEqual([]);
    expect(claims('A jegy 19 900 euróba kerül.')).not.toEqual([]);
  });
});
