/**
 * A day and month in digits after a weekday's name: "ביום שלישי 18.3", "wtorek 18.03", "Tue 18/3".
 * Without a year, "18.3" reads as a decimal and "18/3" as a fraction or either order of date; after
 * a weekday it is the 18th of March, as Hebrew, Polish, Czech, Russian and many more write a date
 * (round eleven: "Tuesday, March 18" of a Hebrew "ביום שלישי 18.3" was stopped for its March and
 * its 18). A source's reading only: it adds the date such digits also say.
 */

import { foldWord } from '../words/fold-word.ts';
import { calendarNamesOf } from './calendar-names.ts';
import { calendarKey } from './calendar-words.ts';
import { pairKey } from './date-pairs.ts';

/** "18.3", "18.03.", "18/3": a day and a month, nothing of a number around them. */
const DAY_MONTH = /(?<![\d.,:/])(\d{1,2})[./](\d{1,2})\.?(?![\d.,:/]?\d)/gu;
/** Up to the weekday's last two words, and the spaces and comma after them. */
const BEFORE = /(?:^|[^\p{L}\p{M}])([\p{L}\p{M}]+)(?:\s+([\p{L}\p{M}'׳]+))?[\s,]*$/u;
/** A one-letter prefix Hebrew and Arabic write onto a word ("ביום", "وفي"). */
const PREFIX = /^[בלמהוכשوبلف]/u;

/** The weekday names `word` begins in English or `langs`, its prefix read off where it has one. */
function weekdayNames(word: string, langs: readonly string[]) {
  if (calendarKey(word, true)?.startsWith('d')) return [{ rest: [] as readonly string[] }];
  let names = calendarNamesOf(foldWord(word, false), langs);
  if (names.length === 0 && PREFIX.test(word) && word.length > 3) {
    names = calendarNamesOf(foldWord(word.slice(1), false), langs);
  }
  return names.filter((name) => name.key.startsWith('d'));
}

/** True when `before` ends with a weekday's name (one word, or two: "יום שלישי"). */
function endsWithWeekday(before: string, langs: readonly string[]): boolean {
  const words = BEFORE.exec(before);
  const [first, second] = [words?.[1], words?.[2]];
  if (!first) return false;
  if (second === undefined) return weekdayNames(first, langs).some((name) => !name.rest.length);
  const last = foldWord(second, false);
  return (
    weekdayNames(second, langs).some((name) => !name.rest.length) ||
    weekdayNames(first, langs).some((name) => name.rest.length === 1 && name.rest[0] === last)
  );
}

/** Adds to a source's `keys` each day and month in digits it writes after a weekday's name. */
export function addWeekdayDates(text: string, langs: readonly string[], keys: Set<string>): void {
  if (!/\d[./]\d/u.test(text)) return;
  for (const match of text.matchAll(DAY_MONTH)) {
    const [day, month] = [Number(match[1]), Number(match[2])];
    if (day < 1 || day > 31 || month < 1 || month > 12) continue;
    if (!endsWithWeekday(text.slice(Math.max(0, match.index - 30), match.index), langs)) continue;
    keys.add(`day${day}`);
    keys.add(`m${month}`);
    keys.add(pairKey(day, month));
  }
}

/**
 * A day, a list's or a range's word, a weekday, a day: "el lunes 14 y el miércoles 16 de octubre",
 * "du mardi 4 au jeudi 6 février", "Monday 14 and Wednesday 16 October". The first day's month is
 * the second's; the weekday between keeps the figures reader from seeing it (round twenty-nine: a
 * line's "los días 14 y 16 de octubre", "du 4 au 6 février" were stopped for their first day).
 */
const DAY_WEEKDAY_DAY =
  /(?<![\d.,:])(\d{1,2})\.?([ \t]*(?:[-–,&]|and|to|through|or|y|e|o|et|ou|au|à|al|a|ao|und|bis|oder|en|tot|of|t\/m|i|do|lub|oraz|till|until|hasta|até|fino)[ \t]+)(?:\p{L}{1,3}[ \t]+)?([\p{L}\p{M}]+)\.?,?[ \t]+(\d{1,2})(?![\d:]|[.,]\d)/giu;
/** How much of the text after the second day a month's name stands in ("de octubre", "février"). */
const MONTH_REACH = 24;

/**
 * Adds to a source's `keys` the dates its days hold where a weekday stands between two of them, as
 * `read` (the figures reader's keys of a part of the text) reads the two days without it.
 */
export function addWeekdayDayLists(
  text: string,
  langs: readonly string[],
  keys: Set<string>,
  read: (part: string) => ReadonlySet<string>,
): void {
  if (!/\d\.?[ \t]*\S{1,8}[ \t]+(?:\p{L}{1,3}[ \t]+)?\p{L}{3,}\.?,?[ \t]+\d/u.test(text)) return;
  for (const match of text.matchAll(DAY_WEEKDAY_DAY)) {
    const [whole, first, join, weekday, second] = match;
    if (!weekdayNames(weekday as string, langs).some((name) => !name.rest.length)) continue;
    const after = text.slice(match.index + whole.length, match.index + whole.length + MONTH_REACH);
    for (const key of read(`${first}${join}${second}${after}`)) {
      if (key.startsWith('day') || key.startsWith('dm')) keys.add(key);
    }
  }
}
