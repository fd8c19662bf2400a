/** A count of decades of the source's years (decade-counts.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('decadeCount', () => {
  it('keeps decades that are the source’s years', () => {
    expect(
      claims('لاہور میں 30 سال کا ریکارڈ ٹوٹ گیا۔', 'یہ تین دہائیوں کا ریکارڈ ہے۔', 'ur'),
    ).toEqual([]);
    expect(
      claims('Le record tenait depuis 30 ans.', 'Le record tenait depuis trois décennies.', 'fr'),
    ).toEqual([]);
  });

  it('stops decades of another number of years', () => {
    expect(
      claims('لاہور میں 30 سال کا ریکارڈ ٹوٹ گیا۔', 'یہ چار دہائیوں کا ریکارڈ ہے۔', 'ur'),
    ).toEqual(['چار']);
    expect(
      claims('Le record tenait depuis 30 ans.', 'Le record tenait depuis quatre décennies.', 'fr'),
    ).toEqual(['quatre']);
  });
});
