/**
 * A trade read at a word the line writes with another case ending than the source (issue 44,
 * round forty-six): "sijalla 98, kun viime vuonna sija oli 115" of "sijalle 98, kun se viime vuonna
 * oli sijalla 115". figure-ties.ts compares the words beside a figure as written, and Finnish
 * writes the rank's noun "sijalle" (to the place) for the new rank and "sijalla" (at the place) for
 * the old: the line's 98 at "sijalla" looked moved to 115's word. The figure stands at its own
 * word, only its ending changed.
 *
 * Narrow: the line's word is one stem with a word the source writes beside this figure's own value
 * (the same side of it, a few letters of ending apart), and the line does not write the other
 * figure at that word of the source's: "sijalta 98 sijalle 115" of "sijalta 115 sijalle 98"
 * trades both endings, each figure at the other's word, and still stops.
 */
import type { Figure } from '../figures/figure-kinds.ts';

/** A figure where a text writes it, with the words it is tied to (figure-ties.ts's Placed). */
interface Tied {
  figure: Figure;
  ties: readonly string[];
}

/** The least letters two forms of one word share, and the most either adds as its ending. */
const STEM = 4;
const ENDING = 3;

/** Whether two words are one stem with different endings ("sijalla", "sijalle"). */
function inflectedPair(one: string, two: string): boolean {
  if (one === two) return false;
  const a = [...one];
  const b = [...two];
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++;
  return shared >= STEM && a.length - shared <= ENDING && b.length - shared <= ENDING;
}

/**
 * Whether a trade read at `tie` ("b:sijalla") is none: the source writes `mine`'s value beside
 * another form of the tie's word, on the same side, and no figure of `line` that says one of
 * `theirs` (the values the source pins to the tie) stands at that form. `holds`: whether a line's
 * figure says a source's (figure-ties.ts), passed in so the two files import one way.
 */
export function keptBesideInflectedWord(
  tie: string,
  mine: Tied,
  line: readonly Tied[],
  theirs: readonly Figure[],
  source: readonly Tied[],
  holds: (line: Figure, source: Figure) => boolean,
): boolean {
  const side = tie.slice(0, 2);
  const word = tie.slice(2);
  if ([...word].length < STEM) return false;
  const forms = new Set<string>();
  for (const placed of source) {
    if (!holds(mine.figure, placed.figure)) continue;
    for (const own of placed.ties) {
      if (own.startsWith(side) && inflectedPair(own.slice(2), word)) forms.add(own);
    }
  }
  if (forms.size === 0) return false;
  // Each figure at the other's form of the word: the endings traded with the figures.
  return !line.some(
    (other) =>
      other !== mine &&
      other.ties.some((own) => forms.has(own)) &&
      theirs.some((their) => holds(other.figure, their)),
  );
}
