/**
 * Opening hours given another day's (issue 44 items 1 and 4, round eleven): a range of hours is
 * bound to the weekdays written before it in its clause ("måndag–torsdag 10–20, fredag 10–18"). A
 * line's range the source holds, told of weekdays the source gives other hours only, is moved: "På
 * fredagar är Stadsbiblioteket öppet 10–20" of the source above. figure-bindings.ts reads the words
 * a few places from a figure and stops at a copula ("är"); a day is read back to the clause's start.
 * A weekday's plural ("fredagar", "Fridays", "sábados") is the weekday; "måndag–torsdag" and
 * "Monday to Thursday" name the days between too.
 */

import { foldWord } from '../words/fold-word.ts';
import { calendarNamesOf } from './calendar-names.ts';
import { calendarKey } from './calendar-words.ts';

/** "10–20", "9 - 18": two numbers of 0-24, nothing of a number around them (opening-hours.ts). */
const HOURS = /(?<![\d.,:])(\d{1,2})\s?[-–]\s?(\d{1,2})(?![\d.,:]?\d)/gu;
/** How far before a range its weekdays may stand. */
const REACH = 60;
const WORD = /[\p{L}\p{M}]+/gu;
/** Between two weekdays that name the days between them too: a dash or a range's word. */
const SPAN = /^\s?[-–]\s?$|^\s(?:to|till|bis|a|à|au|al|do|до|tot|fino)\s$/iu;
/**
 * A plural's ending, cut from a word that is no weekday as written ("fredagar", "Fridays"); a
 * plural's "s" alone too, where "-es" ends a name's own "e" ("diumenges", "domingos", "dimanches").
 */
const PLURAL = /(?:ar|er|es|s)$/u;
const PLURAL_S = /s$/u;

/** The weekday `word` names ("d1" Monday … "d7"), in English or in `langs`, its plural too. */
export function weekdayOf(word: string, langs: readonly string[]): number | undefined {
  for (const form of new Set([word, word.replace(PLURAL, ''), word.replace(PLURAL_S, '')])) {
    if (form !== word && form.length < 5) continue;
    const key =
      calendarKey(form, true) ??
      calendarNamesOf(foldWord(form, false), langs).find(
        (name) => name.key.startsWith('d') && name.rest.length === 0,
      )?.key;
    if (key?.startsWith('d')) return Number(key.slice(1));
  }
  return undefined;
}

/** A range of hours as written, its value ("10-20") and the weekdays told before it (1-7). */
interface DayHours {
  text: string;
  value: string;
  days: Set<number>;
}

/** Each range of hours in `text` with the weekdays of its clause, back to the range before it. */
export function hoursByDay(text: string, langs: readonly string[]): DayHours[] {
  if (!/\d\s?[-–]\s?\d/u.test(text)) return [];
  const found: DayHours[] = [];
  let last = 0;
  for (const match of text.matchAll(HOURS)) {
    const [from, to] = [Number(match[1]), Number(match[2])];
    const start = Math.max(last, match.index - REACH);
    last = match.index + match[0].length;
    if (from >= to || to > 24) continue;
    const parts = text.slice(start, match.index).split(/[.;!?\n]/u);
    const clause = parts[parts.length - 1] ?? '';
    const days = new Set<number>();
    let previous: { day: number; end: number } | undefined;
    for (const word of clause.matchAll(WORD)) {
      const day = weekdayOf(word[0], langs);
      if (day === undefined) continue;
      days.add(day);
      if (previous && SPAN.test(clause.slice(previous.end, word.index))) {
        for (let between = previous.day + 1; between < day; between++) days.add(between);
      }
      previous = { day, end: word.index + word[0].length };
    }
    if (days.size > 0) found.push({ text: match[0], value: `${from}-${to}`, days });
  }
  return found;
}

/** Each source's hours by weekday, read once a source. */
const cache = /* @__PURE__ */ new Map<string, Map<number, Set<string>>>();

function sourceHours(text: string, langs: readonly string[]): Map<number, Set<string>> {
  const key = `${langs.join(',')}\u0000${text}`;
  let byDay = cache.get(key);
  if (byDay) return byDay;
  byDay = new Map();
  for (const { value, days } of hoursByDay(text, langs)) {
    for (const day of days) {
      const values = byDay.get(day);
      if (values) values.add(value);
      else byDay.set(day, new Set([value]));
    }
  }
  // A few sources at a time are checked (a card's, a thread's): the last few are kept.
  if (cache.size >= 8) cache.delete(cache.keys().next().value as string);
  cache.set(key, byDay);
  return byDay;
}

/**
 * The line's ranges of hours (as written) that the source gives other weekdays: each weekday the
 * line tells them of that the source names has other hours only, and another of the source's
 * weekdays has these. `langs`: the languages whose weekday names are read (English always).
 */
export function movedHours(
  lineText: string,
  sourceText: string,
  langs: readonly string[],
): string[] {
  const line = hoursByDay(lineText, langs);
  if (line.length === 0) return [];
  const byDay = sourceHours(sourceText, langs);
  if (byDay.size === 0) return [];
  const held = new Set([...byDay.values()].flatMap((values) => [...values]));
  return line
    .filter(({ value, days }) => {
      if (!held.has(value)) return false;
      const named = [...days].filter((day) => byDay.has(day));
      return named.length > 0 && named.every((day) => !byDay.get(day)?.has(value));
    })
    .map(({ text }) => text);
}
