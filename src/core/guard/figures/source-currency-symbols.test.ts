/**
 * A currency's symbol in letters ("Kč", "Ft") where the source names the currency in words beside
 * an amount (source-currency-symbols.ts): no name of its own, as the names reader had stopped it.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isSourceCurrencySymbol } from './source-currency-symbols.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('isSourceCurrencySymbol', () => {
  it('takes the symbol of a currency the source names beside a number', () => {
    expect(isSourceCurrencySymbol('Kč', 'Stavba stála 12 miliard korun.', ['cs'])).toBe(true);
    expect(isSourceCurrencySymbol('Ft', 'A felújítás 35 millió forintba került.', ['hu'])).toBe(
      true,
    );
    expect(isSourceCurrencySymbol('Ft-ba', 'A stadion 48 milliárd forintba került.', ['hu'])).toBe(
      true,
    );
  });

  it('takes no symbol of another currency, nor a country’s word for its currency', () => {
    expect(isSourceCurrencySymbol('Kč', 'Stavba stála 12 milionů eur.', ['cs'])).toBe(false);
    expect(isSourceCurrencySymbol('Kč', 'Česká republika dá 12 milionů eur.', ['cs'])).toBe(false);
    expect(isSourceCurrencySymbol('Ft', 'A felújítás 35 millió euróba került.', ['hu'])).toBe(
      false,
    );
    // A currency named far from any number is no amount's.
    expect(
      isSourceCurrencySymbol('Kč', 'Koruna oslabila. Vláda to komentovala dlouho, pak 3 dny nic.', [
        'cs',
      ]),
    ).toBe(false);
  });
});

describe('a line writing the currency’s symbol', () => {
  it('keeps the source’s amount and stops a changed scale', () => {
    const cs = 'Ministerstvo rozdělí 2,1 miliardy korun na granty.';
    expect(claims('Ministerstvo rozdělí 2,1 mld. Kč.', cs, 'cs')).toEqual([]);
    expect(claims('Ministerstvo rozdělí 2,1 mil. Kč.', cs, 'cs')).not.toEqual([]);
    const hu = 'A felújítás 35 millió forintba került.';
    expect(claims('A felújítás 35 millió Ft volt.', hu, 'hu')).toEqual([]);
    expect(claims('A felújítás 35 milliárd Ft volt.', hu, 'hu')).not.toEqual([]);
    expect(
      claims('A felújítás 35 millió Ft volt.', 'A felújítás 35 millió euró.', 'hu'),
    ).not.toEqual([]);
  });
});
