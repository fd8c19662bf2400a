/**
 * A first word made of a common word (derived-first-words.ts): a noun of derivation opening a card's
 * line is kept, a new name opening it still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isDerivedFirstWord } from './derived-first-words.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, names: ['', ''] }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const BAKERY =
  'Petite annonce pour nos clients : la boulangerie sera fermée du 5 au 19 août pour congés. On rouvre le mardi 20 août à 7h avec des nouveautés. Marie et Thomas';
const ROMA =
  'Il comune ha annunciato lunedì che le scuole di Roma apriranno di nuovo il 9 settembre.';
const JAKARTA =
  'Pemprov DKI menutup Jalan Sudirman pada Minggu pagi untuk car free day. Tarif Transjakarta naik menjadi Rp 5.000 mulai Juli.';

describe('unsupportedClaims: a noun of derivation opening a line', () => {
  it('keeps "Réouverture" and "Riapertura"', () => {
    expect(names('Réouverture mardi 20 août à 7 heures.', BAKERY, 'fr')).toEqual([]);
    expect(names('Riapertura delle scuole di Roma il 9 settembre.', ROMA, 'it')).toEqual([]);
  });

  it('keeps Indonesian nouns made by a circumfix', () => {
    expect(names('Pembatalan tarif lama mulai Juli.', JAKARTA, 'id')).toEqual([]);
    expect(
      names('Pengurangan kendaraan di Jalan Sudirman pada Minggu pagi.', JAKARTA, 'id'),
    ).toEqual([]);
  });

  it('still stops a new name opening the line', () => {
    expect(names('Moreau rouvre le mardi 20 août à 7 heures.', BAKERY, 'fr')).toEqual(['Moreau']);
    expect(names('Gualtieri annuncia la riapertura il 9 settembre.', ROMA, 'it')).toEqual([
      'Gualtieri',
    ]);
    expect(names('Heru menutup jalan pada Minggu pagi.', JAKARTA, 'id')).toEqual(['Heru']);
  });
});

describe('isDerivedFirstWord', () => {
  it('reads a prefix before a common word of six letters or more', () => {
    expect(isDerivedFirstWord('Réouverture', 'fr', new Set())).toBe(true);
    expect(isDerivedFirstWord('Reabertura', 'pt', new Set())).toBe(true);
    expect(isDerivedFirstWord('Reopening', 'en', new Set())).toBe(true);
  });

  it('reads no name that opens on the letters of a prefix', () => {
    for (const [word, lang] of [
      ['Ricardo', 'es'],
      ['Roberto', 'it'],
      ['Renard', 'fr'],
      ['Immobile', 'it'],
      ['Insigne', 'it'],
      ['Vermeer', 'nl'],
      ['Overmars', 'nl'],
      ['Desailly', 'fr'],
    ] as const) {
      expect(isDerivedFirstWord(word, lang, new Set())).toBe(false);
    }
  });

  it("puts back the Indonesian prefix's nasal, and reads a root the source has", () => {
    expect(isDerivedFirstWord('Pengurangan', 'id', new Set())).toBe(true);
    expect(isDerivedFirstWord('Penutupan', 'id', new Set())).toBe(true);
    expect(isDerivedFirstWord('Pekalongan', 'id', new Set())).toBe(false);
    expect(isDerivedFirstWord('Pekalongan', 'id', new Set(['kalong']))).toBe(true);
  });
});
