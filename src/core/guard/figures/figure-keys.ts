/**
 * A figure's keys (claim-figures.ts): what a quantity's values are as "n8", "c:euro:120", "p35",
 * "o3", "m12" or "nu:35" (a count of no unit known), and what a source's figure of a kind also
 * holds. A line's figure is supported where the source has every key of one of its readings.
 */
import type { Figure, FigureKind } from './figure-kinds.ts';
import { type FigureText, type Quantity, valueText } from './figure-quantities.ts';

/**
 * Count keys ("n35", "nu:35": of no unit known) and a source count's ordinal ("o35") of small
 * whole numbers, made once: most are.
 */
const COUNT_KEYS: string[] = [];
const UNITLESS_KEYS: string[] = [];
const ORDINAL_KEYS: string[] = [];
/** "o3" of a whole number from 1 to 9,999 (claim-figures.ts asks only for those). */
export function ordinalKey(value: number): string {
  ORDINAL_KEYS[value] ??= `o${value}`;
  return ORDINAL_KEYS[value] as string;
}
export function unitlessKey(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 10_000) return `nu:${valueText(value)}`;
  UNITLESS_KEYS[value] ??= `nu:${value}`;
  return UNITLESS_KEYS[value] as string;
}

/** A plain whole count under 10,000: its key made once ("n35"); undefined for any other value. */
function smallCountKey(quantity: Quantity, value: number): string | undefined {
  if (
    quantity.kind !== 'count' ||
    quantity.currencies ||
    quantity.percent ||
    quantity.unit ||
    !Number.isInteger(value) ||
    value < 0 ||
    value >= 10_000
  ) {
    return undefined;
  }
  COUNT_KEYS[value] ??= `n${value}`;
  return COUNT_KEYS[value];
}

/** The keys of one value of a quantity, by its kind. */
export function valueKeys(quantity: Quantity, value: number): string[] {
  const count = smallCountKey(quantity, value);
  if (count !== undefined) return [count];
  const text = valueText(value);
  if (quantity.unit) return [`u:${quantity.unit}:${text}`];
  if (quantity.currencies) return quantity.currencies.map((currency) => `c:${currency}:${text}`);
  if (quantity.percent) return [`p${text}`];
  if (quantity.kind === 'ordinal') return [`o${text}`];
  if (quantity.kind === 'day') return [`day${text}`];
  if (quantity.kind === 'month') return [`m${text}`];
  return [`n${text}`];
}

/**
 * The first of valueKeys: a source's plain count, read at every number of a long text, without
 * the list made for it.
 */
export function valueKey(quantity: Quantity, value: number): string {
  return smallCountKey(quantity, value) ?? (valueKeys(quantity, value)[0] as string);
}

/** A quantity's readings as keys: every combination of its values' keys. */
export function quantityReadings(quantity: Quantity): string[][] {
  if (quantity.decades) return quantity.decades.map((key) => [key]);
  const only = quantity.readings.length === 1 ? quantity.readings[0] : undefined;
  if (only?.length === 1 && !quantity.currencies) return [valueKeys(quantity, only[0] as number)];
  return quantity.readings.flatMap((values) =>
    values.reduce<string[][]>(
      (readings, value) =>
        readings.flatMap((reading) => valueKeys(quantity, value).map((key) => [...reading, key])),
      [[]],
    ),
  );
}

export const kindOf = (quantity: Quantity): FigureKind => {
  if (quantity.currencies) return 'money';
  if (quantity.percent) return 'percent';
  if (quantity.kind === 'day' || quantity.kind === 'month') return 'date';
  return quantity.kind === 'decade' ? 'decade' : quantity.kind === 'ordinal' ? 'ordinal' : 'count';
};

/** A figure's keys for a source: all of every reading, and what its kind also allows. */
export function sourceKeys(figure: Figure, reading: FigureText): void {
  for (const keys of figure.readings) for (const key of keys) reading.keys.add(key);
  if (figure.kind !== 'money' && figure.kind !== 'date') return;
  for (const keys of figure.readings) {
    for (const key of keys) {
      // A price in a currency is a price; a date's day is its ordinal ("the 3rd").
      const money = /^c:[^?:]+:(.+)$/.exec(key);
      if (money) reading.keys.add(`c:?:${money[1]}`);
      if (key.startsWith('day')) reading.keys.add(`o${key.slice(3)}`);
    }
  }
}
