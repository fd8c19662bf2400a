/**
 * English month and day names as the guard reads dates (docs/decisions/012): "March 3", "on Friday".
 * Plain data and lookups, built on first use (a page that loads core never builds them).
 */
import { plainWord } from '../words/fold-word.ts';

/** English months' names, January first (date-pairs.ts reads them too). */
export const MONTHS: readonly string[] = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_SHORT: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
/** English days' names, Monday first (weekday-events.ts reads them too). */
export const DAYS: readonly string[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** A capitalised English month or day name ("May" only beside a number): its key. */
export function calendarKey(word: string, besideNumber: boolean): string | undefined {
  if (!/^\p{Lu}/u.test(word)) return undefined;
  const lower = word.toLowerCase();
  // "on Saturdays": a day's plural is that day, every week.
  const day = DAYS.indexOf(lower.endsWith('days') ? lower.slice(0, -1) : lower);
  if (day >= 0) return `d${day + 1}`;
  const month = MONTHS.indexOf(lower) + 1 || MONTH_SHORT[lower];
  if (month === undefined || month === 0) return undefined;
  // "May" is also a verb; "Mar", "Jun"... are names and words elsewhere too.
  if ((lower === 'may' || lower.length <= 4) && !besideNumber) return undefined;
  return `m${month}`;
}

let calendarWords: ReadonlySet<string> | undefined;

/**
 * True for an English month or day name ("March", "Friday"): a date, never a person's name.
 * `plain`: the word's plainWord, where the caller has it already (a figure token's).
 */
export function isCalendarName(word: string, plain?: string): boolean {
  calendarWords ??= new Set([
    ...MONTHS,
    ...DAYS,
    ...DAYS.map((day) => `${day}s`),
    ...Object.keys(MONTH_SHORT),
  ]);
  // Most words are no month or day: those of another length are not even looked up.
  return word.length >= 3 && word.length <= 10 && calendarWords.has(plain ?? plainWord(word));
}
