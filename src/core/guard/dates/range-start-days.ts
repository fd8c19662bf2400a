/**
 * A range of days whose first end is the day alone, before a numeric date written day first:
 * German "14.–17.03.", Finnish "14.–17.3.", Czech and Slovak "14.–17. 3.", Dutch "14–17-3" (issue
 * 44). The first day is a day of the last one's month, as "12 to 20 October" makes 12 a day
 * (figure-dates.ts's rangeToMonth); read as a count, a line's "14.–17.03." of the source's "14.–17.
 * März" was stopped for its 14, and a source's "14.–17. 3." held no 14th of March for a line's
 * "14. 3. – 17. 3.". Only in a language that writes the day before the month (CLDR through
 * `Intl`), and only a first day before the last (a smaller "17–14.3." is no range of days).
 * numeric-range-ends.ts reads the mirror: the end day alone after a month and day ("11/21~23").
 */

import type { Figure } from '../figures/figure-kinds.ts';
import { pairKey } from './date-pairs.ts';
import { writesDayFirst } from './written-date-order.ts';

/** The first day's own full stop ("14."), the dash, and spaces around it. */
const JOIN = /^\.?\s?[-–]\s?$/u;
/** A day and its month, day first: "17.03.", "17. 3.", "17.3", "17/3", "17-3". */
const DAY_MONTH = /^(\d{1,2})(?:\.\s?|\/|-)(\d{1,2})\.?$/u;

/** Where each figure of a line stands in it (-1 where its text is not found after the last). */
function spansOf(text: string, figures: readonly Figure[]): Array<[number, number]> {
  let cursor = 0;
  return figures.map((figure) => {
    const start = figure.text === '' ? -1 : text.indexOf(figure.text, cursor);
    if (start >= 0) cursor = start + figure.text.length;
    return [start, start + figure.text.length];
  });
}

/** The day and month of a date figure written day first, where its readings hold them. */
function dayAndMonth(figure: Figure): [number, number] | undefined {
  const written = DAY_MONTH.exec(figure.text.trim());
  // "12.-14.7.": a count's "14.7" whose readings hold the 14th of July is as much the date (h303).
  if ((figure.kind !== 'date' && figure.kind !== 'count') || !written) return undefined;
  const [day, month] = [Number(written[1]), Number(written[2])];
  const read = figure.readings.some(
    (keys) => keys.includes(`day${day}`) && keys.includes(`m${month}`),
  );
  return read && month >= 1 && month <= 12 ? [day, month] : undefined;
}

/** `figures` of a line with each range's first day alone read as a day of its end's month. */
export function withRangeStartDays(
  text: string,
  figures: Figure[],
  langs: Iterable<string>,
): Figure[] {
  if (figures.length < 2 || !/[-–]/u.test(text)) return figures;
  if (![...langs].some((lang) => lang !== 'en' && writesDayFirst(lang) === true)) return figures;
  const spans = spansOf(text, figures);
  return figures.map((figure, index) => {
    const end = figures[index + 1];
    const [at, to] = spans[index] as [number, number];
    const next = spans[index + 1];
    if (figure.kind !== 'count' || !end || !next || at < 0 || next[0] < 0) return figure;
    if (!/^\d{1,2}$/u.test(figure.text) || !JOIN.test(text.slice(to, next[0]))) return figure;
    const last = dayAndMonth(end);
    const day = Number(figure.text);
    if (!last || day < 1 || day >= last[0]) return figure;
    const month = last[1];
    return {
      ...figure,
      readings: [...figure.readings, [`day${day}`, `m${month}`, pairKey(day, month)]],
    };
  });
}

/** "14.–17. 3.": the first day alone, the dash, the last day and its month. */
const RANGE = /(?<![\d.,])(\d{1,2})\.?\s?[-–]\s?(\d{1,2})(?:\.\s?|\/|-)(\d{1,2})(?![\d]|[.,]\d)/gu;

/** Adds to a source's `keys` the first day of each such range as a day of its month. */
export function addRangeStartDays(text: string, langs: readonly string[], keys: Set<string>): void {
  if (!/\d\.?\s?[-–]/u.test(text)) return;
  if (!langs.some((lang) => lang !== 'en' && writesDayFirst(lang) === true)) return;
  for (const match of text.matchAll(RANGE)) {
    const [day, last, month] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (day < 1 || day >= last || last > 31 || month < 1 || month > 12) continue;
    keys.add(`day${day}`).add(`m${month}`).add(pairKey(day, month));
  }
}
