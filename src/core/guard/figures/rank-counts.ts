/**
 * A rank said as a plain number after its word of rank (issue 44, round fifty): "auf Platz drei"
 * and "auf Rang fünf" of a source's "Dritter wird …" and "noch Fünfter", "posto 3" of "terzo".
 * The figures' reader reads "drei" as the count 3, which the source states only as an ordinal, so a
 * faithful line was stopped. After a word of rank (rank-ordinals.ts's, "Platz", "Rang", "place",
 * "posto") the number names that rank, and it holds when the source states the same ordinal: a key
 * "o3" or an ordinal word with an adjective's ending ("Dritter", "dritten": n2words lists "dritte").
 * Another rank ("Platz vier" of "Dritter") is still stopped.
 */
import { lexiconOf } from '../numbers/number-words.ts';
import { ordinalAt } from '../numbers/read-number-words.ts';
import type { Figure } from './figure-kinds.ts';
import { RANK_AFTER } from './rank-ordinals.ts';

const WORD = /[\p{L}\p{M}]+/gu;
/** The ending an ordinal adjective takes in the languages that inflect it ("dritter", "fünften"). */
const ENDING = /[rnsm]$/u;

/** Whether the source states the ordinal `value` in a word of one of `langs`. */
function statesOrdinal(text: string, value: number, langs: readonly string[]): boolean {
  const lexicons = langs.map(lexiconOf).filter((lexicon) => lexicon !== undefined);
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    const forms = ENDING.test(word) ? [word, word.slice(0, -1)] : [word];
    for (const lexicon of lexicons) {
      if (forms.some((form) => ordinalAt([form], 0, lexicon)?.value === value)) return true;
    }
  }
  return false;
}

/** Whether the line's count `figure` follows a word of rank and the source states that rank. */
export function heldRankCount(
  figure: Figure,
  line: string,
  source: { text: string; figures: ReadonlySet<string> },
  langs: readonly string[],
): boolean {
  if (figure.kind !== 'count' || figure.readings.length !== 1) return false;
  const [key] = figure.readings[0] ?? [];
  const value = key?.startsWith('n') ? Number(key.slice(1)) : Number.NaN;
  if (!Number.isInteger(value) || value < 2) return false;
  const lower = line.toLowerCase();
  const at = lower.indexOf(figure.text.toLowerCase());
  if (at < 0) return false;
  const before = lower.slice(0, at).match(/([\p{L}\p{M}]+)\s+$/u)?.[1];
  if (before === undefined || !RANK_AFTER.test(before)) return false;
  return source.figures.has(`o${value}`) || statesOrdinal(source.text, value, langs);
}
