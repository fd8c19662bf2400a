/**
 * Two from-to pairs read as traded at a function word alone (h265, precision): "Poor sleep fell
 * from 64% to 41% among walkers but only from 62% to 58% in controls" of "declined from 64% to
 * 41% in the walking group, compared with a decline from 62% to 58% among controls". figure-ties.ts
 * pins "among" to the controls' pair, the one figure the source writes before it, and the line's
 * walkers' pair there reads as the two traded; but a pair's two ends are told together, and
 * "among", "in" say nothing of whose they are (the line's "walkers", the source's "controls").
 * A trade of whole pairs is left to the readers of their words (compared-pairs.ts).
 */
import type { Figure } from '../figures/figure-kinds.ts';
import { isStopWord } from '../words/stop-words.ts';

/** Prepositions the English stop-word list lacks, which tell a group as "in" does. */
const PREPOSITIONS: ReadonlySet<string> = new Set(['among', 'amongst', 'across', 'within']);

/** Whether the trade read at `tie` is none: a pair traded for pairs at an English function word. */
export function rangeAtFunctionWord(
  tie: string,
  figure: Figure,
  theirs: readonly Figure[],
): boolean {
  if (figure.kind !== 'range' || theirs.length === 0) return false;
  if (!theirs.every((other) => other.kind === 'range')) return false;
  const word = tie.slice(2);
  return isStopWord(word, 'en') || PREPOSITIONS.has(word);
}
