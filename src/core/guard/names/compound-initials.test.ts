/**
 * An acronym whose last letter opens a compound's second half (compound-initials.ts): "MÁV" of
 * "Magyar Államvasutak", "HVV" of "Hamburger Verkehrsverbund" are kept; an acronym the name does
 * not so hold ("MÁB", "MÁS") is still stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { opensCompoundHalf } from './compound-initials.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, names: ['', ''] }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const MAV = 'A Magyar Államvasutak március 5-én új menetrendet vezet be Budapesten.';

describe('unsupportedClaims: an acronym of a compound’s halves', () => {
  it('keeps the acronym, alone or with a case ending or compound after it', () => {
    expect(names('A MÁV márc. 5. óta új menetrendet vezet be Budapesten.', MAV, 'hu')).toEqual([]);
    expect(names('Március 5-én új menetrend jön Budapesten a MÁV-nál.', MAV, 'hu')).toEqual([]);
    expect(names('Márc. 5-én új MÁV-menetrend.', MAV, 'hu')).toEqual([]);
    const hvv = 'Der Hamburger Verkehrsverbund erhöht am Montag die Preise.';
    expect(names('Der HVV erhöht am Montag die Preise.', hvv, 'de')).toEqual([]);
  });

  it('stops an acronym whose last letter opens no half of the name', () => {
    expect(names('A MÁB szerint új menetrend jön.', MAV, 'hu')).toEqual(['MÁB']);
    expect(names('A MÁS szerint új menetrend jön.', MAV, 'hu')).toEqual(['MÁS']);
  });
});

describe('opensCompoundHalf', () => {
  it('reads a consonant opening a syllable past the first half', () => {
    expect(opensCompoundHalf('államvasutak', 'v')).toBe(true);
    expect(opensCompoundHalf('verkehrsverbund', 'v')).toBe(true);
    expect(opensCompoundHalf('államvasutak', 's')).toBe(false);
    expect(opensCompoundHalf('államvasutak', 'a')).toBe(false);
    expect(opensCompoundHalf('vasút', 's')).toBe(false);
  });

  it('never reads a letter the word lacks, nor one in its first four letters only', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{0,20}$/),
        fc.constantFrom(...'bcdfgkmpstvz'),
        (word, letter) => {
          if (!word.slice(4).includes(letter)) expect(opensCompoundHalf(word, letter)).toBe(false);
        },
      ),
    );
  });
});
