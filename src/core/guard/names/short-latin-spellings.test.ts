/**
 * A short name the source writes in Latin letters, written in Devanagari (short-latin-spellings.ts,
 * h284): "दिल्ली" of "Delhi", "गूगल" of "Google", "चेन्नई" of "Chennai".
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { soundPattern, spellsShortLatinWord } from './short-latin-spellings.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const RAIN = 'आज Delhi में भारी बारिश हुई और ट्रैफिक जाम रहा।';
const OFFICE = 'Google ने बेंगलुरु में नया दफ्तर खोला।';
const MATCH = 'Mumbai Indians ने Chennai को हराया।';

describe('spellsShortLatinWord', () => {
  it('keeps the source Latin name written in Devanagari', () => {
    expect(names('दिल्ली में भारी बारिश से ट्रैफिक जाम हुआ।', RAIN, 'hi')).toEqual([]);
    expect(names('गूगल ने बेंगलुरु में दफ्तर खोला।', OFFICE, 'hi')).toEqual([]);
    expect(names('मुंबई इंडियंस ने चेन्नई को हराया।', MATCH, 'hi')).toEqual([]);
  });

  it('stops a name the source never writes', () => {
    expect(names('मुंबई में भारी बारिश से ट्रैफिक जाम हुआ।', RAIN, 'hi')).not.toEqual([]);
    expect(names('माइक्रोसॉफ्ट ने बेंगलुरु में दफ्तर खोला।', OFFICE, 'hi')).not.toEqual([]);
  });

  it('hears consonants with their vowels, a last vowel and an "h" dropped', () => {
    expect(soundPattern('दिल्ली')).toBe(soundPattern('Delhi'));
    expect(soundPattern('गूगल')).toBe(soundPattern('Google'));
    expect(soundPattern('ओला')).toBeUndefined();
    expect(spellsShortLatinWord('दिल्ली', { text: 'Delhi' })).toBe(true);
    expect(spellsShortLatinWord('डाका', { text: 'Delhi' })).toBe(false);
    expect(spellsShortLatinWord('Delhi', { text: 'Delhi' })).toBe(false);
  });
});
