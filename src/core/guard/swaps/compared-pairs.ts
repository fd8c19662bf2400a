/**
 * Two figures traded between the words written after them (issue 44, long documents' summaries):
 * "fell by 2.4 mm Hg with the low-salt diet versus 7.9 mm Hg with the usual diet" of a trial's
 * "decreased by 7.9 mm Hg in the low-salt group and by 2.4 mm Hg in the usual diet group", "0.6
 * points in the walking group compared with 2.1 points in the control group". A summary sets the
 * document's two results side by side in its own words ("versus", "compared with"), so the words
 * about each are not the source's as they stand (figure-ties.ts reads none): each value is the
 * source's, their order is the edit. respectively-pairs.ts reads the subjects before a pair.
 *
 * Two figures of one clause are read with the words after each (to the next figure or a mark, a
 * comma included), the words both hold left out, and only words written after one value in the
 * source and not after the other (the same words both sides tell nothing). The line is stopped
 * only where the trade shows both ways: every place of the first value has the second's words
 * and none of its own, and every place of the second the first's and none of its own (a place
 * with no word after it, "95% CI 0.9 to 2.1;", is passed over).
 */

import type { Placed } from './figure-ties.ts';
import { contentWords, placesOf, same, tellingKeys, tradedWindows } from './respectively-pairs.ts';

/** A mark after which a figure's words are not read. */
const MARK = /[,.;:!?\n()]/u;
/** What ends the two figures' clause in the line: a sentence's or a clause's mark. */
const CLAUSE_MARK = /[;:!?\n]|\.(?!\d)/u;
/** The most characters read after a source's figure, and the most words kept. */
const REACH = 80;
const KEPT = 4;

/** The words after a figure in `text`, to `end`, the next figure or a mark (not a decimal point). */
function wordsAfter(text: string, from: number, end: number, langs: readonly string[]) {
  let to = Math.min(end, from + REACH, text.length);
  for (let at = from; at < to; at++) {
    const mark = text[at] as string;
    if (MARK.test(mark) && !(/[.,]/u.test(mark) && /\d/u.test(text[at + 1] ?? ''))) to = at;
  }
  return contentWords(text.slice(from, to), langs).slice(0, KEPT);
}

/** Where the figure after `one` starts, or the text's end. */
const nextStart = (one: Placed, all: readonly Placed[], length: number) =>
  Math.min(length, ...all.filter((other) => other.start > one.start).map((other) => other.start));

/** The line's first figures (as written) of pairs whose words after them the source trades. */
export function comparedPairs(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
  langs: readonly string[],
): string[] {
  if (line.length < 2) return [];
  const found: string[] = [];
  const after = (text: string, one: Placed, all: readonly Placed[]) =>
    wordsAfter(text, one.start + one.figure.text.length, nextStart(one, all, text.length), langs);
  for (let index = 0; index + 1 < line.length; index++) {
    const a = line[index] as Placed;
    const b = line[index + 1] as Placed;
    if (CLAUSE_MARK.test(lineText.slice(a.start + a.figure.text.length, b.start))) continue;
    const ownA = after(lineText, a, line);
    const ownB = after(lineText, b, line);
    const x = ownA.filter((word) => !ownB.some((other) => same(word, other)));
    const y = ownB.filter((word) => !ownA.some((other) => same(word, other)));
    if (x.length === 0 || y.length === 0) continue;
    // A place with no word after it ("95% CI 0.9 to 2.1;") tells nothing of the value.
    const windows = (one: Placed) =>
      placesOf(one, source)
        .map((place) => after(sourceText, place, source))
        .filter((words) => words.length > 0);
    const ofA = windows(a);
    const ofB = windows(b);
    if (ofA.length === 0 || ofB.length === 0) continue;
    // Only a word after one value in the source and not after the other tells them apart.
    const tx = tellingKeys(x, ofA, ofB);
    const ty = tellingKeys(y, ofA, ofB);
    if (tx.length === 0 || ty.length === 0) continue;
    if (tradedWindows(ofA, ofB, tx, ty)) found.push(a.figure.text);
  }
  return found;
}
