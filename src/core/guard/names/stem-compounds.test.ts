/** A first word made of two of the source's words (stem-compounds.ts, round thirty-seven). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const trip =
  'Szanowni Rodzice! Wycieczka klas siódmych do Torunia zaplanowana jest na 8 października, koszt 90 zł.';
const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: trip, lang: 'pl' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('isSourceStemCompound', () => {
  it('keeps a first word that joins two of the source’s words', () => {
    expect(
      names('Siódmoklasiści jadą do Torunia 8 października; wycieczka kosztuje 90 zł.'),
    ).toEqual([]);
  });

  it('still stops a new name opening the sentence', () => {
    expect(names('Kowalczyk jedzie z klasami siódmymi do Torunia 8 października.')).toEqual([
      'Kowalczyk',
    ]);
    // Only one part is the source's: "Ósmoklasiści" (eighth-graders) is another class.
    expect(names('Ósmoklasiści jadą do Torunia 8 października.')).toEqual(['Ósmoklasiści']);
  });
});
