/**
 * A figure held by the source with the opposite bound (issue 44, long documents): "where less than
 * 600 mm of rain falls" of "receiving less than 400 mm … disappeared where rainfall exceeded 600
 * mm". The line's 600 mm is the source's, so the readers of figures kept it; the bound before it
 * says the other side of it. A bound is read just before a figure: "less than", "under", "at most",
 * "up to" below it; "more than", "over", "above", "at least", "exceeded" above it. The line's
 * figure is stopped only where every figure of the source that holds its value has a bound, each
 * on the other side: a source figure with no bound, or with a negation before its bound ("have not
 * streamed more than two hours", which "no more than two hours" says), keeps the line. English.
 */
import { sourceHolding } from './figure-bindings.ts';
import type { Placed } from './figure-ties.ts';

/** What may stand between a bound and its figure. */
const ROUNDING = String.raw`\s+(?:(?:about|around|some|roughly)\s+)?$`;
/** Bounds as the words just before a figure end, and their side: -1 below it, 1 above it. */
const BOUNDS: ReadonlyArray<readonly [RegExp, -1 | 1]> = [
  // A negated bound first, read whole: "no more than two hours" is below them.
  [new RegExp(`(?:^|[^\\p{L}])(?:no|not) (?:more|greater|higher) than${ROUNDING}`, 'iu'), -1],
  [new RegExp(`(?:^|[^\\p{L}])(?:no|not) (?:less|fewer|lower) than${ROUNDING}`, 'iu'), 1],
  [
    new RegExp(
      `(?:^|[^\\p{L}])(?:less than|fewer than|under|below|at most|up to|a maximum of)${ROUNDING}`,
      'iu',
    ),
    -1,
  ],
  [
    new RegExp(
      `(?:^|[^\\p{L}])(?:more than|over|above|at least|upwards of|exceed(?:s|ed|ing)?|topp(?:ed|ing)|surpass(?:es|ed|ing)|a minimum of|in excess of)${ROUNDING}`,
      'iu',
    ),
    1,
  ],
];
/** A negation a few words before a source's bound ("have not streamed more than"): no side read. */
const NEGATED = /(?:^|[^\p{L}])(?:not|no|never|nor|\p{L}+n't)\s+(?:[\p{L}'’]+\s+){0,2}$/iu;

/** The side of the bound before a figure at `start` of `text`: -1 below, 1 above, 0 none. */
function sideBefore(text: string, start: number, source: boolean): -1 | 0 | 1 {
  const before = text.slice(Math.max(0, start - 48), start);
  for (const [pattern, side] of BOUNDS) {
    const bound = pattern.exec(before);
    if (!bound) continue;
    // A source's bound a negation turns is read as none ("not" a few words before "more than").
    if (source && NEGATED.test(before.slice(0, bound.index + 1))) return 0;
    return side;
  }
  return 0;
}

/** The line's figures (as written) the source holds with bounds on their other side only. */
export function turnedBounds(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
): string[] {
  const found: string[] = [];
  for (const mine of line) {
    const side = sideBefore(lineText, mine.start, false);
    if (side === 0) continue;
    const theirs = sourceHolding(mine.figure, source);
    if (theirs.length === 0) continue;
    if (theirs.every((one) => sideBefore(sourceText, one.start, true) === -side)) {
      found.push(mine.figure.text);
    }
  }
  return found;
}
