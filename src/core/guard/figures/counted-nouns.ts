/**
 * A plain count put before a noun the source counts with another value (issue 44 items 1 and 4):
 * "booked a pitch for three nights" of "booked pitch 12 … for two nights", where the source's
 * three counts friends and ways to split. figure-bindings.ts moves a count only where its rival
 * is also in the line, since a summary may sum the source's counts ("three nights" of "two nights
 * … and one more night"); here the noun right after the figure must be counted in the source by
 * one value only, with no other count of that noun to add up (its singular and plural share a
 * key), and every place the source gives the line's value must count a noun of its own right after
 * it ("three ways", not a band's "Three Man" nor a part "of" a whole) and none of the words the line puts after it. Kept: the source's count, one the noun is never
 * counted with, a count whose rival the line also holds (a trade, read by figure-bindings.ts).
 */
import { boundWords, holds, sourceHolding } from '../swaps/figure-bindings.ts';
import { isYear, type Placed } from '../swaps/figure-ties.ts';

/** A part's word before its whole: "of", "out of", and the languages' own. */
const PART = /^\s+(?:of|out\s+of|von|van|de|di|du|des|del|av|af|z|из)\s/iu;

/** A word of a cased, spaced script, whose endings the bindings' keys fold. */
const CASED = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]+$/u;

/**
 * The keys of the content words after a figure in its clause, the nearest first; none where a
 * name's capital follows ("Three Man Down") or a letter is glued before it ("Q2", a code).
 */
function wordsAfter(
  text: string,
  one: Placed,
  all: readonly Placed[],
  langs: readonly string[],
): string[] {
  const end = one.start + one.figure.text.length;
  const after = text.slice(end);
  if (/^[\s)]+\p{Lu}/u.test(after) || /\p{L}$/u.test(text.slice(0, one.start))) return [];
  // A part counts its whole's noun, written after the whole ("140 of the street's 310 spaces").
  if (PART.test(after)) return [];
  return boundWords(text, one.start, end, langs, all)
    .filter((binding) => binding.side === 'after')
    .map((binding) => binding.key);
}

/** The key of the content word right after a figure, where it is a cased script's word. */
function nounAfter(
  text: string,
  one: Placed,
  all: readonly Placed[],
  langs: readonly string[],
): string | undefined {
  const first = wordsAfter(text, one, all, langs)[0];
  return first !== undefined && CASED.test(first) ? first : undefined;
}

/** A count with no unit, not a year: what a noun after it counts. */
const plainCount = (one: Placed) =>
  one.figure.kind === 'count' &&
  !isYear(one.figure) &&
  one.figure.readings.every((reading) => /^n/u.test(reading[0] ?? ''));

/** The line's plain counts (as written) before a noun the source counts with one other value. */
export function countedNouns(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
  langs: readonly string[],
): string[] {
  const moved: string[] = [];
  let nouns: Map<Placed, string | undefined> | undefined;
  const nounOf = (one: Placed) => {
    nouns ??= new Map(
      source
        .filter(plainCount)
        .map((theirs) => [theirs, nounAfter(sourceText, theirs, source, langs)]),
    );
    return nouns.get(one);
  };
  for (const mine of line) {
    if (!plainCount(mine)) continue;
    const noun = nounAfter(lineText, mine, line, langs);
    if (noun === undefined) continue;
    const held = sourceHolding(mine.figure, source);
    if (held.length === 0 || !held.every((one) => plainCount(one) && nounOf(one) !== undefined)) {
      continue;
    }
    if (held.some((one) => nounOf(one) === noun)) continue;
    // No word after the line's figure is one the source writes after its own ("140 parking
    // spaces" of "140 of the street's 310 parking spaces", "18.000 woningen" of "18.000 nieuwe
    // woningen"): the noun a modifier put first.
    const mineAfter = new Set(wordsAfter(lineText, mine, line, langs));
    if (
      held.some((one) =>
        wordsAfter(sourceText, one, source, langs).some((word) => mineAfter.has(word)),
      )
    ) {
      continue;
    }
    const rivals = source.filter((one) => plainCount(one) && nounOf(one) === noun);
    const rival = rivals[0];
    if (rival === undefined || rivals.some((one) => !holds(one.figure, rival.figure))) continue;
    if (line.some((other) => other !== mine && holds(other.figure, rival.figure))) continue;
    moved.push(mine.figure.text);
  }
  return moved;
}
