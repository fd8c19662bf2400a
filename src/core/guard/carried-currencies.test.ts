/**
 * An amount compared with a priced one, its currency written once (carried-currencies.ts): the
 * held-out podcast's "6.20 dollars a kilo in January, up from 4.10 a year earlier" holds a
 * summary's "up from $4.10" (en-documents-4.yaml), and no other currency nor another amount.
 */
import { describe, expect, it } from 'vitest';
import { addCarriedCurrencies } from './carried-currencies.ts';
import { claimSource, unsupportedClaims } from './index.ts';

const PODCAST =
  'Kenyan cooperatives sold at auction for an average of 6.20 dollars a kilo in January, up from 4.10 a year earlier. But fertiliser costs have nearly doubled.';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a compared amount takes the currency of the amount it is compared with', () => {
  it('keeps "up from $4.10" of "6.20 dollars … up from 4.10"', () => {
    expect(claims('They got $6.20 a kilo, up from $4.10 a year before.', PODCAST)).toEqual([]);
  });

  it('stops another currency or another amount there', () => {
    expect(claims('They got $6.20 a kilo, up from €4.10 a year before.', PODCAST)).toEqual([
      'figure:€4.10',
    ]);
    expect(claims('They got $6.20 a kilo, up from $4.20 a year before.', PODCAST)).toEqual([
      'figure:$4.20',
    ]);
  });

  it("takes each amount's own neighbour, never one across a full stop", () => {
    const keys = new Set<string>();
    addCarriedCurrencies('Rent is 900 euros. Up from 800 last year, it says.', keys);
    addCarriedCurrencies('Tea is 3 pounds, up from 2.50, and coffee $4.10, up from 3.90.', keys);
    expect([...keys].sort()).toEqual(['c:?:2.5', 'c:?:3.9', 'c:dollar:3.9', 'c:pound:2.5']);
  });
});
