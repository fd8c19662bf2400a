/**
 * A figure kept in its own phrase, read as traded at the small word after it (issue 44 item 4,
 * precision): a summary reorders a source's two clauses and keeps each figure's phrase, "Two
 * second-half goals followed three in the first half" of "scored 3 goals in the first half and 2
 * in the second", "95 atendimentos, contra 120 no sábado" of "120 pacientes no sábado e 95 no
 * domingo". figure-ties.ts pins "in", "no" to the source's one figure right before it (2, 95), and
 * the line's other figure there reads as the two traded; but what follows the word is another
 * phrase ("in the first half", not "in the second").
 *
 * Kept only where the line's figure is followed by the tie's word and then words that part from
 * the pinned figure's ("the first" against "the second"), and the source writes those same words
 * after that same word a few words past a figure of the line's value ("3 goals in the first
 * half"): the figure is where the source puts it. A swap ("2 goals in the first half") finds no
 * such figure of its own value, and a phrase the line ends before it parts tells nothing.
 */
import type { Figure } from '../figures/figure-kinds.ts';

interface Tied {
  figure: Figure;
  ties: readonly string[];
  start: number;
}

/** How many words past a figure its tie's word may stand in the source ("3 goals in"). */
const NEAR = 3;
/** How many words past the tie's word the two phrases may run alike before they part. */
const PHRASE = 3;
/** A word, or a mark that ends a clause. */
const TOKEN = /[\p{L}\p{M}\p{N}]+|[.,;:!?()،؛。，、]/gu;

/** The words after a figure up to its clause's end, lower case. */
function wordsAfter(text: string, start: number, length: number): string[] {
  const words: string[] = [];
  for (const [token] of text.slice(start + length, start + length + 120).matchAll(TOKEN)) {
    if (!/[\p{L}\p{M}\p{N}]/u.test(token)) break;
    words.push(token.toLowerCase());
  }
  return words;
}

/**
 * True when the trade read at `tie` ("a:in") is none: `mine`'s words after `tie`'s word part from
 * those after it at every pinned figure of `theirs`, and the source writes the line's words after
 * that word a few words past a figure holding `mine`'s value.
 */
export function keptInOwnPhrase(
  tie: string,
  mine: Tied,
  texts: readonly [line: string, source: string] | undefined,
  theirs: readonly Figure[],
  source: readonly Tied[],
  holds: (line: Figure, source: Figure) => boolean,
): boolean {
  if (texts === undefined || !tie.startsWith('a:')) return false;
  const [lineText, sourceText] = texts;
  const word = tie.slice(2);
  const after = wordsAfter(lineText, mine.start, mine.figure.text.length);
  if (after[0] !== word) return false;
  const phraseOf = (one: Tied, from: number) =>
    wordsAfter(sourceText, one.start, one.figure.text.length).slice(from);
  // The words after the tie's word up to the first that differs from each pinned figure's.
  let parted = 0;
  for (const one of source) {
    if (!one.ties.includes(tie) || !theirs.includes(one.figure)) continue;
    const theirsAfter = phraseOf(one, 0);
    if (theirsAfter[0] !== word) return false;
    let at = 1;
    while (at <= PHRASE && after[at] !== undefined && after[at] === theirsAfter[at]) at += 1;
    if (at > PHRASE || after[at] === undefined) return false;
    parted = Math.max(parted, at);
  }
  if (parted === 0) return false;
  const phrase = after.slice(1, parted + 1);
  return source.some((one) => {
    if (!holds(mine.figure, one.figure) || one.ties.includes(tie)) return false;
    const own = phraseOf(one, 0);
    for (let at = 1; at <= NEAR && at < own.length; at++) {
      if (own[at] !== word) continue;
      if (phrase.every((part, index) => own[at + 1 + index] === part)) return true;
    }
    return false;
  });
}
