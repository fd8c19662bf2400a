/**
 * A range of two dotted days and months: "14.03–17.03", "28.03–02.04", "14.3 – 17.3", as CLDR
 * writes a range of numeric dates without a year in Polish, Russian, Ukrainian, Danish, Romanian,
 * Hebrew and others. A dotted "14.03" is read as a date only where the sentence or a clause ends
 * after it (else "3.50" is a price); in a range its end is the dash, or the words after the range,
 * so both were read as decimals and a faithful "14.03–17.03" of "14–17 marca" was stopped. Each
 * end must be a real day and month; both keep their reading as a number too (figure-kinds.ts).
 */
import type { Token } from '../figures/figure-tokens.ts';

/** A dotted day and month: "17.03", "2.4", with the day's own dot after ("17.03."). */
const DOTTED = '(?:[1-9]|[0-2]\\d|3[01])\\.(?:0?[1-9]|1[0-2])\\.?';
/** A dash between the two, spaced or not. */
const DASH = '\\s?[\\p{Pd}]\\s?';
/** A currency's sign before the first end: "$3.30-3.35" is a price's range. */
const SIGN = '[$€£¥₹₩₽₺₫₱₪₴฿৳]';
/** What may stand before a range's first end that makes it no date: a sign, more digits. */
const PRICE = new RegExp(`(?:[\\d.]|${SIGN}\\s?)$`, 'u');
/** A range's first end: the dash and the last end after it. */
const AFTER = new RegExp(`^\\.?${DASH}${DOTTED}(?![\\d.,]?\\d)`, 'u');
/** A range's last end: the first end and the dash before it. */
const BEFORE = new RegExp(`(?<![\\d.]|${SIGN}\\s?)${DOTTED}${DASH}$`, 'u');

/**
 * Whether the dotted day and month `written` (its text) starting at `start` in `text` is an end of
 * a range of two such dates.
 */
export function inDottedDateRange(text: string, start: number, written: string): boolean {
  const end = start + written.length;
  if (!new RegExp(`^${DOTTED}$`, 'u').test(written)) return false;
  if (AFTER.test(text.slice(end, end + 12))) {
    return !PRICE.test(text.slice(Math.max(0, start - 2), start));
  }
  return BEFORE.test(text.slice(Math.max(0, start - 14), start));
}

/**
 * A dotted range's end read as a time ("14.03–17.03" matches the opening hours' "10.00–16.00"),
 * with its day and month as another reading where it is an end of a range of two real dates. A
 * minute of 00 is no month, so "10.00–16.00" stays hours only. (A figure's shape, not its type:
 * figure-kinds.ts asks this file.)
 */
export function withDottedRangeDates<F extends { readings: string[][] }>(
  text: string,
  token: Token,
  figure: F,
): F {
  if (!token.text.includes('.') || !inDottedDateRange(text, token.start, token.text)) return figure;
  const [day, month] = token.text.split('.').map(Number) as [number, number];
  return { ...figure, readings: [...figure.readings, [`day${day}`, `m${month}`]] };
}
