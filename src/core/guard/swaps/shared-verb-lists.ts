/**
 * Two figures of one verb listed in another order (issue 44 item 4, long documents): "It took 11
 * minutes to rule out the payment provider and 18 to fail over" of "spent 11 minutes checking the
 * provider's status page … The failover itself took 18 minutes", "Sleepiness fell 4 percent in
 * control schools and 18 percent in the later-start schools" of "fell by 18 percent in the
 * later-start group and by 4 percent in the control group". figure-ties.ts pins "took" and "fell"
 * to the source's figure after them and reads the line's first figure there as traded with the
 * second; but the second stands after "and" with no word of its own before it: the verb is both
 * figures', and the line's order says nothing. What tells the figures apart is what follows each.
 *
 * Kept only where the line's figure is followed (in its clause) by a content word the source
 * writes after a figure of its own value and after none of the pinned figure's: "control" after
 * 4 percent. A swap that keeps the order and trades the phrases ("rose 10% in Q1 and 5% in Q2" of
 * "5% in Q1 and 10% in Q2") finds "q1" after the pinned figure and is still stopped.
 */
import type { Figure } from '../figures/figure-kinds.ts';
import { isStopWord } from '../words/stop-words.ts';

interface Tied {
  figure: Figure;
  ties: readonly string[];
  start: number;
}

/** English's coordinators: a figure right after one is the verb before's second object. */
const COORDINATORS: ReadonlySet<string> = new Set(['and', 'or', 'while', 'whereas', 'but']);
/** A word, or a mark that ends a clause. */
const TOKEN = /[\p{L}\p{M}\p{N}]+|[.,;:!?()]/gu;
/** How far past a figure its phrase is read. */
const REACH = 80;

/** The content words (lower case, a crude stem) after the figure at `start`, to its clause's end. */
function contentAfter(text: string, start: number, length: number, end = Number.POSITIVE_INFINITY) {
  const words = new Set<string>();
  const from = start + length;
  const slice = text.slice(from, Math.min(from + REACH, end));
  for (const [token] of slice.matchAll(TOKEN)) {
    if (!/\p{L}/u.test(token)) break;
    const word = token.toLowerCase();
    if (COORDINATORS.has(word)) break;
    if (word.length > 2 && !isStopWord(word, 'en'))
      words.add(word.replace(/(?:ing|ed|es|s)$/u, ''));
  }
  return words;
}

/**
 * True when the trade read at `tie` ("b:took") is none: the line's figure of the pinned value
 * stands after `mine`, right after a coordinator, and a word after `mine` is its own value's in
 * the source and no pinned figure's.
 */
export function keptInSharedVerbList(
  tie: string,
  mine: Tied,
  line: readonly Tied[],
  texts: readonly [line: string, source: string] | undefined,
  theirs: readonly Figure[],
  source: readonly Tied[],
  holds: (line: Figure, source: Figure) => boolean,
): boolean {
  if (texts === undefined || !tie.startsWith('b:')) return false;
  const [lineText, sourceText] = texts;
  const second = line.find(
    (other) =>
      other.start > mine.start &&
      theirs.some((their) => holds(other.figure, their)) &&
      other.ties.some((word) => word.startsWith('b:') && COORDINATORS.has(word.slice(2))),
  );
  if (!second) return false;
  const after = contentAfter(lineText, mine.start, mine.figure.text.length, second.start);
  if (after.size === 0) return false;
  const phrase = (one: Tied) => contentAfter(sourceText, one.start, one.figure.text.length);
  const pinned = new Set(
    source.filter((one) => theirs.includes(one.figure)).flatMap((one) => [...phrase(one)]),
  );
  return source.some(
    (one) =>
      holds(mine.figure, one.figure) &&
      [...phrase(one)].some((word) => after.has(word) && !pinned.has(word)),
  );
}
