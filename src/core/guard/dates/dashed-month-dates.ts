/**
 * A date written with dashes around its month's name, as forms and tickets write it: "03-Apr-2026",
 * "3-abr-2026" (issue 44, item 4). Its first number is the day of that month, as in "3 Apr 2026";
 * read as a bare count, the source's "April 3, 2026" did not hold it. Only with a year after the
 * second dash: a word between two numbers is no month otherwise ("3-May-be").
 */
import type { FigureText } from '../figures/figure-quantities.ts';
import type { Token } from '../figures/figure-tokens.ts';
import { isCalendarName } from './calendar-words.ts';

/** Whether the number ending at token `last` is the day of "03-Apr-2026" (`isMonth` the reader's). */
export function dashedMonthDay(
  reading: FigureText,
  last: number,
  isMonth: (word: Token | undefined) => boolean,
): boolean {
  const end = (reading.tokens[last] as Token).end;
  if (reading.text.charCodeAt(end) !== 0x2d) return false;
  const [month, year] = [reading.tokens[last + 1], reading.tokens[last + 2]];
  if (month?.kind !== 'word' || month.start !== end + 1 || year?.kind !== 'number') return false;
  if (!/^(?:\d{2}|\d{4})$/u.test(year.text) || reading.text.slice(month.end, year.start) !== '-') {
    return false;
  }
  return isMonth(month);
}

/** "03-Apr-2026": a day, an English month's name (or its short form) and a year, dashed. */
const DASHED_DATE = /(?<![\p{L}\p{N}])\d{1,2}-(\p{L}{3,9})-(?:\d{4}|\d{2})(?![\p{L}\p{N}])/gu;

/**
 * `text` with the month of each such date blanked: a month the names readers must not ask the
 * source for as a name ("Apr" of "03-Apr-2026"); the day is the figures reader's.
 */
export function withoutDashedMonths(text: string): string {
  if (!text.includes('-')) return text;
  return text.replace(DASHED_DATE, (date, month: string) =>
    isCalendarName(month) ? date.replace(month, ' '.repeat(month.length)) : date,
  );
}
