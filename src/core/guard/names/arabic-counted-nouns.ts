/**
 * The noun an Arabic count counts (issue 44 item 4, fewer false stops): "الشرطة اعتقلت 14
 * متظاهرا" (14 protesters) of "اعتقلت الشرطة 14 شخصا" (14 people). Arabic puts what a number counts
 * right after it, indefinite, without the article: "14 متظاهرا", "5 رحلات", "100 رحلة". A rare word
 * there is a noun said otherwise (what the figure counts is the swaps room's to judge), no person
 * or place, which stand after a number only in a score ("الأهلي 2-1 الزمالك") or with the article.
 * A unit's name ("400 كغ" of "400 غرام") is the figure's and the unit readers' (spoken-units.ts).
 */
import { isUnitWord } from './spoken-units.ts';

/** A word as the frame readers read it. */
interface CountWord {
  readonly text: string;
  readonly number: boolean;
  /** A clause's end stands between it and the word before. */
  readonly broken: boolean;
}

/** The article, after "و" or "ف" and a preposition written onto the word. */
const ARTICLE = /^[وف]?[بلك]?ال/u;
const ARABIC_WORD = /^\p{Script=Arabic}+$/u;

/**
 * Whether the line's words `start` to `end` are one Arabic word without the article, no unit's
 * name, right after a number that is no score's or range's second (no number just before it).
 */
export function isArabicCountedNoun(
  words: readonly CountWord[],
  start: number,
  end: number,
): boolean {
  const word = words[start];
  if (start !== end || !word || word.broken || !ARABIC_WORD.test(word.text)) return false;
  if (ARTICLE.test(word.text) || !words[start - 1]?.number || isUnitWord(word.text, 'ar')) {
    return false;
  }
  return words[start - 2]?.number !== true;
}
