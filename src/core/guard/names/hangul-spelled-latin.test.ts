import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hangulSpellsLatin, skeletonsForTest } from './hangul-spelled-latin.ts';

const { hangulSkeleton, latinSkeleton } = skeletonsForTest;

describe('hangulSpellsLatin', () => {
  it('reads a Hangul name, its particle after it, as the source’s Latin one', () => {
    expect(hangulSpellsLatin('넷플릭스가', { text: 'Netflix는 3조원을 투자한다.' })).toBe(true);
    expect(hangulSpellsLatin('삼성은', { text: 'Samsung posted record profits.' })).toBe(true);
    expect(hangulSpellsLatin('스타벅스', { text: 'Starbucks Korea raised prices.' })).toBe(true);
    expect(hangulSpellsLatin('마이크로소프트', { text: 'Microsoft said on Monday' })).toBe(true);
  });

  it('reads another name, or a source with no Latin word, as none', () => {
    expect(hangulSpellsLatin('디즈니가', { text: 'Netflix는 3조원을 투자한다.' })).toBe(false);
    expect(hangulSpellsLatin('넷플릭스가', { text: '넷플릭스는 3조원을 투자한다.' })).toBe(false);
    // Two consonants are too few to tell a name: "애플" (Apple) is not read by its sound.
    expect(hangulSpellsLatin('애플', { text: 'Apple' })).toBe(false);
  });

  it('gives a skeleton of consonant classes only, none written twice in a row', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 30 }), (word) => {
        expect(latinSkeleton(word)).toMatch(/^[ptkslmn]*$/);
        expect(latinSkeleton(word)).not.toMatch(/(.)\1/);
      }),
    );
    const syllable = fc
      .integer({ min: 0xac00, max: 0xd7a3 })
      .map((code) => String.fromCodePoint(code));
    fc.assert(
      fc.property(fc.array(syllable, { maxLength: 8 }), (syllables) => {
        const skeleton = hangulSkeleton(syllables.join(''));
        expect(skeleton).toMatch(/^[ptkslmnh]*$/);
        expect(skeleton).not.toMatch(/(.)\1/);
      }),
    );
  });
});
