/**
 * A title quoted across scripts (issue 44 item 5, docs/decisions/012, round twenty-four): a card
 * in the reader's language writes the source's quoted title in its own letters, the film 'Safar'
 * of 'सफ़र', the tour 「ノーザン・ライツ」 of "Northern Lights". Its words are not the source's, so
 * the quotation reader would stop it; it is the source's quotation where that one has as many
 * words, each opening with the same consonant (any-ascii's romanisation, voiced and voiceless
 * alike, "l" and "r" alike as Japanese and Korean write them), and a one-word title spells the
 * same consonants. A quoted sentence, or a title the source does not quote, is still stopped.
 */
import anyAscii from 'any-ascii';
import { quotedWords, quotePattern } from '../claim-quotes.ts';
import { oncePer } from '../once-per-source.ts';
import { kanaTitleQuote } from './kana-title-quotes.ts';
import { consonantKeys } from './roman-names.ts';

/** At most this many words: a title, not someone's sentence. */
const TITLE_WORDS = 4;

const quotesOf = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): readonly string[][] => {
    const theirs: readonly string[][] = [...source.text.matchAll(quotePattern())].map((match) =>
      wordsOf(quotedWords(match)),
    );
    return theirs;
  },
);

/** A quotation's words (Japanese writes a loanword's words apart with "・"). */
const wordsOf = (text: string) =>
  text.split(/[\s・·]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));

/** A word's consonants as romanised, voiced and voiceless alike, "l" as "r". */
const loose = (word: string) =>
  consonantKeys(word)[0]
    .replace(/d/g, 't')
    .replace(/g/g, 'k')
    .replace(/b/g, 'p')
    .replace(/v/g, 'f')
    .replace(/l/g, 'r');

/** A word's first letter as romanised, vowels apart: its first consonant or its vowel. */
const opening = (word: string) => {
  const letters = anyAscii(word)
    .toLowerCase()
    .replace(/[^a-z]+/g, '');
  return /^[aeiouy]/.test(letters) ? 'a' : loose(word).slice(0, 1);
};

/** Whether `quoted` (a translated line's quotation) is one of the source's titles in other letters. */
export function romanisedQuote(quoted: string, source: { readonly text: string }): boolean {
  const words = wordsOf(quoted);
  if (words.length === 0 || words.length > TITLE_WORDS) return false;
  // 'Shiosai no Machi' of 『潮騒の街』: a kanji-and-kana title, part by part (kana-title-quotes.ts).
  if (kanaTitleQuote(quoted, source)) return true;
  const theirs = quotesOf(source);
  return theirs.some((title) => {
    if (title.length !== words.length) return false;
    if (words.length === 1) {
      const key = loose(words[0] as string);
      return key.length >= 2 && key === loose(title[0] as string);
    }
    return title.every((word, at) => opening(word) === opening(words[at] as string));
  });
}
