/**
 * A month's name with its day already before it takes no second day after it, in a line: in "14
 * marca 3 PM" and "14. март 3 по подне" (Polish and Serbian write the hour straight after the
 * date, CLDR's "{date} {time}") the 3 was read as the 3rd of March, so a faithful "3 PM" of a
 * source's "14 marca 15" was stopped as a day the source lacks. The number after such a month is
 * left to the other readers (a clock's part of the day, a count); "March 3", "3 marca" and "marca
 * 3" alone are days as before, and a source, read loosely, keeps the day too.
 */
import type { FigureText } from '../figures/figure-quantities.ts';
import type { Token } from '../figures/figure-tokens.ts';

/** A day in digits: 1-31. */
const DAY = /^(?:[1-9]|[12]\d|3[01])$/u;

/**
 * True where `month`, a word token of `reading`, has a day in digits right before it ("14. ") and
 * only a space after it before the number at `start` ("14 March, 3 and 5" may list days).
 */
export function monthHasDayBefore(month: Token, reading: FigureText, start: number): boolean {
  const { tokens, text } = reading;
  if (reading.source || !/^\s+$/u.test(text.slice(month.end, start))) return false;
  const at = tokens.indexOf(month);
  const day = tokens[at - 1];
  if (at < 1 || day?.kind !== 'number' || !DAY.test(day.text)) return false;
  return /^\.?\s+$/u.test(text.slice(day.end, month.start));
}
