/** src/core/guard/words/dictionary-words.data.ts is exactly what scripts/make-dictionary-words.ts makes of the packages. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DICTIONARY_LANGUAGES,
  DICTIONARY_WORDS_MODULE,
  dictionaryWordsModule,
  readStems,
} from './make-dictionary-words.ts';

describe('the guard’s dictionary words', () => {
  it('match the dictionary-xx packages (else run npm run data:dictionary-words)', () => {
    expect(
      readFileSync(DICTIONARY_WORDS_MODULE, 'utf8'),
      'src/core/guard/words/dictionary-words.data.ts is stale: run npm run data:dictionary-words',
    ).toBe(dictionaryWordsModule());
  }, 60_000);

  it('keep a stem written in lower case and leave one written with a capital to the names', () => {
    const { stems, names, rules } = readStems('pl');
    expect(stems).toContain('pasażer');
    expect(stems).not.toContain('kurek');
    expect(names).toContain('kurek');
    expect(rules.some((rule) => rule.add === 'owie' && rule.strip === '')).toBe(true);
    // Each language an MIT project may ship, no GPL-only one.
    expect(Object.keys(DICTIONARY_LANGUAGES)).not.toContain('it');
    expect(Object.values(DICTIONARY_LANGUAGES).every((licence) => !/^GPL/.test(licence))).toBe(
      true,
    );
  }, 60_000);
});
