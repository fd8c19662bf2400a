/**
 * A trade read at a function word (issue 44, precision; docs/decisions/012): figure-ties.ts pins a
 * figure's place at a word that holds one figure in the source, and in a long document a
 * preposition or a conjunction may hold one by chance. "took 8 for 72 in the match, while … hit
 * 161 and Virat Kohli …" of "match figures of 8 for 72 and was named … made 161 in India's second
 * innings" reads 72 and 161 traded at "in" and "and", words that say nothing of what either
 * counts. At such a word a trade is read only when both figures have left every word the source
 * writes beside them: a figure still beside a word the source writes beside it and never beside
 * the other ("for 72" of "8 for 72 … for 238 … for 104", no "for 161") kept its place, and the
 * other was not put into it. A word the source writes beside both ("5% by 2030, 10% by 2035")
 * tells no place apart.
 */
import type { Figure } from '../figures/figure-kinds.ts';
import { isStopWord } from '../words/stop-words.ts';

/** A figure where a text writes it, with the words it is tied to (figure-ties.ts's Placed). */
interface Tied {
  figure: Figure;
  ties: readonly string[];
}

/**
 * Whether a trade read at `tie` ("a:in", "b:and") is none: the tie's word is an English function
 * word and `mine`, or a figure of `line` that says one of `theirs` (the values the source pins to
 * that word), stands beside a word the source writes beside its own value and not the other's. `holds`: whether a
 * line's figure says a source's (figure-ties.ts), passed in so the two files import one way.
 */
export function keptBesideFunctionWord(
  tie: string,
  mine: Tied,
  line: readonly Tied[],
  theirs: readonly Figure[],
  source: readonly Tied[],
  holds: (line: Figure, source: Figure) => boolean,
): boolean {
  if (!isStopWord(tie.slice(2), 'en')) return false;
  /** `placed` beside a word the source writes beside its value and never beside `rival`'s. */
  const besideOwn = (placed: Tied, rival: (figure: Figure) => boolean) =>
    placed.ties.some((word) => {
      if (word === tie) return false;
      const at = source.filter((other) => other.ties.includes(word));
      return (
        at.some((other) => holds(placed.figure, other.figure)) &&
        !at.some((other) => rival(other.figure))
      );
    });
  if (besideOwn(mine, (figure) => theirs.some((their) => holds(figure, their)))) return true;
  return line.some(
    (other) =>
      other !== mine &&
      theirs.some((their) => holds(other.figure, their)) &&
      besideOwn(other, (figure) => holds(mine.figure, figure)),
  );
}
