/**
 * A price told per another unit than the source's (per-unit-prices.ts): the held-out podcast's
 * "6.20 dollars a kilo" edited to "$6.20 a pound" (en-documents-4.yaml) was stopped only for a
 * misread "$4.10" beside it; read as a price per unit, the edit is stopped for its own unit.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const PODCAST =
  'Kenyan cooperatives sold at auction for an average of 6.20 dollars a kilo in January, up from 4.10 a year earlier.';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a price per unit', () => {
  it('stops the price told per another unit', () => {
    expect(claims('They got $6.20 a pound at auction.', PODCAST)).toEqual(['figure:$6.20']);
    expect(claims('They got $6.20 a litre at auction.', PODCAST)).toEqual(['figure:$6.20']);
  });

  it('keeps it per the same unit, however spelled, or per none', () => {
    expect(claims('They got $6.20 per kilo at auction.', PODCAST)).toEqual([]);
    expect(claims('They got 6.20 dollars a kg at auction.', PODCAST)).toEqual([]);
    expect(claims('They got $6.20 at auction in January.', PODCAST)).toEqual([]);
  });

  it('keeps a unit the source gives the amount nowhere', () => {
    const flat = 'The flat rents for 900 dollars, bills included.';
    expect(claims('The flat rents for $900 a month.', flat)).not.toContain('figure:$900');
  });
});
