/**
 * A name whose last vowel falls out as it is declined, "Marka" of "Marek" (fleeting-vowels.ts;
 * round forty-four).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { droppedVowel } from './fleeting-vowels.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const RATES =
  'Prezes NBP Marek Zieliński powiedział na konferencji, że inflacja w październiku spadła.';
const CONCERT = 'Na koncertě zahraje houslista Karel Novák s orchestrem z Brna.';

describe('droppedVowel', () => {
  it('keeps a Polish and a Czech name in the genitive that drops its last vowel', () => {
    expect(names('Według prezesa NBP Marka Zielińskiego inflacja spadła.', RATES, 'pl')).toEqual(
      [],
    );
    expect(names('Koncert houslisty Karla Nováka začne v osm.', CONCERT, 'cs')).toEqual([]);
  });

  it('stops another name sharing the start', () => {
    expect(names('Według prezesa NBP Marty Zielińskiej inflacja spadła.', RATES, 'pl')).toContain(
      'Marty',
    );
    expect(names('Koncert houslisty Kamila Nováka začne v osm.', CONCERT, 'cs')).toContain(
      'Kamila',
    );
  });

  it('reads only a vowel the language drops, before the last consonant, with a case ending', () => {
    expect(droppedVowel('marka', 'marek', 'pl')).toBe(true);
    expect(droppedVowel('павла', 'павел', 'ru')).toBe(true);
    expect(droppedVowel('markiewicza', 'marek', 'pl')).toBe(false);
    expect(droppedVowel('marka', 'marek', 'en')).toBe(false);
    expect(droppedVowel('marka', 'marak', 'pl')).toBe(false);
  });
});
