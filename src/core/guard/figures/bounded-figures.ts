/**
 * A figure a line bounds, as a faithful summary writes the source's (issue 44 item 4, false
 * stops): "Prices rose more than 3%" of 3.2%, "over $4 million" of $4.3 million, "more than 12 km"
 * of 12.6 km, "3,000戸以上" and "3,000채 이상" of 3,120, "under 5%" of 4.7%. The bound holds where a
 * source figure of the same kind and unit lies past the line's on the side its word says, within
 * one step of the line's last significant digit ("more than 3%": above 3 and below 4; "more than
 * 3,000": 3,001 to 3,999): the line's figure is the source's cut to the line's own precision.
 * "More than 4%" or "over 2%" of 3.2% are stopped, as is "under 4%" of 4.7%.
 *
 * A bare count tells no unit, and "plus de 300 salariés" is not the source's 312 votes
 * (rounded-figures.ts): a count's bound holds only of a source count of the same word or counter
 * ("戸", "채", "konut"), of two digits' step at least, and of no year (figure-years.ts).
 * bounded-counts.ts reads the spaced languages' "more than N nouns" by the source's ties; this
 * reads the bound words of figure-hedges.ts, after the figure too. A source's figure bounded on
 * the same side by the source itself is a threshold ("65세 이상", "over 5%"): a line's other bound
 * of it ("60세 이상", "over 4%") is another threshold and stays stopped.
 */
import type { ClaimSource } from '../claim-source.ts';
import { boundSide, countedWord } from './figure-hedges.ts';
import type { Figure } from './figure-kinds.ts';
import { mayBeYear } from './figure-years.ts';
import { precisionOf } from './rounded-figures.ts';

/** A value key's kind and unit ("p", "c:dollar:", "u:kilometer:", "n", "nu:") and its value. */
const VALUE_KEY = /^(n|nu:|p|c:[^:]+:|u:[^:]+:)(\d+(?:\.\d+)?)$/;
/** A bare count's prefixes: no unit in its key. */
const COUNT = new Set(['n', 'nu:']);
/** How far after a figure its counted word is looked for. */
const REACH = 32;

const keyValue = (key: string): { prefix: string; value: number } | undefined => {
  const parts = VALUE_KEY.exec(key);
  return parts ? { prefix: parts[1] as string, value: Number(parts[2]) } : undefined;
};

/**
 * Whether `source` lies past `value` on `side`, within one step of its last significant digit,
 * and a little past where that digit is the only one: "over 40 mm" is not of 48.3 mm, nor "more
 * than 3,000" of 3,900 (a fifth of the value at most, as rounded-figures.ts narrows "about").
 */
function within(source: number, value: number, side: 1 | -1): boolean {
  const step = precisionOf(value);
  const reach = value >= 10 && value / step < 10 ? Math.min(step, value / 5) : step;
  const off = (source - value) * side;
  return off > 1e-9 && off < reach - 1e-9;
}

/**
 * Whether the source bounds its figure of `key` on `side` itself: "65세 이상" (65 or older) is a
 * threshold, and a line's "60세 이상" of it another threshold, no rounding of a count.
 */
function boundedInSource(key: string, side: 1 | -1, source: ClaimSource): boolean {
  return (source.placed?.() ?? []).some(
    ({ figure, start }) =>
      figure.readings.some((reading) => reading.includes(key)) &&
      boundSide(source.text, start, start + figure.text.length) === side,
  );
}

/** Whether a same-unit figure of the source lies within the line's bound. */
function unitBound(prefix: string, value: number, side: 1 | -1, source: ClaimSource) {
  for (const key of source.figures) {
    const read = keyValue(key);
    if (read?.prefix === prefix && within(read.value, value, side)) {
      if (!boundedInSource(key, side, source)) return true;
    }
  }
  return false;
}

/** Whether a source count of the line's counted `word` lies within the line's bound. */
function countBound(value: number, side: 1 | -1, word: string, source: ClaimSource): boolean {
  if (precisionOf(value) < 10) return false;
  return (source.placed?.() ?? []).some(({ figure, start }) => {
    const after = source.text.slice(start + figure.text.length, start + figure.text.length + REACH);
    if (countedWord(after) !== word) return false;
    return figure.readings.some((reading) => {
      const read = reading.length === 1 ? keyValue(reading[0] as string) : undefined;
      if (!read || !COUNT.has(read.prefix) || !within(read.value, value, side)) return false;
      // The source's own bound on that side is a threshold, not a count to round.
      if (boundSide(source.text, start, start + figure.text.length) === side) return false;
      return !mayBeYear(read.value, source.text, source.figures);
    });
  });
}

/** Whether the line's `figure`, after or before a bound word, bounds a figure of the source. */
export function boundedFigure(figure: Figure, line: string, source: ClaimSource): boolean {
  if (figure.kind === 'date' || figure.kind === 'time' || figure.kind === 'score') return false;
  const at = line.indexOf(figure.text);
  if (at < 0) return false;
  const end = at + figure.text.length;
  const side = boundSide(line, at, end);
  if (side === undefined) return false;
  const word = countedWord(line.slice(end, end + REACH));
  return figure.readings.some((reading) => {
    let bounded = false;
    const each = reading.every((key) => {
      if (source.figures.has(key)) return true;
      const read = keyValue(key);
      if (!read || read.value <= 0) return false;
      bounded = COUNT.has(read.prefix)
        ? word !== undefined && countBound(read.value, side, word, source)
        : unitBound(read.prefix, read.value, side, source);
      return bounded;
    });
    return each && bounded;
  });
}
