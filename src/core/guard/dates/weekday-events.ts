/**
 * A weekday an English line ties to an event its source ties to another weekday: "the dinner has
 * moved to Friday at 8pm" where the chat says "the client dinner … moved to Thursday at 8pm", "a
 * first-class train to Porto on Wednesday" where the itinerary's "Tuesday, 13 May: Train … to
 * Porto", "eat out on Saturday and cook on Friday" of "cook on Saturday and eat out Friday". Each
 * weekday is read with the content words of its clause; the line's is stopped only when no clause
 * of the source that names the same day shares one of its words and a clause naming another day
 * shares them. A line that counts days from another ("the next day", "the day before") is left to
 * the reader of dates: its weekday may be the source's event's day plus one.
 */

import type { ClauseSource } from '../meaning/negation-claims.ts';
import { negationWordsOf } from '../meaning/negation-words.ts';
import { readsEnglishClauses } from '../words/clause-words.ts';
import { isStopWord } from '../words/stop-words.ts';
import { DAYS, MONTHS } from './calendar-words.ts';

/** Short names a source writes ("Wed-Fri", "Mon 10:02"); "Sat" and "Sun" are words too. */
const SHORT: Readonly<Record<string, number>> = {
  mon: 0,
  tue: 1,
  tues: 1,
  wed: 2,
  thu: 3,
  thur: 3,
  thurs: 3,
  fri: 4,
};
const MONTH_NAMES: ReadonlySet<string> = new Set(MONTHS);
/** Words of any day's clause: they tell no event ("Tuesday morning", "day 4", "this week"). */
const DAY_WORDS = new Set([
  'day',
  'week',
  'weekend',
  'morning',
  'afternoon',
  'evening',
  'night',
  'tonight',
  'today',
  'tomorrow',
  'yesterday',
  'noon',
  'midday',
]);
/** A figure ("8", "10:02", "3.5"), a word with its clitic, or what ends a clause. */
const TOKEN = /\p{N}+(?:[.,:]\p{N}+)*|[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*|[.!?;:,()[\]\n—–]/gu;
/** Words that start another clause. */
const COORDINATORS = new Set(['and', 'but', 'while', 'whereas', 'although', 'though', 'or', 'so']);
/** A day counted from another: the line's weekday may be one the source never ties. */
const RELATIVE =
  /\b(?:(?:next|following|previous|same)\s+day|day\s+(?:after|before|earlier|later)|night\s+before|overnight|days?\s+(?:later|earlier))\b/iu;
const FUNCTION_WORDS = new Set(['its', 'per', ...(negationWordsOf('en')?.auxiliaries ?? [])]);

export interface Clause {
  /** The days it names (0 = Monday). */
  days: Set<number>;
  /** Its content words, each as its stem. */
  words: Set<string>;
  /** Those of its words written with a capital past a sentence's first word: names. */
  names: Set<string>;
  /** What ends it: a comma or a colon lets a day's clause of no word read the next one. */
  end: string;
}

/** A crude English stem: "replies" and "reply", "moved" and "move", "trains" and "train". */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('ied')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3).replace(/e$/u, '');
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2).replace(/e$/u, '');
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word.replace(/e$/u, '');
}

/** The day a word names, in full ("Friday", "fridays") or, in a source, short ("Wed"). */
function dayOf(word: string, short: boolean): number | undefined {
  const full = DAYS.indexOf(word.replace(/s$/u, ''));
  if (full >= 0) return full;
  return short ? SHORT[word] : undefined;
}

/** A text's clauses, in order; `short`: a source's short day names are read too. */
export function clausesOf(text: string, short: boolean): Clause[] {
  const clauses: Clause[] = [];
  const empty = (): Clause => ({ days: new Set(), words: new Set(), names: new Set(), end: '' });
  let current = empty();
  let first = true;
  const close = (end: string) => {
    current.end = end;
    clauses.push(current);
    current = empty();
  };
  for (const [raw] of text.matchAll(TOKEN)) {
    if (/^[.!?;:,()[\]\n—–]$/u.test(raw)) {
      close(raw);
      if (raw !== ',') first = true;
      continue;
    }
    const word = raw.toLowerCase().replace(/['’]s?$/u, '');
    const named = !first && /^\p{Lu}/u.test(raw);
    first = false;
    if (COORDINATORS.has(word)) {
      close('and');
      continue;
    }
    const day = dayOf(word, short);
    if (day !== undefined) current.days.add(day);
    else if (/\p{N}/u.test(word)) current.words.add(word);
    else if (
      word.length > 2 &&
      !MONTH_NAMES.has(word) &&
      !DAY_WORDS.has(word.replace(/s$/u, '')) &&
      !isStopWord(word, 'en') &&
      !FUNCTION_WORDS.has(word)
    ) {
      current.words.add(stem(word));
      if (named) current.names.add(stem(word));
    }
  }
  close('');
  return clauses;
}

/** The words a day's clause ties to it: a clause of figures alone ("Tuesday, 13 May:") reads on. */
function wordsOfDay(clauses: readonly Clause[], at: number): Set<string> {
  const words = new Set<string>();
  for (let index = at; index < clauses.length && index <= at + 3; index += 1) {
    const clause = clauses[index] as Clause;
    for (const word of clause.words) words.add(word);
    if ([...words].some((word) => !/\p{N}/u.test(word))) break;
    if (clause.end !== ',' && clause.end !== ':') break;
  }
  return words;
}

/** How many of `words` each day's clauses of the source share, at most. */
function sharedByDay(source: readonly Clause[], words: ReadonlySet<string>): number[] {
  const best = DAYS.map(() => 0);
  source.forEach((clause, index) => {
    if (clause.days.size === 0) return;
    const shared = [...wordsOfDay(source, index)].filter((word) => words.has(word)).length;
    for (const day of clause.days) best[day] = Math.max(best[day] as number, shared);
  });
  return best;
}

/** The weekdays of `line` (as it writes them) its English source ties to another day's event. */
export function movedWeekdays(line: string, source: ClauseSource): string[] {
  if (!readsEnglishClauses(source) || RELATIVE.test(line)) return [];
  if (!/(?:mon|tues|wednes|thurs|fri|satur|sun)day/iu.test(line)) return [];
  const lineClauses = clausesOf(line, false);
  const found: string[] = [];
  let sourceClauses: Clause[] | undefined;
  lineClauses.forEach((clause, index) => {
    if (clause.days.size !== 1) return;
    const words = wordsOfDay(lineClauses, index);
    if (words.size === 0) return;
    // "If it rains, they will move the hike to Sunday": the condition before a comma is the day's
    // too, as the chat's "if it rains we'll push it to Sunday" holds it in one clause. Not a clause
    // with a day of its own: "runs at 1am on Wednesday, ahead of Thursday's release" tells each.
    const before = lineClauses[index - 1];
    if (before?.end === ',' && before.days.size === 0)
      for (const word of before.words) words.add(word);
    sourceClauses ??= clausesOf(source.text, true);
    const best = sharedByDay(sourceClauses, words);
    const day = [...clause.days][0] as number;
    if ((best[day] as number) > 0 || !best.some((shared) => shared >= 1)) return;
    const name = DAYS[day] as string;
    found.push(new RegExp(`${name}s?`, 'iu').exec(line)?.[0] ?? name);
  });
  return found;
}
