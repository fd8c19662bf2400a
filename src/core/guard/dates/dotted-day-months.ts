/**
 * A day and month in digits with their dots and no year (issue 44, round forty-three): "zum 1.1."
 * of a source's "Ab dem 1. Januar", "ab 24.12." of "am 24. Dezember". German, the Nordic languages,
 * Polish, Czech and others write a date so; the figures' reader reads "1.1" as a number (a year
 * must follow for it to read a date), so the line's date was stopped as a figure the source lacks.
 * Czech, Slovak and Polish space it ("od 4. 1.", round forty-four), which the reader takes for two
 * numbers, each held here as half of the date; Hungarian writes the month first ("01. 04.",
 * January 4th, as its "2025. 01. 04." does), read so where the source is Hungarian.
 *
 * Narrow: the digits are a day (1-31) and a month (1-12) with a full stop after the month too, as
 * a date is written and a decimal never is, and the source holds that day of that month
 * (date-pairs.ts's key): "zum 1.2." of a source's 1 January still stops.
 */

import type { Figure } from '../figures/figure-kinds.ts';
import { pairKey } from './date-pairs.ts';

const DAY_MONTH = /^(\d{1,2})\.(\d{1,2})$/u;
/** "4. 1.", "01. 04.": two numbers, each with its full stop, one space between. */
const SPACED = /(?<![\d.,])(\d{1,2})\. (\d{1,2})\.(?![\d.,]?\d)/gu;

let spaced: { line: string; pairs: Array<[string, string]> } | undefined;

/** The line's spaced dates ("4. 1."), read once a line: each figure of a long line asks. */
function spacedPairs(line: string): Array<[string, string]> {
  if (spaced?.line !== line) {
    const pairs = line.includes('. ')
      ? [...line.matchAll(SPACED)].map((match): [string, string] => [
          match[1] ?? '',
          match[2] ?? '',
        ])
      : [];
    spaced = { line, pairs };
  }
  return spaced.pairs;
}

/** Whether `first` and `second` of a dotted date are a day and month the source's `keys` hold. */
function heldPair(first: string, second: string, keys: ReadonlySet<string>, monthFirst: boolean) {
  const day = Number(monthFirst ? second : first);
  const month = Number(monthFirst ? first : second);
  if (day < 1 || day > 31 || month < 1 || month > 12) return false;
  return keys.has(pairKey(day, month));
}

/**
 * Whether the line's `figure` is a day and month written "1.1." (or one number of "4. 1.") that
 * the source's `keys` hold; `monthFirst` where the source is Hungarian.
 */
export function heldDottedDayMonth(
  figure: Figure,
  line: string,
  keys: ReadonlySet<string>,
  monthFirst = false,
): boolean {
  if (figure.kind === 'count' && /^\d{1,2}$/u.test(figure.text)) {
    const value = Number(figure.text);
    return spacedPairs(line).some(
      ([first, second]) =>
        (Number(first) === value || Number(second) === value) &&
        heldPair(first, second, keys, monthFirst),
    );
  }
  // "bis 15.12." is read as a clock's 15:12 after "bis": its closing dot says a date.
  const match =
    figure.kind === 'count' || figure.kind === 'time' ? DAY_MONTH.exec(figure.text) : null;
  if (!match || !heldPair(match[1] ?? '', match[2] ?? '', keys, monthFirst)) return false;
  // Written with its closing dot, no digit after ("1.1.2027" is read as a date already).
  const escaped = figure.text.replace('.', '\\.');
  return new RegExp(String.raw`(?<![\d.,])${escaped}\.(?![\d.,]?\d)`, 'u').test(line);
}
