/** An Indonesian post's bare priced sums, read in rupiah (priced-rupiah-sums.ts, h279). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { pricedRupiahSums } from './priced-rupiah-sums.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'id' }), 'normal').map((claim) => claim.text);

const CHILI = 'Harga cabai di Pasar Minggu naik jadi 15ribu per kilo hari ini.';

describe('pricedRupiahSums', () => {
  it('reads a priced sum in rupiah, not a count, nor another language’s text', () => {
    expect(pricedRupiahSums(CHILI, ['id'])).toEqual(['c:rupiah:15000']);
    expect(pricedRupiahSums('Gaji UMR Bekasi 5,3 juta sekarang.', ['id'])).toEqual([
      'c:rupiah:5300000',
    ]);
    expect(pricedRupiahSums('Sebanyak 3 ribu orang ikut demo di Monas.', ['id'])).toEqual([]);
    expect(pricedRupiahSums(CHILI, ['en'])).toEqual([]);
  });
});

describe('a bare Indonesian price written in rupiah', () => {
  it('is kept', () => {
    expect(claims('Harga cabai naik menjadi Rp 15 ribu per kilo.', CHILI)).toEqual([]);
    expect(claims('Harga cabai naik menjadi 15.000 rupiah per kilo.', CHILI)).toEqual([]);
  });

  it('is stopped at another sum, in another currency, or of a count', () => {
    expect(claims('Harga cabai naik menjadi Rp 25 ribu per kilo.', CHILI)).toEqual(['Rp 25 ribu']);
    expect(claims('Harga cabai naik menjadi 15 ribu dolar per kilo.', CHILI)).not.toEqual([]);
    expect(
      claims('Rp 3 ribu dibayar di Monas.', 'Sebanyak 3 ribu orang ikut demo di Monas hari ini.'),
    ).toEqual(['Rp 3 ribu']);
  });

  it('holds the priced sum’s value and no other (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 900 }), fc.integer({ min: 1, max: 50 }), (n, step) => {
        const text = `Harga tiket konser di Bandung ${n}ribu, murah banget.`;
        expect(claims(`Tiket konser di Bandung Rp ${n} ribu.`, text)).toEqual([]);
        expect(claims(`Tiket konser di Bandung Rp ${n + step} ribu.`, text)).toEqual([
          `Rp ${n + step} ribu`,
        ]);
      }),
      { numRuns: 15 },
    );
    // The first source read warms the guard's tables: slow on a busy machine.
  }, 60_000);
});
