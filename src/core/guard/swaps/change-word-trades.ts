/**
 * A trade read at a word of change (issue 44, precision; docs/decisions/012): figure-ties.ts pins
 * a figure's place at the word before it, and a change's word ("down 7 percent") says only which
 * way an amount went. "sales dropped 7% … North American sales down 10%" of "down 7 percent …
 * North America fell 10 percent" reads 10% put at 7's "down", but both figures still went the way
 * the source has them go: the line only traded the verbs, synonyms of one direction. At such a
 * word a trade is read only when a figure's own direction changed: a figure the source writes
 * after a change of the tie's direction, and the other written so in the line, moved nothing.
 */
import type { Figure } from '../figures/figure-kinds.ts';
import { sidesOf } from '../words/clause-words.ts';

/** A figure where a text writes it, with the words it is tied to (figure-ties.ts's Placed). */
interface Tied {
  figure: Figure;
  ties: readonly string[];
}

/** The adverbs a change is said with besides its verbs ("sales down 10%", "up 4%"). */
const ADVERBS: Readonly<Record<string, boolean>> = { up: true, down: false };

/** Which way an amount's word of change goes (true: up), from a tie before a figure ("b:fell"). */
function direction(tie: string): boolean | undefined {
  if (!tie.startsWith('b:')) return undefined;
  const word = tie.slice(2);
  if (word in ADVERBS) return ADVERBS[word];
  return sidesOf(word)?.find((side) => side.group === 'amount')?.up;
}

/**
 * Whether a trade read at `tie` ("b:down") is none: the tie is a word of change, the source writes
 * `mine`'s value after a change the same way, and each figure of `line` that says one of `theirs`
 * (the values the source pins to the tie) is written after a change that way too. `holds`: whether
 * a line's figure says a source's (figure-ties.ts), passed in so the two files import one way.
 */
export function keptBesideChangeWord(
  tie: string,
  mine: Tied,
  line: readonly Tied[],
  theirs: readonly Figure[],
  source: readonly Tied[],
  holds: (line: Figure, source: Figure) => boolean,
): boolean {
  const way = direction(tie);
  if (way === undefined) return false;
  const goes = (ties: readonly string[]) => ties.some((one) => direction(one) === way);
  const sourceGoes = source.some(
    (other) => !other.ties.includes(tie) && holds(mine.figure, other.figure) && goes(other.ties),
  );
  if (!sourceGoes) return false;
  const others = line.filter(
    (other) => other !== mine && theirs.some((their) => holds(other.figure, their)),
  );
  return others.length > 0 && others.every((other) => goes(other.ties));
}
