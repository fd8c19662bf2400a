/**
 * A day and month in digits with their dots and no year (issue 44, round forty-three): "zum 1.1."
 * of a source's "Ab dem 1. Januar", "ab 24.12." of "am 24. Dezember". German, the Nordic languages,
 * Polish, Czech and others write a date so; the figures' reader reads "1.1" as a number (a year
 * must follow for it to read a date), so the line's date was stopped as a figure the source lacks.
 *
 * Narrow: the digits are a day (1-31) and a month (1-12) with a full stop after the month too, as
 * a date is written and a decimal never is, and the source holds that day of that month
 * (date-pairs.ts's key): "zum 1.2." of a source's 1 January still stops.
 */
import { pairKey } from './date-pairs.ts';
import type { Figure } from '../figures/figure-kinds.ts';

const DAY_MONTH = /^(\d{1,2})\.(\d{1,2})$/u;

/** Whether the line's `figure` is a day and month written "1.1." that the source's `keys` hold. */
export function heldDottedDayMonth(
  figure: Figure,
  line: string,
  keys: ReadonlySet<string>,
): boolean {
  // "bis 15.12." is read as a clock's 15:12 after "bis": its closing dot says a date.
  const match =
    figure.kind === 'count' || figure.kind === 'time' ? DAY_MONTH.exec(figure.text) : null;
  if (!match) return false;
  const day = Number(match[1]);
  const month = Number(match[2]);
  if (day < 1 || day > 31 || month < 1 || month > 12) return false;
  if (!keys.has(pairKey(day, month))) return false;
  // Written with its closing dot, no digit after ("1.1.2027" is read as a date already).
  const escaped = figure.text.replace('.', '\\.');
  return new RegExp(String.raw`(?<![\d.,])${escaped}\.(?![\d.,]?\d)`, 'u').test(line);
}
