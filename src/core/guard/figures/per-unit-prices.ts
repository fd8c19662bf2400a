/**
 * A price told per another unit than the source's (round twenty-two): "6.20 dollars a kilo" is
 * not "$6.20 a pound", nor "€3 per litre" "€3 per gallon". The figure is the source's, the unit
 * it is a price of is not; an amount the source gives per no unit, or per the line's, stays.
 */
import type { Placed } from '../swaps/figure-ties.ts';

/** The unit a price is of, in English, each spelling to one name. */
export const UNITS: ReadonlyMap<string, string> = new Map(
  [
    ['kg', 'kilo kilos kg kgs kilogram kilograms kilogramme kilogrammes'],
    ['lb', 'pound lb lbs'],
    ['g', 'gram grams gramme grammes'],
    ['oz', 'ounce ounces oz'],
    ['l', 'litre liter litres liters'],
    ['gal', 'gallon gallons gal'],
    ['m', 'metre meter metres meters'],
    ['ft', 'foot feet ft'],
    ['h', 'hour hours hr hrs'],
    ['day', 'day days'],
    ['week', 'week weeks'],
    ['month', 'month months'],
    ['year', 'year years'],
    ['night', 'night nights'],
    ['t', 'tonne tonnes ton tons'],
  ].flatMap(([name, words]) => (words ?? '').split(' ').map((word) => [word, name ?? ''] as const)),
);

/** "a kilo", "per pound", "/kg" right after a price. */
const PER = /^\s?(?:an?|per|\/)\s?([a-z]+)(?![a-z])/iu;

const unitAfter = (text: string, end: number) => {
  const word = PER.exec(text.slice(end, end + 24))?.[1]?.toLowerCase();
  return word === undefined ? undefined : UNITS.get(word);
};

const keysOf = (placed: Placed) => new Set(placed.figure.readings.flat());

/** The line's prices told per another unit than each per-unit price of the same amount in the source. */
export function perUnitPrices(
  line: string,
  placed: readonly Placed[],
  sourceText: string,
  sourcePlaced: readonly Placed[],
): string[] {
  const claims: string[] = [];
  for (const entry of placed) {
    if (entry.figure.kind !== 'money') continue;
    const unit = unitAfter(line, entry.start + entry.figure.text.length);
    if (unit === undefined) continue;
    const keys = keysOf(entry);
    const units = sourcePlaced
      .filter((other) => other.figure.readings.flat().some((key) => keys.has(key)))
      .map((other) => unitAfter(sourceText, other.start + other.figure.text.length));
    // Only where every such amount of the source is a price per some unit, none the line's.
    if (units.length > 0 && units.every((other) => other !== undefined && other !== unit)) {
      claims.push(entry.figure.text);
    }
  }
  return claims;
}
