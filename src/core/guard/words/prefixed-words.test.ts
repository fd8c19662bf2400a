/**
 * An English word made of a prefix and a common word (prefixed-words.ts), read in a line
 * translated into English: the translation's own word is kept, a new name beside it is stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isPrefixedWord } from './prefixed-words.ts';

const FLOETE =
  'Forschende der Universität Tübingen haben eine 42.000 Jahre alte Flöte gefunden. Ab dem 15. März ist die Flöte im Urgeschichtlichen Museum Blaubeuren zu sehen.';

const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: FLOETE, lang: 'de', lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: an English word made with a prefix, in a translated line', () => {
  it('keeps "Museum of Prehistory" for the source’s "Urgeschichtliches Museum"', () => {
    expect(
      claims('From 15 March the flute is on show at the Museum of Prehistory in Blaubeuren.'),
    ).toEqual([]);
  });

  it('still stops a new place beside it', () => {
    expect(
      claims('From 15 March the flute is on show at the Museum of Prehistory in Ulm.'),
    ).toEqual(['name:Ulm']);
  });
});

describe('isPrefixedWord', () => {
  it('reads a prefix before a common word of six letters or more, in English only', () => {
    expect(isPrefixedWord('Prehistory', 'en')).toBe(true);
    expect(isPrefixedWord('Nonprofit', 'en')).toBe(true);
    // A short word after the prefix is a name's as often; another language's words are not read.
    expect(isPrefixedWord('Underwood', 'en')).toBe(false);
    expect(isPrefixedWord('Prescott', 'en')).toBe(false);
    expect(isPrefixedWord('Prehistory', 'fr')).toBe(false);
  });
});
