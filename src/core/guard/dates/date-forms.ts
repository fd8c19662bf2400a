/**
 * A line's figure that is part of a date written in another form than the source's (issue 44,
 * item 4), held where the date is the source's: a year cut after an apostrophe ("März '26"), an
 * era's year ("令和8年"), a year-first date with a two-digit year ("26.4.3"), a day before a Roman
 * month ("3-IV-2026"), a two-digit year after a named month ("15 มี.ค. 69"). One call, so held-otherwise.ts asks them in one place.
 */
import type { ClaimSource } from '../claim-source.ts';
import type { Figure } from '../figures/figure-kinds.ts';
import { heldApostropheYear } from './apostrophe-years.ts';
import { heldJapaneseEraYear } from './japanese-eras.ts';
import { heldRomanMonthDay } from './roman-month-dates.ts';
import { heldShortYearDate } from './short-year-dates.ts';
import { heldShortYearAfterMonth } from './short-years-after-months.ts';

/** Whether `figure` of `line` is such a part of a date the source holds. */
export function heldDateForm(figure: Figure, line: string, source: ClaimSource): boolean {
  const keys = source.figures;
  return (
    heldApostropheYear(figure, line, keys) ||
    heldJapaneseEraYear(figure, line, keys) ||
    heldRomanMonthDay(figure, line, keys) ||
    heldShortYearDate(figure, keys, [...source.langs, ...source.lineLangs]) ||
    // "15 มี.ค. 69" of "15 มีนาคม 2569" (short-years-after-months.ts).
    heldShortYearAfterMonth(figure, line, keys, ['en', ...source.langs, ...source.lineLangs])
  );
}
