/**
 * A date written year first with the year cut to two digits, as the languages that write the year
 * first do ("26.4.3" in Korean, "26/4/3" in Japanese and Chinese: CLDR's order, through `Intl`):
 * the 3rd of April 2026, held where the source writes that day of that month and that year (issue
 * 44, item 4). Read so only where a language of the source or the card writes the year first; the
 * figure alone is three counts the source need not write ("26.4.4" stays stopped).
 */

import type { Figure } from '../figures/figure-kinds.ts';
import { pairKey } from './date-pairs.ts';
import { writesYearFirst } from './written-date-order.ts';

const SHORT_YEAR_DATE = /^(\d{2})([./])\s?(\d{1,2})\2\s?(\d{1,2})\.?$/u;

/** Whether `figure` ("26.4.3") is such a date whose day, month and year `keys` hold. */
export function heldShortYearDate(
  figure: Figure,
  keys: ReadonlySet<string>,
  langs: readonly string[],
): boolean {
  const match = SHORT_YEAR_DATE.exec(figure.text);
  if (!match || !langs.some(writesYearFirst)) return false;
  const [year, month, day] = [match[1], Number(match[3]), Number(match[4])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  return keys.has(pairKey(day, month)) && (keys.has(`n20${year}`) || keys.has(`n19${year}`));
}
