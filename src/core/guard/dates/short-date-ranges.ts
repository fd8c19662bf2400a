/**
 * A range of days whose last day is a short date: "từ 5 đến 15/9", "du 5 au 15/09", "5-15/9". The
 * first number is a day of the last one's month, as "12 to 20 October" makes 12 a day
 * (figure-dates.ts's rangeToMonth); read as a range of counts, "5 đến 15" swallowed the date's day
 * and left its month a bare 9 (round thirty-seven: a Vietnamese shop's "từ 5 đến 15/9" restated
 * was stopped for that 9).
 */
import type { FigureText } from '../figures/figure-quantities.ts';

/** A day and its month after a slash or a dash, the month of 1-12: "15/9", "15/09". */
const SHORT_DATE = /^\/(\d{1,2})(?![\d/.,]?\d)/u;

/** Whether the number token at `at` (a range's last day) is a short date's day: "15/9". */
export function shortDateDay(reading: FigureText, at: number): boolean {
  const day = reading.tokens[at];
  if (day?.kind !== 'number') return false;
  const month = SHORT_DATE.exec(reading.text.slice(day.end, day.end + 4));
  const value = Number(month?.[1] ?? 0);
  return value >= 1 && value <= 12;
}

/** A numeric date read whole: "5/6/2025", "15.03.2025", "15-03-25", "15/03". */
const NUMERIC_DATE = /^\d{1,2}([/.-])\d{1,2}(?:\1(?:\d{4}|\d{2}))?$/u;

/**
 * Whether the token at `at` (a range's last day) is a numeric date read whole, its year too: "del
 * 3 al 5/6/2025", "du 12 au 15/03/2025" (h306: the first day was read as a count, and a faithful
 * card's range of the source's "del 3 al 5 de junio de 2025" was stopped for its 3).
 */
export function numericDateEnd(reading: FigureText, at: number): boolean {
  const date = reading.tokens[at];
  return date?.kind === 'date' && NUMERIC_DATE.test(date.text);
}
