/** A measure and an amount of money trade no places (measure-money.ts, round twenty-seven). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const recipe =
  'Resep mie goreng ala aku: 1 bungkus mie, 2 butir telur. Masak 10 menit doang! Modal cuma Rp15 ribu.';
const figures = (line: string) =>
  unsupportedClaims(line, claimSource({ text: recipe, lang: 'id' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('measureAndMoney', () => {
  it('keeps minutes put after the word the source gives its price', () => {
    expect(figures('Masaknya cuma 10 menit dengan modal Rp15.000.')).toEqual([]);
  });

  it('still stops a figure the source does not hold, or two counts traded', () => {
    expect(figures('Masaknya cuma 20 menit dengan modal Rp15.000.')).toEqual(['20 menit']);
    expect(figures('Pakai 2 bungkus mie dan 1 butir telur.').length).toBeGreaterThan(0);
  });
});
