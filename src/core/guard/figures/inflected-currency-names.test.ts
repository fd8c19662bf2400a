/** A currency's name with a case ending after the source's amount (inflected-currency-names.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('heldInflectedCurrency', () => {
  it('keeps the source’s amount with its currency named in a case', () => {
    expect(claims('A bérlet 30 €-ba kerül.', 'A bérlet 30 euróba kerül.', 'hu')).toEqual([]);
  });

  it('stops another amount or another currency in the same case', () => {
    expect(claims('A bérlet 30 €-ba kerül.', 'A bérlet 35 euróba kerül.', 'hu')).toEqual(['35']);
    expect(claims('A bérlet 30 €-ba kerül.', 'A bérlet 30 forintba kerül.', 'hu')).not.toEqual([]);
    expect(claims('A jegy 4500 forintba kerül.', 'A jegy 4500 euróba kerül.', 'hu')).not.toEqual(
      [],
    );
  });
});
