/**
 * A measure told per another unit than the source's (issue 44, long documents): "165 Wh/L" of
 * "about 165 watt-hours per kilogram", "148 mAh per kg" of "148 mAh/g". The readers of figures read
 * such a rate as its bare number (its units are no kind they know), which the source holds, so the
 * changed unit went through. The unit a measure is per is read right after its own ("Wh/L",
 * "watt-hours per kilogram"), as per-unit-prices.ts reads a price's; the line's is stopped only
 * where every figure of the source holding its value is per some unit, none the line's.
 */

import { sourceHolding } from '../swaps/figure-bindings.ts';
import type { Placed } from '../swaps/figure-ties.ts';
import { UNITS } from './per-unit-prices.ts';

/**
 * A unit, then "/" or "per" and the unit it is per: "Wh/kg", "watt-hours per kilogram"; or "per"
 * alone after a measure whose figure holds its unit ("12 liters per hour": figure-measures.ts
 * reads "12 liters" as one figure).
 */
const RATE = /^(?:\s?[\p{L}][\p{L}-]*\s?(?:\/\s?|\s+per\s+)|\s+per\s+)(\p{L}+)(?![\p{L}])/iu;

/** Units a rate is per that a price's are not, and symbols: "Wh/L", "mAh/g", "km/h". */
const MORE: ReadonlyMap<string, string> = new Map([
  ['l', 'l'],
  ['g', 'g'],
  ['m', 'm'],
  ['h', 'h'],
  ['km', 'km'],
  ['kilometre', 'km'],
  ['kilometer', 'km'],
  ['s', 's'],
  ['second', 's'],
  ['min', 'min'],
  ['minute', 'min'],
  ['cm', 'cm'],
  ['ha', 'ha'],
  ['hectare', 'ha'],
]);

/** The unit the measure ending at `end` of `text` is per, by its one name; none for a bare one. */
function perUnit(text: string, end: number): string | undefined {
  const word = RATE.exec(text.slice(end, end + 40))?.[1];
  if (word === undefined) return undefined;
  const lower = word.toLowerCase();
  return UNITS.get(lower) ?? MORE.get(lower);
}

/** The line's measures (as written) told per another unit than each of the source's of that value. */
export function changedRateUnits(
  line: string,
  placed: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
): string[] {
  const found: string[] = [];
  for (const mine of placed) {
    // A price's unit is per-unit-prices.ts's.
    if (mine.figure.kind === 'money') continue;
    const unit = perUnit(line, mine.start + mine.figure.text.length);
    if (unit === undefined) continue;
    const units = sourceHolding(mine.figure, source).map((one) =>
      perUnit(sourceText, one.start + one.figure.text.length),
    );
    if (units.length > 0 && units.every((one) => one !== undefined && one !== unit)) {
      found.push(mine.figure.text);
    }
  }
  return found;
}
