/**
 * A date's day and month as one figure (docs/decisions/012, "Long documents"): a line's "3
 * September" holds only where the source writes the 3rd of September, not where it has "3 August"
 * and "September 2022" apart. A line's day written beside an English month's name carries a key of
 * the pair; the source holds the pairs it writes in words, in ranges and in digits. Both linear.
 */

import type { Figure } from '../figures/figure-kinds.ts';
import { RANGE_WORDS } from '../figures/figure-words.ts';
import { MONTHS } from './calendar-words.ts';
import { daysComeFirst, numericOnlyDays } from './numeric-date-order.ts';
import { tiedSourceDays } from './tied-source-days.ts';

const MONTH = String.raw`(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?`;
// "21. September": German, Polish and Nordic write the day as an ordinal with a full stop.
export const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th|\.)?`;
export const AND = String.raw`\s*(?:[-–]|and|to|&|,)\s*`;
/** A weekday before a range's second day: "Sat 14 - Sun 15 March" (round twenty-one). */
const WEEKDAY = String.raw`(?:(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs?)?|Fri|Sat(?:ur)?|Sun)(?:day)?\.?,?\s+)?`;
let daysMonth: RegExp | undefined;
/**
 * "3 September", "3rd of Sept.", "17-19 September", "3 and 4 August", "Sat 14 - Sun 15 March"; a
 * range in the words of another language writing the month as English does ("3. bis 5. April",
 * "3 tot 5 september": figure-words.ts's range words). Built on first use.
 */
const daysMonthPattern = (): RegExp => {
  if (daysMonth) return daysMonth;
  const words = [...RANGE_WORDS].filter((word) => /^[a-z]+$/u.test(word)).join('|');
  const and = String.raw`(?:${AND}|\s+(?:${words})\s+)`;
  daysMonth = new RegExp(
    String.raw`(?<![\d.,])${DAY}(?:${and}${WEEKDAY}${DAY})?\s+(?:of\s+)?${MONTH}(?![\p{L}])`,
    'giu',
  );
  return daysMonth;
};
/** "September 3", "Sept. 17–19", "August 3rd and 4th", "March the 5th". */
const MONTH_DAYS = new RegExp(
  String.raw`(?<![\p{L}])${MONTH}\s+(?:the\s+)?${DAY}(?:${AND}${DAY})?(?![\d.,]?\d)`,
  'giu',
);
/** "2025-09-03", "03/09/2025", "9/3/25": day and month either way round where the year is last. */
const NUMERIC =
  /(?<![\d.,])(?:(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})|(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4}))(?![\d.,]?\d)/gu;
/**
 * Between a day and a month named in another language: German's full stop, Iberian "de"; and a
 * dash between a day and any month's name, read as a day only with a year after (dashed-month-dates.ts).
 */
const OTHER_DAY_MONTH = /^(?:\.?\s+(?:de\s+)?|-)$/u;
const ENGLISH_MONTH = new RegExp(`^${MONTH}$`, 'iu');
const ANY_MONTH = new RegExp(String.raw`(?<![\p{L}])${MONTH}(?![\p{L}])`, 'giu');
/**
 * What every MONTH begins with: a text without it has no month's name, and the three patterns
 * that read names (each slow over a long text) are not run. Without `u` the same in the guard's
 * NFKC text (no "ſ" left to fold to an "s").
 */
const MONTH_START = /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/i;

const monthOf = (name: string): number =>
  MONTHS.findIndex((month) => month.startsWith(name.toLowerCase().replace(/\.$/, ''))) + 1;

/** The key of a day of a month: "dm3.9", the 3rd of September. */
export const pairKey = (day: number, month: number) => `dm${day}.${month}`;

/**
 * Adds to a source's `keys` each day of a month it writes, in words or in digits; a numeric date
 * either way round unless each of `langs` writes the day first (numeric-date-order.ts).
 */
export function addDatePairs(text: string, keys: Set<string>, langs: readonly string[] = []): void {
  if (!/\d/.test(text)) return;
  const add = (day: number, month: number) => {
    if (day >= 1 && day <= 31 && month >= 1 && month <= 12) keys.add(pairKey(day, month));
  };
  // A month the source names in another language ("15 अगस्त", "3 août") or writes otherwise: its
  // days are not told apart here, so each of its days may be that month's.
  const english = new Set<number>();
  for (const match of MONTH_START.test(text) ? text.matchAll(ANY_MONTH) : []) {
    english.add(monthOf(match[1] ?? ''));
  }
  // Both patterns read a month's name where ANY_MONTH finds one: "Maya" or "mayor" is none.
  const named = english.size > 0;
  for (const match of named ? text.matchAll(daysMonthPattern()) : []) {
    const month = monthOf(match[3] ?? '');
    for (const day of [match[1], match[2]]) if (day) add(Number(day), month);
  }
  for (const match of named ? text.matchAll(MONTH_DAYS) : []) {
    const month = monthOf(match[1] ?? '');
    for (const day of [match[2], match[3]]) if (day) add(Number(day), month);
    // "June 3 to 5": the range's last day is a day, as a line's "June 3-5" reads it (h303); not
    // after a comma ("June 3, 5 people").
    if (match[3] && !match[0].includes(',')) keys.add(`day${Number(match[3])}`);
  }
  const dayFirst = daysComeFirst(langs);
  const numeric: Array<{ start: number; end: number; numbers: number[] }> = [];
  for (const match of text.matchAll(NUMERIC)) {
    const [first, second] = match[1] ? [match[3], match[2]] : [match[4], match[5]];
    add(Number(first), Number(second));
    if (!match[1] && !dayFirst) add(Number(second), Number(first));
    const end = match.index + match[0].length;
    numeric.push({ start: match.index, end, numbers: [Number(first), Number(second)] });
  }
  const numericOnly = numericOnlyDays(text, numeric);
  // "20. března": a day written only before a month's name is that month's (tied-source-days.ts).
  const { pairs, tied } = tiedSourceDays(text, langs);
  for (const [day, month] of pairs) add(day, month);
  // A long source holds thousands of keys: each is told by its start before a pattern reads it.
  const days = [...keys]
    .filter((key) => key.startsWith('day') && /^day\d/.test(key))
    .map((key) => Number(key.slice(3)))
    .filter((day) => !numericOnly.has(day) && !tied.has(day));
  if (days.length === 0) return;
  for (const key of [...keys]) {
    const month = key.startsWith('m') ? /^m(\d+)$/.exec(key)?.[1] : undefined;
    if (month === undefined || english.has(Number(month))) continue;
    for (const day of days) add(day, Number(month));
  }
}

const loneKey = (figure: Figure | undefined, prefix: RegExp): string | undefined => {
  const reading = figure?.kind === 'date' && figure.readings.length === 1 && figure.readings[0];
  return reading && reading.length === 1 && prefix.test(reading[0] ?? '') ? reading[0] : undefined;
};

/**
 * A line's figures with each day written beside an English month's name ("3 September",
 * "September 3", "3rd of September") carrying the pair's key too: the source must write that day of
 * that month, not the day and the month apart.
 */
export function pairLineDays(text: string, figures: Figure[]): Figure[] {
  if (figures.length < 2) return figures;
  let cursor = 0;
  const spans = figures.map((figure) => {
    const start = figure.text === '' ? -1 : text.indexOf(figure.text, cursor);
    if (start >= 0) cursor = start + figure.text.length;
    return { start, end: start + figure.text.length };
  });
  for (let index = 0; index + 1 < figures.length; index++) {
    const [a, b] = [figures[index] as Figure, figures[index + 1] as Figure];
    const [first, second] = [spans[index], spans[index + 1]];
    if (!first || !second || first.start < 0 || second.start < 0) continue;
    const between = text.slice(first.end, second.start);
    const dayFirst = loneKey(a, /^day\d/) !== undefined && loneKey(b, /^m\d/) !== undefined;
    // "Sept. 14": a month's abbreviation keeps its full stop (a day's is German's ordinal).
    if (!(dayFirst ? /^,?\s+(?:of\s+)?$/u : /^\.?,?\s+(?:of\s+)?$/u).test(between)) {
      if (!dayFirst || !OTHER_DAY_MONTH.test(between)) continue;
    }
    const [day, month] = dayFirst ? [a, b] : [b, a];
    const dayKey = loneKey(day, /^day\d/);
    const monthKey = loneKey(month, /^m\d/);
    if (!dayKey || !monthKey) continue;
    // A month named in another language after its day ("4. Apr.", "4 апреля", "4 de abril"): its
    // key's number. Before it ("augusztus 14–18."), a range's last day may be read as none.
    const english = ENGLISH_MONTH.test(month.text.trim());
    if (!english && !dayFirst) continue;
    const monthNumber = english ? monthOf(month.text.trim()) : Number(monthKey.slice(1));
    if (monthNumber === 0) continue;
    const paired = pairKey(Number(dayKey.slice(3)), monthNumber);
    const at = figures.indexOf(day);
    figures[at] = { ...day, readings: [[dayKey, paired]] };
    pairRangeEnd(text, figures, spans, at + 1, monthNumber);
  }
  return figures;
}

/**
 * A range's second day after a month's day ("March 14-15", "March 14 and 15"): a day of that
 * month, not a count the source must write as one (round twenty-one: "Sat 14 - Sun 15 March" put as
 * "March 14-15" was stopped for its 15).
 */
function pairRangeEnd(
  text: string,
  figures: Figure[],
  spans: ReadonlyArray<{ start: number; end: number }>,
  index: number,
  month: number,
): void {
  const [day, end] = [spans[index - 1], spans[index]];
  const figure = figures[index];
  if (!day || !end || !figure || end.start < 0 || figure.kind !== 'count') return;
  const between = text.slice(day.end, end.start);
  if (!new RegExp(`^${AND}$`, 'iu').test(between)) return;
  const value = figure.text.trim();
  if (!/^\d{1,2}$/u.test(value) || Number(value) < 1 || Number(value) > 31) return;
  // A comma alone may end the date and begin another figure ("March 3, 1 of them"): the count
  // stays a reading beside the day.
  const counted = /^\s*,\s*$/u.test(between) ? figure.readings : [];
  figures[index] = {
    ...figure,
    kind: 'date',
    readings: [[`day${Number(value)}`, pairKey(Number(value), month)], ...counted],
  };
}
