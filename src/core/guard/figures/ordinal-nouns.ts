/**
 * An ordinal bound to the noun it counts (issue 44, long documents): "her second novel" where the
 * source's is "her third novel" (and "her first two novels" came before). An ordinal in words is no
 * figure the readers of figures see outside a rank ("fifth place", rank-ordinals.ts), so a changed
 * one went through. The ordinal is bound to the word right after it, and the source's ordinals of
 * that word are read the same way ("third novel", "first two novels", "2nd Test"). The line's is
 * stopped only where the source numbers that word with other ordinals only: a word the source
 * numbers nowhere keeps the line ("her third book" of "third novel": the book is no word of theirs).
 * English only.
 */

import { ENGLISH_ORDINAL_WORDS, englishOrdinalPlace } from '../numbers/english-ordinals.ts';
import { bindingKey } from '../swaps/figure-bindings.ts';
import { isStopWord } from '../words/stop-words.ts';
import { RANK_AFTER } from './rank-ordinals.ts';

/**
 * An ordinal in words or digits, then (a source's) a count ("first two novels"), then the word it
 * numbers. Not one of a hyphened word ("second-year", "first-half") nor a date's day ("the 3rd of").
 */
const ORDINAL = new RegExp(
  `(?<![\\p{L}\\d-])(${ENGLISH_ORDINAL_WORDS.join('|')}|\\d{1,2}(?:st|nd|rd|th))\\s+(?:(?:two|three|four|five|\\d)\\s+)?([\\p{L}][\\p{L}'’]*)(?![\\p{L}-])`,
  'giu',
);

/** An ordinal's place: 2 of "second" and of "2nd". */
function placeOf(ordinal: string): number {
  const lower = ordinal.toLowerCase();
  const digits = /^\d+/u.exec(lower)?.[0];
  return digits === undefined ? (englishOrdinalPlace(lower) ?? 0) : Number(digits);
}

/** The noun an ordinal numbers, as bindings key it; none for a function word ("first of"). */
function nounKey(word: string): string | undefined {
  const lower = word.toLowerCase().replace(/['’]s?$/u, '');
  return lower.length < 3 || isStopWord(lower, 'en') ? undefined : bindingKey(lower);
}

/** Each place `text` numbers a noun with, by the noun's key. */
function placesByNoun(text: string): Map<string, Set<number>> {
  const places = new Map<string, Set<number>>();
  for (const match of text.matchAll(ORDINAL)) {
    const key = nounKey(match[2] ?? '');
    if (key === undefined) continue;
    const set = places.get(key) ?? new Set<number>();
    set.add(placeOf(match[1] ?? ''));
    places.set(key, set);
  }
  return places;
}

/**
 * The ordinals of `line` (as written, "second novel") bound to a noun the source numbers with
 * other ordinals only. `text`: the source's English text.
 */
export function changedOrdinals(line: string, text: string): string[] {
  const found: string[] = [];
  let theirs: Map<string, Set<number>> | undefined;
  for (const match of line.matchAll(ORDINAL)) {
    // A line's ordinal numbers the word right after it: "the first two novels" is the source's way.
    // In words only: a minute's "88th" is the match's, written "88'" or "in the 88th" (match-minutes.ts).
    if (/\s\S+\s/u.test(match[0].trim()) || /\d/u.test(match[1] ?? '')) continue;
    // "third place" is a rank, read by rank-ordinals.ts and rank-swaps.ts.
    if (RANK_AFTER.test((match[2] ?? '').toLowerCase())) continue;
    const key = nounKey(match[2] ?? '');
    if (key === undefined) continue;
    theirs ??= placesByNoun(text);
    const places = theirs.get(key);
    if (places && !places.has(placeOf(match[1] ?? ''))) found.push(match[0]);
  }
  return found;
}
