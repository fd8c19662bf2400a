/** The GIPHY search terms for a meme card, drawn from the post's own words. */
import { isCjkWord, spaceCjkWords } from './cjk-words.ts';

const PREFIX = 'funny meme';
const DEFAULT_QUERY = 'funny meme trending';
/** GIPHY answers 414 to a longer `q`. */
const MAX_QUERY_LENGTH = 50;
const WORD_COUNT = 3;
const MIN_WORD_LENGTH = 4;
const SKIPPED = new Set(['this', 'that', 'with', 'from']);

/** Links and @mentions name nothing a GIF could show. */
const NOISE_TOKEN = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.|@)/i;
/** A word is letters, marks and digits, with inner apostrophes or hyphens ("don't", "x-ray"). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

// Chinese and Japanese words are found by the segmenter first: a sentence is not a word.
const wordsOf = (text: string): string[] =>
  spaceCjkWords(text)
    .split(/\s+/u)
    .filter((token) => token !== '' && !NOISE_TOKEN.test(token))
    .flatMap((token) => token.match(WORD) ?? []);

const isSearchWord = (word: string): boolean =>
  // A CJK word of two characters says as much as a Latin one of four.
  [...word].length >= (isCjkWord(word) ? 2 : MIN_WORD_LENGTH) &&
  !SKIPPED.has(word.toLowerCase()) &&
  PREFIX.length + 1 + word.length <= MAX_QUERY_LENGTH;

/**
 * "funny meme" plus the first three words over 3 characters (not this/that/with/from, in any case),
 * as written, with surrounding punctuation stripped and links and mentions ignored; at most 50
 * characters, dropping whole words from the end; "funny meme trending" when no word qualifies.
 */
export function gifSearchQuery(text: string): string {
  const words = wordsOf(typeof text === 'string' ? text : '')
    .filter(isSearchWord)
    .slice(0, WORD_COUNT);
  let query = [PREFIX, ...words].join(' ');
  while (query.length > MAX_QUERY_LENGTH) query = query.slice(0, query.lastIndexOf(' '));
  return words.length === 0 ? DEFAULT_QUERY : query;
}
