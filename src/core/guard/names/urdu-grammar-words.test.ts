/**
 * Urdu's postpositions traded in a source's frame (h280): "عمران خان کا … خطاب" of "عمران خان نے
 * … خطاب کیا" keeps the source's name; another name in that frame is still stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isGrammarOpener, isUrduGrammar } from './urdu-grammar-words.ts';

const RALLY = 'عمران خان نے اسلام آباد میں جلسے سے خطاب کیا۔';
const source = claimSource({ text: RALLY, lang: 'ur' });
const names = (line: string) =>
  unsupportedClaims(line, source, 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('isUrduGrammar', () => {
  it.each(['کا', 'کی', 'کے', 'نے', 'میں', 'ساتھ'])('reads %s as grammar', (word) => {
    expect(isUrduGrammar(word)).toBe(true);
  });

  it('folds Arabic yeh and kaf to Urdu’s', () => {
    expect(isUrduGrammar('كي')).toBe(true);
  });

  it.each(['کراچی', 'لاہور', 'نواز', 'شریف'])('reads the name %s as none', (word) => {
    expect(isUrduGrammar(word)).toBe(false);
  });

  it('opens no name only for an Urdu source', () => {
    expect(isGrammarOpener('کا', source)).toBe(true);
    expect(isGrammarOpener('کا', claimSource({ text: 'Imran Khan spoke.', lang: 'en' }))).toBe(
      false,
    );
  });

  it('reads no word of Arabic letters longer than its list’s as grammar', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\u0627-\u064a]{6,10}$/u), (word) => {
        expect(isUrduGrammar(word)).toBe(false);
      }),
    );
  });
});

describe('unsupportedClaims: an Urdu postposition traded', () => {
  it('keeps "کا" put for the source’s "نے", "کے" for its "میں"', () => {
    expect(names('عمران خان کا اسلام آباد میں جلسے سے خطاب۔')).toEqual([]);
    expect(names('عمران خان نے اسلام آباد کے جلسے سے خطاب کیا۔')).toEqual([]);
  });

  it('still stops another person or city in the frame', () => {
    expect(names('نواز شریف کا اسلام آباد میں جلسے سے خطاب۔')).not.toEqual([]);
    expect(names('عمران خان نے لاہور شہر میں جلسے سے خطاب کیا۔')).not.toEqual([]);
  });
});
