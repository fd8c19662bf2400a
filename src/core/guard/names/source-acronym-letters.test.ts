/**
 * A source's Latin acronym written by the line in its own script, by its letters' names
 * (source-acronym-letters.ts): a Hindi or Bengali card's "आईपीएल" of the post's "IPL" is kept;
 * another acronym so spelled ("आईएसएल", ISL) or another party named is still stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { spellsSourceAcronym } from './source-acronym-letters.ts';

/** The letters' English names as Hindi writes them, the usual spellings. */
const DEVANAGARI: Readonly<Record<string, string>> = {
  A: 'ए',
  B: 'बी',
  C: 'सी',
  D: 'डी',
  E: 'ई',
  F: 'एफ',
  G: 'जी',
  H: 'एच',
  I: 'आई',
  J: 'जे',
  K: 'के',
  L: 'एल',
  M: 'एम',
  N: 'एन',
  O: 'ओ',
  P: 'पी',
  Q: 'क्यू',
  R: 'आर',
  S: 'एस',
  T: 'टी',
  U: 'यू',
  V: 'वी',
  W: 'डब्ल्यू',
  X: 'एक्स',
  Y: 'वाई',
  Z: 'ज़ेड',
};

// A, E, O are a vowel each ("ए", "ई", "ओ"): "AA" is one long vowel, read as no acronym.
const CONSONANTAL = Object.keys(DEVANAGARI).filter((letter) => !'AEO'.includes(letter));

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, names: ['', ''] }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const IPL = 'इंडियन प्रीमियर लीग (IPL) का नया सीज़न 22 मार्च से मुंबई में शुरू होगा।';
const BJP = 'BJP ने दिल्ली में रैली की।';

describe('unsupportedClaims: a source’s acronym in the line’s script', () => {
  it('keeps the acronym spelled by its letters’ names', () => {
    expect(names('आईपीएल का नया सीज़न 22 मार्च से शुरू होगा।', IPL, 'hi')).toEqual([]);
    expect(names('आईपीएल फाइनल रविवार को मुंबई में।', IPL, 'hi')).toEqual([]);
    expect(names('बीजेपी ने दिल्ली में रैली की।', BJP, 'hi')).toEqual([]);
  });

  it('stops another acronym, or another party, in its place', () => {
    expect(names('आईएसएल का नया सीज़न 22 मार्च से शुरू होगा।', IPL, 'hi')).not.toEqual([]);
    expect(names('कांग्रेस ने दिल्ली में रैली की।', BJP, 'hi')).not.toEqual([]);
  });
});

describe('spellsSourceAcronym', () => {
  it('reads Devanagari and Bengali letter names, not a Latin word', () => {
    expect(spellsSourceAcronym('आईपीएल', { text: 'the IPL final' })).toBe(true);
    expect(spellsSourceAcronym('আইপিএল', { text: 'the IPL final' })).toBe(true);
    expect(spellsSourceAcronym('IPL', { text: 'the IPL final' })).toBe(false);
    expect(spellsSourceAcronym('आईपीएल', { text: 'the ipl final' })).toBe(false);
  });

  it('holds for any acronym written by its letters’ Devanagari names, and not in lower case', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...CONSONANTAL), { minLength: 2, maxLength: 6 }),
        (letters) => {
          const acronym = letters.join('');
          const word = letters.map((letter) => DEVANAGARI[letter]).join('');
          expect(spellsSourceAcronym(word, { text: `कल ${acronym} की बैठक` })).toBe(true);
          expect(spellsSourceAcronym(word, { text: `कल ${acronym.toLowerCase()} की बैठक` })).toBe(
            false,
          );
        },
      ),
    );
  });
});
