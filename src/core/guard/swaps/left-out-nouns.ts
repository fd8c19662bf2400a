/**
 * A figure whose noun the source leaves out (issue 44 item 4): "annule 186 vols sur les 230
 * prévus", "186 flights out of the 230 planned", "186 de los 230 previstos": the second number
 * counts the noun of the number before it. A line that writes the noun back ("Sur 230 vols prévus")
 * puts the figure at the first number's word, which figure-ties.ts would read as the two traded.
 *
 * Kept only where the line's figure stands at that noun with its own source word right after it
 * ("230 vols prévus" of "230 prévus"): the noun put between the figure and the word the source
 * ties it to, the source's figure a few words after the noun's own figure. A swap ("annule 230
 * vols sur les 186 prévus") still leaves the figure at the other's verb, and the other's own word
 * ("186 prévus") is not this one's.
 */
import type { Figure } from '../figures/figure-kinds.ts';

interface Tied {
  figure: Figure;
  ties: string[];
  start: number;
}

/** How far past the noun's figure the source's figure may start: a clause's few words. */
const NEAR = 48;

/** The word after the noun right after the figure at `start` in `text`, lower case. */
function wordPastNoun(text: string, start: number, length: number): string | undefined {
  const match = /^\s*[\p{L}\p{M}]+\s+([\p{L}\p{M}]{2,})/u.exec(text.slice(start + length));
  return match?.[1]?.toLowerCase();
}

/**
 * True when `tie` ("a:vols") is the noun the source gives `theirs` and leaves out after a figure
 * holding `mine`'s value a few words on, and `mine` is followed in `text` by that noun and then
 * the source figure's own word.
 */
export function keptAtLeftOutNoun(
  tie: string,
  mine: Tied,
  text: string | undefined,
  theirs: readonly Figure[],
  source: readonly Tied[],
  holds: (line: Figure, source: Figure) => boolean,
): boolean {
  if (text === undefined || !tie.startsWith('a:')) return false;
  const past = wordPastNoun(text, mine.start, mine.figure.text.length);
  if (past === undefined) return false;
  const nouns = source.filter((one) => one.ties.includes(tie) && theirs.includes(one.figure));
  return source.some(
    (one) =>
      holds(mine.figure, one.figure) &&
      one.ties.includes(`a:${past}`) &&
      !one.ties.includes(tie) &&
      nouns.some((noun) => one.start > noun.start && one.start - noun.start <= NEAR),
  );
}
