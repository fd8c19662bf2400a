/**
 * A number's smaller part after its ten thousands (figure-ranges.ts reads it after the scale word):
 * "4万2千", "1만 2천", "3万5000" are one number, as "42,000" writes it.
 */
import {
  digitQuantity,
  type FigureText,
  type Quantity,
  scaleWordAfter,
} from '../figures/figure-quantities.ts';
import { spaced, type Token } from '../figures/figure-tokens.ts';

/** The one value of a quantity read one way, or undefined. */
const onlyValue = (quantity: Quantity): number | undefined =>
  quantity.readings.length === 1 && quantity.readings[0]?.length === 1
    ? quantity.readings[0][0]
    : undefined;

/**
 * "4万2千", "1만 2천", "3万5000": digits with the ten thousands' scale, then what is less than it
 * (with its own scale, or digits written on): one number, 42,000, as "42,000" writes it.
 */
export function smallerScaleAfter(quantity: Quantity, reading: FigureText): void {
  const high = onlyValue(quantity);
  if (high === undefined || high < 1e4 || high % 1e4 !== 0 || quantity.kind !== 'count') return;
  const { tokens, text } = reading;
  const at = quantity.last + 1;
  const next = tokens[at];
  const end = (tokens[quantity.last] as Token).end;
  if (next?.kind !== 'number' || !spaced(text, end, next.start, 1)) return;
  const low = digitQuantity(at, reading);
  if (!low) return;
  scaleWordAfter(low, reading);
  const value = onlyValue(low);
  const scaled = low.last > at || next.groups[19] !== undefined;
  // Digits with no scale of their own only written on ("3万5000"), never after a space.
  if (value === undefined || value <= 0 || value >= 1e4 || (!scaled && next.start !== end)) return;
  quantity.readings = [[high + value]];
  quantity.last = low.last;
  quantity.end = low.end;
}
