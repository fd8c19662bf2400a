/**
 * The words between two figures of one sentence, each given to the figure it stands nearer
 * (issue 44 item 4, h303): "Bus routes carried 742,500 of those trips and light rail the other
 * 440,500" tells "light rail" with the 440,500 and "bus routes" with the 742,500. compared-counts.ts
 * reads each figure's words up to the other figure, so the words between were both figures' and a
 * line's "302,000 more trips than light rail" compared with neither; "than bus routes" stays told
 * of the larger. Language-free: a word's distance in words, the first half the first figure's.
 */

/** A letter word. */
const WORD = /[\p{L}\p{M}]+/gu;
/**
 * A sentence's end: a full stop only before a capital, a letter of a script without case, or the
 * text's end, so an abbreviation's ("ok. 890 tys. podróżnych") bounds nothing.
 */
const BOUND = /[!?;\n]|\.(?=\s+[\p{Lu}\p{Lt}\p{Lo}]|\s*$)/u;
/** How far before the first figure and after the second their own words are read. */
const REACH = 60;

/** A figure where the source writes it. */
interface Span {
  readonly start: number;
  readonly end: number;
}

/** The words of `text`, lower case. */
const wordsOf = (text: string) => (text.match(WORD) ?? []).map((word) => word.toLowerCase());

/**
 * The words told with `first` and with `second` (first standing first), the words between them
 * split at their middle; undefined where a sentence's end stands between.
 */
export function nearerWords(
  text: string,
  first: Span,
  second: Span,
): [first: string[], second: string[]] | undefined {
  const between = text.slice(first.end, second.start);
  if (BOUND.test(between)) return undefined;
  // The figure's first digit kept after the words before it: "(ok. 890" ends no sentence there.
  const before = text.slice(Math.max(0, first.start - REACH), first.start + 1).split(BOUND);
  const after = text.slice(second.end, second.end + REACH).split(BOUND)[0] ?? '';
  const middle = wordsOf(between);
  const half = Math.ceil(middle.length / 2);
  return [
    [...wordsOf(before[before.length - 1] ?? ''), ...middle.slice(0, half)],
    [...middle.slice(half), ...wordsOf(after)],
  ];
}
