/**
 * Whether a line may hold a replaced name at all (replaced-names.ts), told without cutting it into
 * tokens: most lines hold none, and cutting was a tenth of a card's guard (issue 44 item 7).
 */
import type { NameSource } from './claim-names.ts';

/** Letters with no upper and lower case: a word there may be a name wherever it stands. */
export const CASED = /[\p{Lu}\p{Ll}\p{Lt}]/u;
export const CAPITAL = /^\p{Lu}/u;
/** A word with its suffixes after an apostrophe ("Bursa'da"), a Persian half-space inside. */
export const WORD = /[\p{L}\p{M}\p{N}\u200c\u200d]+(?:['’][\p{L}\p{M}]+)*/gu;

/** Cased letters, marks, digits and apostrophes only: a word whose pieces are easily told. */
const CASED_WORD = /^[\p{Lu}\p{Ll}\p{Lt}\p{M}\p{N}'’]+$/u;
const DIGITS = /\p{N}+/u;

/**
 * An ASCII word of letters (and apostrophes) alone, by its first letter's case, told without a
 * pattern; undefined for any other word.
 */
function asciiLetters(word: string): 'lower' | 'capital' | undefined {
  for (let at = 0; at < word.length; at++) {
    const code = word.charCodeAt(at) | 32;
    if ((code < 97 || code > 122) && code !== 39 /* ' */) return undefined;
  }
  const first = word.charCodeAt(0);
  if (first >= 97 && first <= 122) return 'lower';
  return first >= 65 && first <= 90 ? 'capital' : undefined;
}

/**
 * False when no word of the line can be a candidate below, told without cutting it into tokens:
 * every word is in a cased script, and each of its pieces a number, a word in lower case, a
 * capitalised word the source has, or (where capitals mark names) one right after a number in the
 * same word ("900M"), which opens no sentence. Most lines are so, and tokensOf was a tenth of a
 * card's guard.
 */
export function mayReplace(line: string, source: NameSource, anywhere: boolean): boolean {
  for (const word of line.match(WORD) ?? []) {
    const ascii = asciiLetters(word);
    if (ascii === 'lower') continue;
    if (ascii === 'capital') {
      if (!source.words.has(word.toLowerCase())) return true;
      continue;
    }
    if (!CASED_WORD.test(word)) return true;
    const pieces = word.split(DIGITS);
    for (let index = 0; index < pieces.length; index++) {
      const piece = pieces[index] as string;
      if (piece === '') continue;
      if (!CASED.test(piece)) return true;
      if (index > 0 && !anywhere) continue;
      if (CAPITAL.test(piece) && !source.words.has(piece.normalize('NFC').toLowerCase())) {
        return true;
      }
    }
  }
  return false;
}
