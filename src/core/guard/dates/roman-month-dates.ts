/**
 * A date whose month is a Roman numeral, as Spanish, Polish, Italian and Hungarian writing may
 * give it ("3-IV-2026", "3.IV.2026", "3 IV 2026"): the 3rd of April, held where the source writes
 * that day of that month (and that year, where one follows). Issue 44, item 4: the day was read as
 * a count and the numeral as a name. "3-V-2026" of a source's 3 April stays stopped.
 */
import type { Figure } from '../figures/figure-kinds.ts';
import { pairKey } from './date-pairs.ts';

const ROMAN_MONTHS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
/** A day, its separator, the month's numeral, and a year after the same separator. */
const ROMAN_DATE =
  /(?<![\p{L}\p{N}.])(\d{1,2})([-./ ])(XII|XI|X|IX|VIII|VII|VI|V|IV|III|II|I)(?:\2(\d{4}))?(?![\p{L}\p{N}])/gu;

/** The Roman-month dates of `text`, where each stands: its day, month and year, if written. */
export function romanMonthDates(
  text: string,
): Array<{ start: number; end: number; day: number; month: number; year?: number }> {
  if (!/[IVX]/u.test(text)) return [];
  const dates: Array<{ start: number; end: number; day: number; month: number; year?: number }> =
    [];
  for (const match of text.matchAll(ROMAN_DATE)) {
    const day = Number(match[1]);
    const month = ROMAN_MONTHS.indexOf(match[3] ?? '') + 1;
    // "3 I think": a space sets the numeral apart only where a year follows.
    if (day < 1 || day > 31 || month < 1 || (match[2] === ' ' && !match[4])) continue;
    const end = match.index + match[0].length;
    dates.push({
      start: match.index,
      end,
      day,
      month,
      ...(match[4] && { year: Number(match[4]) }),
    });
  }
  return dates;
}

/** Whether `figure` is the day of a Roman-month date of `line` whose day and month `keys` hold. */
export function heldRomanMonthDay(
  figure: Figure,
  line: string,
  keys: ReadonlySet<string>,
): boolean {
  if (!/^\d{1,2}$/u.test(figure.text)) return false;
  return romanMonthDates(line).some(
    (date) =>
      date.day === Number(figure.text) &&
      keys.has(pairKey(date.day, date.month)) &&
      (date.year === undefined || keys.has(`n${date.year}`)),
  );
}

/**
 * `text` with the numeral of each Roman-month date blanked: a month, not a name the names readers
 * ask the source for ("IV" of "3-IV-2026"). The date's day is the figures reader's.
 */
export function withoutRomanMonths(text: string): string {
  let result = text;
  for (const { start, end } of romanMonthDates(text)) {
    const written = text.slice(start, end);
    const blanked = written.replace(/[IVX]+/u, (numeral) => ' '.repeat(numeral.length));
    result = `${result.slice(0, start)}${blanked}${result.slice(end)}`;
  }
  return result;
}
