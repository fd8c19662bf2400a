/**
 * A numeric date's day and month as the source's language writes them (issue 44, item 1): a
 * German or Russian "03.04.2026" is the 3rd of April and nothing else, so a line's "4. Apr." or
 * "4 апреля" is no date of it, though 4 is a number the source writes (its month). Only where every
 * language the source is read in writes the day first (CLDR's order, through `Intl`) is the other
 * way round left out; an English source's "03/04/2026" stays either date.
 */
import { writesDayFirst } from './written-date-order.ts';

/** Whether every one of `langs` (one at least) writes a numeric date's day first. */
export const daysComeFirst = (langs: readonly string[]): boolean =>
  langs.length > 0 && langs.every((lang) => writesDayFirst(lang) === true);

/**
 * A number of one or two digits; the guard's text writes every script's digits as ASCII ones
 * (claim-text.ts).
 */
const LONE_NUMBER = /(?<!\d)(\d{1,2})(?!\d)/gu;

/**
 * The numbers of `text`'s numeric dates (`dates`: their spans and numbers) it writes nowhere else:
 * a month read as a day there, which is not paired with every month the source names in another
 * language ("03.04.2026 … 5 апреля" holds no 4 April).
 */
export function numericOnlyDays(
  text: string,
  dates: ReadonlyArray<{ start: number; end: number; numbers: readonly number[] }>,
): Set<number> {
  const only = new Set<number>();
  if (dates.length === 0) return only;
  const parts: string[] = [];
  let from = 0;
  for (const { start, end, numbers } of dates) {
    parts.push(text.slice(from, start), ' ');
    from = end;
    for (const number of numbers) only.add(number);
  }
  parts.push(text.slice(from));
  for (const match of parts.join('').matchAll(LONE_NUMBER)) only.delete(Number(match[1]));
  return only;
}
