/**
 * A place and its province after a comma are no role's name (apposed-roles.ts; round forty-four).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { apposes, isNumberWord } from './apposed-roles.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const QUAKE =
  'BMKG mencatat gempa bermagnitudo 5,8 mengguncang wilayah Kabupaten Cianjur, Jawa Barat, pada Selasa.';

describe('apposes', () => {
  it('keeps the source’s town where the source writes its province after a comma', () => {
    expect(names('Gempa M5,8 mengguncang Cianjur, Jawa Barat, pada Selasa.', QUAKE, 'id')).toEqual(
      [],
    );
  });

  it('reads a role before a comma, not a name ending the phrase', () => {
    const phrase = { role: 'presidente', words: 3, all: 6 };
    expect(apposes(phrase, false)).toBe(true);
    expect(apposes(phrase, true)).toBe(false);
    expect(apposes({ role: undefined, words: 1, all: 2 }, false)).toBe(false);
  });

  it('takes no number word for a role: a list of counts and names said in another order passes', () => {
    const list = 'cuarenta y dos, Aéé, a hundred, Àç';
    expect(names('cuarenta y dos, Àç', list, 'en')).toEqual([]);
    expect(isNumberWord('cuarenta')).toBe(true);
    expect(isNumberWord('hundred')).toBe(true);
    expect(isNumberWord('alcalde')).toBe(false);
  });

  it('still reads a role a comma announces, traded between two names', () => {
    const text =
      'Ayer habló la presidenta de la asociación, Lucía Pérez, y el tesorero del club, Mario Gil.';
    expect(names('Ayer habló la presidenta de la asociación, Mario Gil.', text, 'es')).toEqual([
      'Mario Gil',
    ]);
  });
});
