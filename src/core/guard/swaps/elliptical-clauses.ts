/**
 * A clause that tells a change of the clause before it, after a comma, with no words of its own
 * before its figure: "Sandra Kim reported 58 applications for the 60 reception places, down from 71
 * last year". Its subject is the clause before's ("applications"): a summary that writes
 * "Applications fell to 58 from 71" has moved nothing of the 60's clause onto the 71, though
 * traded-entries.ts reads the two clauses as two pieces. Only the clauses of one sentence, and
 * only a change's ("down", "up"): "el 41% fue a Estados Unidos y el 21% a la Unión Europea" is a
 * list's second entry after its conjunction, its own words after its figure, still told apart.
 */
import { isStopWord } from '../words/stop-words.ts';
import { CHANGES } from './figure-phrase-words.ts';

/** A piece of a text: where it starts and ends. */
interface Span {
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{M}]+/gu;

/**
 * True when `own` (the clause holding the figure at `at`) follows `rival` in one entry of
 * `entries`, starts after a comma, and its words before the figure are a word of change (in one of
 * `langs`) and function words only: the clause goes on with the one before it.
 */
export function continuesClause(
  text: string,
  own: Span,
  rival: Span,
  at: number,
  entries: readonly Span[],
  langs: readonly string[],
): boolean {
  if (rival.start >= own.start || !/,\s*$/u.test(text.slice(Math.max(0, own.start - 3), own.start)))
    return false;
  const entry = entries.find((one) => own.start >= one.start && own.start < one.end);
  if (!entry || rival.start < entry.start) return false;
  const words = (text.slice(own.start, at).match(WORD) ?? []).map((word) => word.toLowerCase());
  const change = (word: string) => langs.some((lang) => CHANGES[lang]?.has(word));
  return (
    words.some(change) &&
    words.every((word) => change(word) || langs.some((lang) => isStopWord(word, lang)))
  );
}
