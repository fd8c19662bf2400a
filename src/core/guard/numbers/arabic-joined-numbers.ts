/**
 * An Arabic number word with a preposition or conjunction written onto it (docs/decisions/012,
 * h251): "بمليون" (for a million), "بخمسة ملايين", "لألف", "وثلاثة", "بعشرين". Arabic joins
 * "ب", "ل", "ك" (and "و", "ف" before them or alone) to the word after, so the number reader saw
 * one word no lexicon holds and no figure at all: a line that wrote "بسبعة ملايين" of a source's
 * "بخمسة ملايين" was kept. The letters are taken off where what is left is a number word of
 * n2words' Arabic lexicon (a group or a scale), read alike in the source and the line.
 */
import { lexiconOf, wordKey } from './number-words.ts';

/** A word of Arabic letters with one or two joined letters before at least three more. */
const JOINED = /(?<![\p{L}\p{M}])([وف]?[بلك]|[وف])(\p{sc=Arab}{3,})(?![\p{L}\p{M}])/gu;
/** The Arabic word just before a point (within a bounded look back). */
const WORD_BEFORE = /(\p{sc=Arab}+)\s+$/u;
const LOOK_BACK = 40;

/** `text` with the joined letters taken off Arabic number words. */
export function withArabicJoinedNumbers(text: string): string {
  // Most texts hold no Arabic letter: nothing to read.
  if (!/\p{sc=Arab}/u.test(text)) return text;
  const lexicon = lexiconOf('ar');
  if (lexicon === undefined) return text;
  const isNumber = (word: string) => {
    const key = wordKey(word, lexicon);
    return lexicon.groups.has(key) || lexicon.scales.has(key);
  };
  return text.replace(JOINED, (whole, joined: string, rest: string, at: number) => {
    // "واحد", "وثلاثون" as n2words writes them: already a number word.
    if (lexicon.words.has(wordKey(whole, lexicon)) || !isNumber(rest)) return whole;
    // "ثلاثة وعشرون", "ألف وخمسمائة": "و" after a number word is the number's own glue, and so
    // after one with its own "و" ("سبعة وثلاثة وعشرون وثمانية", a list CLDR joins with "و").
    if (joined === 'و' || joined === 'ف') {
      const before = WORD_BEFORE.exec(text.slice(Math.max(0, at - LOOK_BACK), at))?.[1];
      const bare = before && /^[وف]/u.test(before) ? before.slice(1) : undefined;
      if (before !== undefined && (isNumber(before) || (bare !== undefined && isNumber(bare))))
        return whole;
    }
    return rest;
  });
}
