import { describe, expect, it } from 'vitest';
import { ENGLISH_ORDINAL_WORDS, englishOrdinalPlace } from './english-ordinals.ts';

describe('English ordinal words', () => {
  it('are first to twelfth in order, from the number lexicon', () => {
    expect(ENGLISH_ORDINAL_WORDS).toEqual([
      'first',
      'second',
      'third',
      'fourth',
      'fifth',
      'sixth',
      'seventh',
      'eighth',
      'ninth',
      'tenth',
      'eleventh',
      'twelfth',
    ]);
  });

  it('give the place a word says, whatever its case, and none for another word', () => {
    expect(englishOrdinalPlace('Third')).toBe(3);
    expect(englishOrdinalPlace('twelfth')).toBe(12);
    expect(englishOrdinalPlace('thirteenth')).toBeUndefined();
    expect(englishOrdinalPlace('novel')).toBeUndefined();
  });
});
