/**
 * A count a line bounds from below, as a reader rounds the source's (issue 44, false stops): "más
 * de cincuenta mil aficionados" of "52.000 aficionados", "more than 50,000 fans" of "52,000 fans".
 * A bare "more than" is no rounding where it may be another count (rounded-figures.ts: "plus de
 * 300 salariés" is not the source's 312 votes), so the bound holds only of a source count of the
 * same thing: written before the same word as the line's, above the line's round figure and
 * within one step of its last significant digit (50,000: up to 60,000 kept out). "Más de sesenta
 * mil aficionados" of 52.000, or "more than 50,000 votes" of "52,000 fans", are still stopped.
 */
import type { Placed } from '../swaps/figure-ties.ts';
import type { Figure } from './figure-kinds.ts';
import { precisionOf } from './rounded-figures.ts';

/** "More than" just before a count, in the languages of the sets. */
export const MORE_THAN =
  /(?:^|[^\p{L}])(?:more than|over|upwards of|más de|plus de|mehr als|über|più di|oltre|mais de|meer dan|ruim|över|mer enn|flere enn|ponad|więcej niż|více než|több mint|более|больше|свыше|понад|більше|lebih dari|hơn|yli)\s+$/iu;
/** The word just after a figure. */
const NEXT_WORD = /^\s*([\p{L}\p{M}]+)/u;
const COUNT = /^nu?:?(\d+)$/;
/** A whole number that may be a year. */
const YEAR = /^(?:1[89]|20|21)\d\d$/;

/**
 * Whether `figure`, a count of `line` after "more than", is a source count of the same thing
 * rounded down. `placed`: the source's figures where it writes them, with their words.
 */
export function boundedCount(figure: Figure, line: string, placed: readonly Placed[]): boolean {
  if (figure.kind !== 'count') return false;
  const at = line.indexOf(figure.text);
  if (at < 0 || !MORE_THAN.test(line.slice(Math.max(0, at - 24), at))) return false;
  const noun = NEXT_WORD.exec(line.slice(at + figure.text.length))?.[1]?.toLowerCase();
  if (!noun) return false;
  const values = figure.readings.flatMap((reading) =>
    reading.length === 1 ? [Number(COUNT.exec(reading[0] ?? '')?.[1] ?? Number.NaN)] : [],
  );
  return values.some((value) => {
    const step = precisionOf(value);
    if (!(step >= 10)) return false;
    return placed.some(
      ({ figure: theirs, ties }) =>
        ties.includes(`a:${noun}`) &&
        theirs.readings.some((reading) => {
          const count = Number(COUNT.exec(reading[0] ?? '')?.[1] ?? Number.NaN);
          // A count that may be a year ("from 2027") is rounded from by none (rounded-figures.ts).
          if (YEAR.test(String(count))) return false;
          return reading.length === 1 && count > value && count < value + step;
        }),
    );
  });
}
