/**
 * A month and its year in digits (h268): Polish and Czech write "03.2026", Vietnamese "3/2026",
 * for March 2026. Read as a decimal ("3.2026"), a post's "Dane za 03.2026" did not hold its line's
 * "za marzec 2026", nor a post's "w marcu 2026" a line's "w 03.2026". A source gains the month and
 * the year; a line's such figure gains them as another reading beside its number's, so a month or
 * a year changed ("04.2026", "03.2025") is still stopped. Only a month of one or two digits and a
 * year from 1900 to 2100, nothing of a number around them.
 */
import type { Figure } from '../figures/figure-kinds.ts';

const MONTH_YEAR = /(?<![\d.,/:-])(0?[1-9]|1[0-2])[./]((?:19|20)\d\d|2100)(?![\d.,/]?\d)/gu;
const WHOLE = /^(0?[1-9]|1[0-2])[./]((?:19|20)\d\d|2100)$/u;

/** Adds to a source's `keys` the month and year of each "03.2026" it writes. */
export function addNumericMonthYears(text: string, keys: Set<string>): void {
  if (!/\d[./](?:19|20)\d\d/u.test(text)) return;
  for (const match of text.matchAll(MONTH_YEAR)) {
    keys.add(`m${Number(match[1])}`);
    keys.add(`n${match[2]}`);
  }
}

/** `figures` of a line with each "03.2026" read as a month and year too. */
export function withNumericMonthYears(figures: Figure[]): Figure[] {
  return figures.map((figure) => {
    const match = figure.kind === 'count' ? WHOLE.exec(figure.text) : null;
    if (!match) return figure;
    return { ...figure, readings: [...figure.readings, [`m${Number(match[1])}`, `n${match[2]}`]] };
  });
}
