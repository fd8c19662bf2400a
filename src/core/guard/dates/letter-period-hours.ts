/**
 * A bare hour with a part of the day written as one letter after it: Arabic "3 م" (مساءً, p.m.)
 * and "3 ص" (صباحًا, a.m.), as CLDR writes a 12-hour clock's hour (issue 44). Beside a bare
 * number the letter was read as a unit ("م", metres), so a faithful "في 3 م" of the source's "في
 * 15" was stopped. The number gains the hour's reading on the clock the letter names, beside its
 * unit's: it holds only where the source has that time, so a changed hour ("5 م") or part of the
 * day ("3 ص") is still stopped. Only the letters CLDR gives a part of the day in `langs`
 * (figure-clock.ts's dayPeriodNear), and only for an hour of the 12-hour clock.
 */
import type { Figure } from '../figures/figure-kinds.ts';
import { dayPeriodNear, foldedAround, hoursOf } from './figure-clock.ts';
import { spansOf } from './locale-numeric-dates.ts';

/** One letter of a script not Latin right after the number, and no letter after it. */
const LETTER_AFTER = /^\s?[^\p{sc=Latin}\P{L}](?![\p{L}\p{M}])/u;

/** `figures` of a line with each bare hour before a part of the day's letter read as that hour. */
export function withLetterPeriodHours(
  text: string,
  figures: Figure[],
  langs: Iterable<string>,
): Figure[] {
  if (figures.length === 0) return figures;
  const spans = spansOf(text, figures);
  const others = [...langs];
  return figures.map((figure, index) => {
    const [at, end] = spans[index] as [number, number];
    if (at < 0 || figure.kind !== 'count' || !/^\d{1,2}$/u.test(figure.text)) return figure;
    const value = Number(figure.text);
    if (value < 1 || value > 12 || !LETTER_AFTER.test(text.slice(end, end + 3))) return figure;
    const { before, after } = foldedAround(text, at, end);
    // A word of the day's part is read by the clock's readers; here only its letter.
    if (dayPeriodNear(before, after, others)) return figure;
    const period = dayPeriodNear('', after, others, true);
    if (!period) return figure;
    const hours = hoursOf(value, period).map((hour) => [`t${hour}:00`]);
    return { ...figure, readings: [...figure.readings, ...hours] };
  });
}
