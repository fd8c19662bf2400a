/**
 * A day, a month's name and the year cut to two digits: Thai writes "15 มี.ค. 69" for 15 March of
 * the Buddhist year 2569 (2026), and a line of a source's "15 มีนาคม 2569" does so too. The two
 * digits after a named month that follows a day are that date's year, held where the source holds
 * the day of that month and a year of the Buddhist or the Gregorian era ending on them; alone they
 * were a count the source lacks. A day or a year changed stays stopped (its own figure, or these
 * digits no year of the source).
 */
import type { Figure } from '../figures/figure-kinds.ts';
import { calendarNamesOf } from './calendar-names.ts';
import { pairKey } from './date-pairs.ts';

/** A day, a month's word (an abbreviation's dots allowed), then two digits ending the run. */
const DAY_MONTH_YEAR = /(?<!\d)(\d{1,2})\s*([\p{L}\p{M}][\p{L}\p{M}.]*)\s+(\d{2})(?![\d:.,]?\d)/gu;

/** Whether `figure` (two digits) is the year of such a date in `line`, the source's (`keys`). */
export function heldShortYearAfterMonth(
  figure: Figure,
  line: string,
  keys: ReadonlySet<string>,
  langs: readonly string[],
): boolean {
  if (!/^\d{2}$/u.test(figure.text)) return false;
  for (const match of line.matchAll(DAY_MONTH_YEAR)) {
    if (match[3] !== figure.text) continue;
    const day = Number(match[1]);
    const year = match[3];
    if (!keys.has(`n20${year}`) && !keys.has(`n25${year}`)) continue;
    const months = calendarNamesOf(match[2] ?? '', langs)
      .map((name) => /^m(\d+)$/u.exec(name.key)?.[1])
      .filter((month) => month !== undefined);
    if (months.some((month) => keys.has(pairKey(day, Number(month))))) return true;
  }
  return false;
}
