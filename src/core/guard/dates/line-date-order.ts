/**
 * A line's numeric date in the order its card's language writes one: a Portuguese line's "03/05"
 * is the 3rd of May, as a Portuguese reader reads it. Read both ways round, a line's "03/05" of a
 * post's "5 de março" was kept (round h278: a day read as a month, and the month as the day). The
 * source's own numeric dates are read in its languages' order already (short-date-order.ts,
 * numeric-date-order.ts); a line's only where it is written in a language other than English (its
 * card's language writes the 24-hour clock: English's does not) and every language it is read in
 * writes the day first. An English line's "3/5" stays either date, and so does a Persian one's (CLDR
 * writes the year first there, its Gregorian dates written either way).
 */
import type { Figure } from '../figures/figure-kinds.ts';
import type { FigureText } from '../figures/figure-text.ts';
import { daysComeFirst } from './numeric-date-order.ts';
import { inWrittenOrder } from './short-date-order.ts';

/** A numeric date's first two numbers: "03/05", "3.12.", "12/03/2026" (not a year first). */
const LEADING_PAIR = /^(\d{1,2})[./-](\d{1,2})(?!\d)/u;

/** `figure`, a line's date written in digits, with only the reading in its language's order. */
export function inLineOrder(figure: Figure, reading: FigureText): Figure {
  if (reading.source || figure.kind !== 'date' || figure.readings.length < 2) return figure;
  const pair = LEADING_PAIR.exec(figure.text);
  if (!pair || reading.twentyFour?.() !== true) return figure;
  const langs = [...reading.full].filter((lang) => lang !== 'en');
  if (!daysComeFirst(langs)) return figure;
  const ordered = inWrittenOrder(figure, Number(pair[1]), Number(pair[2]), reading.full);
  if (ordered === figure) return figure;
  // "3.12": its reading as a number stays beside the date's (figure-kinds.ts).
  const numbers = figure.readings.filter((keys) => !keys.some((key) => key.startsWith('day')));
  return { ...ordered, readings: [...ordered.readings, ...numbers] };
}
