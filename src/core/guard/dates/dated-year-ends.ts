/**
 * A date's year with a time after it: "le 5 mars 2026 à 18 heures" (on 5 March 2026 at 6 pm).
 * French's "à", Spanish's "a" and others join a range too ("de 7 à 9"), so the year and the hour
 * were read as one range, 2026 to 18 hours, which no source holds (round h278: a line restating a
 * post's "le 05/03/2026 à 18h" was stopped). A year written right after a month's name, whose
 * range's other end is an hour or a measure, opens no range: each end is read alone. A range of
 * years stays one ("de mars 2020 à 2024"): its last end has no unit.
 */
import type { FigureText, Quantity } from '../figures/figure-quantities.ts';
import { isCalendarName } from './calendar-words.ts';
import { foreignMonth } from './figure-dates.ts';

/** Four digits of a year the guard's dates name (1000-2999). */
const YEAR = /^[12]\d{3}$/u;

/** True where `from` is a year after a month's name and `to` an hour or a measure, not a year. */
export function yearBeforeTime(from: Quantity, to: Quantity, reading: FigureText): boolean {
  if (!to.unit && !to.clock) return false;
  if (from.unit || from.clock) return false;
  return yearAfterMonth(from, reading);
}

/**
 * True where `year` is four digits of a year right after a month's name ("12 марта 2026", "de
 * marzo de 2026"). Its word after it is the year's ("12 марта 2026 года", "2026 року"), no
 * measure of it: read as 2026 years, a Russian line's "12 марта 2026 года" of a post's
 * "12.03.2026" was stopped (h285). Asked by figure-units.ts before a measure is read.
 */
export function yearAfterMonth(year: Quantity, reading: FigureText): boolean {
  if (!year.digits || year.first !== year.last) return false;
  const { tokens, text } = reading;
  if (!YEAR.test(text.slice(year.start, year.end))) return false;
  let month = tokens[year.first - 1];
  let gap = /^\s+$/u;
  // "de marzo de 2026": Spanish's and Portuguese's "de" before the year.
  if (month?.kind === 'word' && /^del?$/iu.test(month.text)) {
    month = tokens[year.first - 2];
    gap = /^\s+del?\s+$/iu;
  }
  if (month?.kind !== 'word' || !gap.test(text.slice(month.end, year.start))) return false;
  return isCalendarName(month.text) || foreignMonth(month, reading);
}
