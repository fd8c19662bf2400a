import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isKoreanSurnameOf } from './korean-title-surnames.ts';

const token = (text: string) => ({ text });

describe('isKoreanSurnameOf', () => {
  it('reads a surname as the source full name it opens', () => {
    expect(isKoreanSurnameOf(token('윤'), token('윤석열'))).toBe(true);
    expect(isKoreanSurnameOf(token('한'), token('한동훈'))).toBe(true);
  });

  it('reads another surname, or a longer word, as no such cut', () => {
    expect(isKoreanSurnameOf(token('이'), token('윤석열'))).toBe(false);
    expect(isKoreanSurnameOf(token('윤석'), token('윤석열'))).toBe(false);
    // A whole phrase the source has in its place is no name of one person.
    expect(isKoreanSurnameOf(token('국'), token('국민의힘대표단'))).toBe(false);
  });

  it('holds for any name of two to four syllables and its first syllable only', () => {
    const syllable = fc
      .integer({ min: 0xac00, max: 0xd7a3 })
      .map((code) => String.fromCodePoint(code));
    fc.assert(
      fc.property(fc.array(syllable, { minLength: 2, maxLength: 4 }), syllable, (name, other) => {
        const full = name.join('');
        expect(isKoreanSurnameOf(token(name[0] as string), token(full))).toBe(true);
        if (other !== name[0]) expect(isKoreanSurnameOf(token(other), token(full))).toBe(false);
      }),
    );
  });
});
