/**
 * An acronym as a Normal line's first word (first-word-acronyms.ts): one the source has, spells
 * out or uses as a word is kept; one it has in no form is a new name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isNewFirstAcronym } from './first-word-acronyms.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, names: ['', ''] }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const RZD = 'Российские железные дороги запускают новый поезд.';
const TCDD = 'Türkiye Cumhuriyeti Devlet Demiryolları yeni hat açtı.';

describe('unsupportedClaims: an acronym opening a line', () => {
  it('keeps the initials of the name the source spells out', () => {
    expect(names('РЖД запускают новый поезд.', RZD, 'ru')).toEqual([]);
    expect(names('TCDD yeni hat açtı.', TCDD, 'tr')).toEqual([]);
    expect(names('OK, TCDD yeni hat açtı.', TCDD, 'tr')).toEqual([]);
  });

  it('stops an acronym the source has in no form', () => {
    expect(names('ФСБ запускает новый поезд.', RZD, 'ru')).toEqual(['ФСБ']);
    expect(names('THY yeni hat açtı.', TCDD, 'tr')).toEqual(['THY']);
  });
});

describe('isNewFirstAcronym', () => {
  it('reads no word with a lower-case letter, nor one letter, nor a long shout', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z][a-z]{1,8}$|^[A-Z]$|^[A-Z]{7,12}$/), (word) => {
        expect(isNewFirstAcronym(word, claimSource({ text: 'Nothing here.', lang: 'en' }))).toBe(
          false,
        );
      }),
    );
  });
});
