/**
 * A line's "5,000" in a language that writes a decimal point is five thousand (decimal-marks.ts):
 * round nineteen's English translation "Only 5,000 units" of an Indonesian "stok 500 unit" passed,
 * its comma read as a decimal mark and its "5" held by the source's "5G".
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const SALE = 'FLASH SALE 12.12 🔥 Samsung Galaxy A55 5G cuma Rp4,9 jt! Stok 500 unit aja.';

const claims = (line: string, lineLang?: string) =>
  unsupportedClaims(
    line,
    claimSource({ text: SALE, lang: 'id', ...(lineLang && { lineLang }) }),
    'normal',
  ).map((claim) => `${claim.kind}:${claim.text}`);

describe('a decimal comma only in a language that writes one', () => {
  it("stops an English line's 5,000 the source never wrote, and keeps its 500", () => {
    expect(claims('Only 5,000 units are in stock for the flash sale.', 'en')).toEqual([
      'figure:5,000',
    ]);
    expect(claims('Only 500 units are in stock for the flash sale.', 'en')).toEqual([]);
  });

  it("still reads a line in the source's language as it may write a decimal comma", () => {
    const price = 'Harga turun jadi 4,900 juta rupiah.';
    const text = 'Harga turun jadi Rp4,9 juta.';
    expect(
      unsupportedClaims(price, claimSource({ text, lang: 'id' }), 'normal').map((c) => c.text),
    ).toEqual([]);
  });
});
