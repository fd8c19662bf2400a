/**
 * Two figures swapped in a script written without spaces (issue 44): "星野Pad S2起售价2499元，
 * 12GB+256GB版本售价1999元" of "起售价1999元，12GB+256GB版本售价2499元". figure-ties.ts ties a
 * figure to no word there, and figure-bindings.ts to the two characters beside it ("售价"), which
 * both prices share. A figure's words here are the three characters written right before it
 * ("起售价", "本售价"). Two figures of one kind are stopped where the source writes each one's words
 * before the other's value, and never before its own: both traded, so a line that rewords either
 * is kept.
 */
import { sourceHolding } from './figure-bindings.ts';
import type { Placed } from './figure-ties.ts';

/** A letter of the scripts written without spaces. */
const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** How many characters before a figure are its words. */
const WIDTH = 3;

/** The spaceless letters written right before `start` (up to WIDTH), or '' for fewer than two. */
function wordsBefore(text: string, start: number): string {
  let from = start;
  while (from > 0 && start - from < WIDTH && SPACELESS.test(text[from - 1] as string)) from -= 1;
  return start - from >= 2 ? text.slice(from, start) : '';
}

/**
 * The line's figures (as written) each written after the words the source gives the other; the
 * words before a figure read by `wordsOf` (thai-script-swaps.ts reads them past a space).
 */
export function spacelessSwaps(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
  wordsOf: (text: string, start: number) => string = wordsBefore,
): string[] {
  const words = line.map((one) => wordsOf(lineText, one.start));
  if (words.filter(Boolean).length < 2) return [];
  /** Whether the source writes `run` right before one of `placed`. */
  const before = (placed: readonly Placed[], run: string) =>
    placed.some((one) => sourceText.slice(Math.max(0, one.start - run.length), one.start) === run);
  const swapped = new Set<string>();
  for (let first = 0; first < line.length; first++) {
    for (let second = 0; second < line.length; second++) {
      const one = line[first] as Placed;
      const other = line[second] as Placed;
      const mine = words[first] as string;
      const theirs = words[second] as string;
      if (!mine || !theirs || mine === theirs || one.figure.kind !== other.figure.kind) continue;
      if (one.figure.text === other.figure.text) continue;
      const held = sourceHolding(one.figure, source);
      const others = sourceHolding(other.figure, source);
      if (held.length === 0 || others.length === 0) continue;
      if (
        before(others, mine) &&
        !before(held, mine) &&
        before(held, theirs) &&
        !before(others, theirs)
      ) {
        swapped.add(one.figure.text);
      }
    }
  }
  return [...swapped];
}
