/**
 * A measure told per another unit than the source's (rate-units.ts): "240 Wh/L" of "240 watt-hours
 * per kilogram". The source's unit in other words, a rate the source states bare and a price (read
 * by per-unit-prices.ts) are kept. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const CELLS =
  'The new cells store 240 watt-hours per kilogram and charge at 3 kW. The pump moves 12 litres per minute.';

describe('changedRateUnits: a measure per another unit than the source says', () => {
  it('stops a rate per another unit', () => {
    expect(stopped('The cells store 240 Wh/L.', CELLS)).toEqual(['240']);
    // "12 litres" is one measure, its unit read (British spelling too): "per" follows it.
    expect(stopped('The pump moves 12 litres per hour.', CELLS)).toEqual(['12 litres']);
    expect(stopped('The pump moves 12 liters per hour.', CELLS)).toEqual(['12 liters']);
  });

  it("keeps the source's unit in other words, and a rate it states bare", () => {
    expect(stopped('The cells store 240 Wh/kg.', CELLS)).toEqual([]);
    expect(stopped('The pump moves 12 L/min.', CELLS)).toEqual([]);
    expect(stopped('The cells charge at 3 kW per hour.', CELLS)).toEqual([]);
  });
});
