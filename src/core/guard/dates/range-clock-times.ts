/**
 * A range whose ends each carry a word of the hour: "von 7 Uhr bis 22 Uhr", "từ 7 giờ đến 22
 * giờ", "van 9 uur tot 17 uur". Read as a range, its ends lost the times each says alone ("um 7
 * Uhr" holds 7:00), so a translation's "from 7am to 10pm" was stopped for both (round
 * thirty-seven: a Vietnamese shop's hours in English). A source's end that reads as a clock on
 * its own adds its times (an end with no word of its own, "von 7 bis 22 Uhr", is
 * figure-source.ts's); a line's range of two such ends holds where the source has both times.
 */

import type { Quantity } from '../figures/figure-quantities.ts';
import { clockTimes } from './clock-units.ts';

/** Adds to a source's `keys` the clock times of a range's ends that are hours of their own. */
export function addRangeClockTimes(ends: readonly Quantity[], keys: Set<string>): void {
  for (const end of ends) for (const time of clockTimes(end)) keys.add(time);
}

/** A line's range of two hours as the pairs of times it may name; none unless both are hours. */
export function rangeClockReadings(from: Quantity, to: Quantity): string[][] {
  const first = clockTimes(from);
  const last = clockTimes(to);
  return first.flatMap((one) => last.map((other) => [one, other]));
}
