/**
 * Two figures traded between the two subjects of a "respectively" (issue 44, long documents'
 * summaries): "led by health care and construction with 6,000 and 9,000 jobs respectively" of a
 * report's "health care, which added 9,000 jobs, and construction, which added 6,000"; "at 39 and
 * 44 percent respectively" of "shift workers, at 44 percent, and … parents …, at 39 percent". A
 * summary groups the document's figures under its own words, so no word beside a figure is the
 * source's (figure-ties.ts reads none) and every value is the source's: the order is the edit.
 *
 * The line's pair of figures ("A and B") is read with the subjects' pair before it ("X and Y":
 * up to three content words each side of its "and", the words both hold left out). Each value's
 * place in the source is read with the words before it, back to the figure before it or its
 * clause's mark (a comma does not end it: "shift workers, at 44 percent"). The line is stopped
 * only where the trade shows both ways: every place of A has Y's words and none of X's, and every
 * place of B has X's and none of Y's. A pair in the source's order, or told of words the source
 * does not put before them, is kept. English's "respectively", which a line must write.
 */

import { isStopWord } from '../words/stop-words.ts';
import { sourceHolding } from './figure-bindings.ts';
import type { Placed } from './figure-ties.ts';

const RESPECTIVELY = /\brespectively\b/iu;
/** Between two figures of a pair: "and", a unit written on the first perhaps ("44% and 39%"). */
const PAIR_BETWEEN = /^\s*(?:[\p{L}%]+\s+)?(?:and|&)\s*$/iu;
const WORD = /[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu;
/** A clause's mark, which a figure's words are not read past (a comma is not one). */
const CLAUSE_MARK = /[.;:!?\n(]/u;
/** The most characters read before a source's figure. */
const REACH = 100;

/** A text's content words, lower-cased: no function word, none of one or two letters. */
export const contentWords = (text: string, langs: readonly string[]) =>
  (text.match(WORD) ?? [])
    .map((word) => word.toLowerCase().replace(/['’]s$/u, ''))
    .filter((word) => word.length > 2 && !langs.some((lang) => isStopWord(word, lang)));

/** Two words are one where they share a start of five letters ("workers", "worker"). */
export const same = (one: string, two: string) => {
  const size = Math.min(5, one.length, two.length);
  return one.slice(0, size) === two.slice(0, size);
};
/** Whether `words` hold any of `keys`. */
export const holdsAny = (words: readonly string[], keys: readonly string[]) =>
  keys.some((key) => words.some((word) => same(word, key)));

/** Of `keys`, those beside one value's places in the source and not the other's (`ofA`, `ofB`). */
export const tellingKeys = (keys: readonly string[], ofA: string[][], ofB: string[][]) =>
  keys.filter((key) => ofA.some((w) => holdsAny(w, [key])) !== ofB.some((w) => holdsAny(w, [key])));

/**
 * True when the trade shows both ways: every place of the first value holds the second's words
 * (`y`) and none of its own (`x`), and every place of the second the first's and none of its own.
 */
export function tradedWindows(ofA: string[][], ofB: string[][], x: string[], y: string[]) {
  const told = (all: string[][], own: string[], other: string[]) =>
    all.every((words) => holdsAny(words, other) && !holdsAny(words, own));
  return told(ofA, x, y) && told(ofB, y, x);
}

/** The subjects' pair before `at` in the line: the words each side of its last "and". */
function subjectPair(line: string, at: number, langs: readonly string[]) {
  let start = at;
  while (start > 0 && !CLAUSE_MARK.test(line[start - 1] as string)) start -= 1;
  const before = line.slice(start, at);
  const ands = [...before.matchAll(/\band\b/giu)];
  const and = ands.at(-1);
  if (!and) return undefined;
  const after = before.slice(and.index + 3);
  // A figure between the subjects and the pair: the "and" is none of the subjects'.
  if (/\d/u.test(after)) return undefined;
  const left = before.slice(0, and.index).split(/[,\d]/u).at(-1) ?? '';
  const x = contentWords(left, langs).slice(-3);
  const y = contentWords(after, langs)
    .filter((word) => word !== 'respectively')
    .slice(0, 3);
  const onlyX = x.filter((word) => !y.some((other) => same(word, other)));
  const onlyY = y.filter((word) => !x.some((other) => same(word, other)));
  return onlyX.length > 0 && onlyY.length > 0 ? { x: onlyX, y: onlyY } : undefined;
}

/**
 * The words before a source's figure, back to its clause's mark or the figure before it; past a
 * figure with no word after it ("parents of children under five, at 39 percent": "five" is one).
 */
function wordsBefore(text: string, one: Placed, all: readonly Placed[], langs: readonly string[]) {
  const from = Math.max(0, one.start - REACH);
  let window = text.slice(from, one.start);
  // A point before a digit is a decimal one ("3.2"), no mark.
  let cut = window.length;
  while (
    cut > 0 &&
    !(CLAUSE_MARK.test(window[cut - 1] as string) && !/\d/u.test(window[cut] ?? ''))
  ) {
    cut -= 1;
  }
  window = window.slice(cut);
  const ends = all
    .map((other) => other.start + other.figure.text.length - from - cut)
    .filter((end) => end > 0 && end <= window.length)
    .sort((x, y) => y - x);
  for (const end of ends) {
    const words = contentWords(window.slice(end), langs);
    if (words.length > 0) return words;
  }
  return contentWords(window, langs);
}

/**
 * The source's places of a line's figure: its own value, or for a pair's bare first member ("39
 * and 44 percent") the source's figures written with its digits and a unit ("39 percent").
 */
export function placesOf(one: Placed, source: readonly Placed[]): Placed[] {
  const held = sourceHolding(one.figure, source);
  if (held.length > 0 || !/^\d[\d,.]*$/u.test(one.figure.text)) return held;
  const digits = one.figure.text;
  return source.filter(
    ({ figure }) =>
      figure.text.startsWith(digits) && /^[\s%]/u.test(figure.text.slice(digits.length)),
  );
}

/** The line's first figures (as written) of pairs traded between a "respectively"'s subjects. */
export function respectivelyPairs(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
  langs: readonly string[],
): string[] {
  if (line.length < 2 || !RESPECTIVELY.test(lineText)) return [];
  const found: string[] = [];
  for (let index = 0; index + 1 < line.length; index++) {
    const a = line[index] as Placed;
    const b = line[index + 1] as Placed;
    const between = lineText.slice(a.start + a.figure.text.length, b.start);
    if (!PAIR_BETWEEN.test(between)) continue;
    const pair = subjectPair(lineText, a.start, langs);
    if (!pair) continue;
    const windows = (one: Placed) =>
      placesOf(one, source).map((place) => wordsBefore(sourceText, place, source, langs));
    const ofA = windows(a);
    const ofB = windows(b);
    if (ofA.length === 0 || ofB.length === 0) continue;
    // A word before both values ("domestic revenue … international revenue") tells neither.
    const x = tellingKeys(pair.x, ofA, ofB);
    const y = tellingKeys(pair.y, ofA, ofB);
    if (tradedWindows(ofA, ofB, x, y)) found.push(a.figure.text);
  }
  return found;
}
