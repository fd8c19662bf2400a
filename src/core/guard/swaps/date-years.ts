/**
 * A year written after its date's day and month with the word for "year" ("1 вересня 2026 року",
 * "15 января 2026 года": round thirty-nine). The date's reader takes the day and month; the year
 * and its word are left to the figures' reader, which reads "2026 року" as a count of 2,026
 * years, of one kind with the post's "до 18 років" (under 18 years old). clause-swaps.ts then read
 * a line's "Заборона почне діяти з 1 вересня 2026 року" (the ban takes effect on 1 September
 * 2026) as the age limit's figure moved to 2026, and stopped it. Such a year is the date's, no
 * count of years.
 */
import type { Placed } from './figure-ties.ts';

/** Four digits of a year, first in a figure's text ("2026 року"). */
const YEAR_FIRST = /^([12]\d{3})(?!\d)/u;

/** `placed` is a year written right after a date that `all` holds in `text`. */
export function isDatesYear(placed: Placed, all: readonly Placed[], text: string): boolean {
  if (placed.figure.kind !== 'count' || !YEAR_FIRST.test(placed.figure.text)) return false;
  return all.some(
    (other) =>
      other.figure.kind === 'date' &&
      other.start < placed.start &&
      /^,?\s+$/u.test(text.slice(other.start + other.figure.text.length, placed.start)),
  );
}
