/**
 * A decimal said in words before a scale (issue 44 item 4): "one point two million" of a post's
 * "1.2 million", "un virgule deux millions", "uno coma dos millones". Its whole was read alone
 * ("two million", the "one" a number only in a longer one), so the faithful line was stopped.
 * Only before a scale, as a summary says a large amount: "at one point two people left" is two
 * numbers. The digits after the mark are each one word of 0 to 9 (half-numbers.ts reads the
 * scale after them and the whole before).
 */
import type { FigureText } from '../figures/figure-quantities.ts';
import type { Token } from '../figures/figure-tokens.ts';
import { foldWord } from '../words/fold-word.ts';
import { lexiconOf } from './number-words.ts';
import { readWordAlone } from './read-number-words.ts';

/** The decimal mark's word, folded: English, French, Spanish, Italian, Portuguese, German, Dutch. */
export const POINT_WORDS: ReadonlySet<string> = new Set(
  'point virgule coma virgola vírgula komma'.split(' ').map((word) => foldWord(word, false)),
);

/** The digit the word `token` says (0 to 9) in the reading's languages, or undefined. */
function digitOf(token: Token | undefined, reading: FigureText): number | undefined {
  if (token?.kind !== 'word') return undefined;
  for (const lang of reading.full) {
    const lexicon = lexiconOf(lang);
    const read = lexicon && readWordAlone(token.text, lexicon).number;
    if (read?.next === 1 && Number.isInteger(read.value) && read.value >= 0 && read.value <= 9)
      return read.value;
  }
  return undefined;
}

/**
 * The decimal the words after the mark at token `index` say ("point two five": 0.25), and the
 * index of its last digit; undefined where no digit word follows.
 */
export function decimalAfterPoint(
  index: number,
  reading: FigureText,
): { part: number; last: number } | undefined {
  const { tokens, text } = reading;
  let digits = '';
  let last = index;
  for (let at = index + 1; at <= index + 3; at++) {
    const token = tokens[at];
    const previous = tokens[at - 1] as Token;
    if (!token || text.slice(previous.end, token.start) !== ' ') break;
    const digit = digitOf(token, reading);
    if (digit === undefined) break;
    digits += String(digit);
    last = at;
  }
  return digits ? { part: Number(`0.${digits}`), last } : undefined;
}
