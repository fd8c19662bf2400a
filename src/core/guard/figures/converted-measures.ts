/**
 * A measure a line gives in another unit of the same system (issue 44 item 4, docs/decisions/012):
 * "18 cm of rain" of "180 mm", "1.9 km" of "1,850 m", "3 feet" of "36 inches", "2,5 chili" of
 * "2.500 grammi". The line's value is the source's converted, exactly or rounded half up at the
 * line's own last digit (and within a tenth of it: "2 km" of "1,850 m", not "1 km" of "1,400 m").
 * Metric with metric, imperial with imperial: a conversion across systems rounds as the writer
 * likes, which no reading can check. "28 cm" of "180 mm" is still stopped. The units are
 * figure-measures.ts's (CLDR's), plus the one-letter metric symbols (m, g, l, t) it leaves out as
 * too ambiguous, read here only right after a number and only to convert ("25 m" of "2 500 cm").
 */
import type { ClaimSource } from '../claim-source.ts';
import type { Figure } from './figure-kinds.ts';

/** Each unit's system and dimension, and its size in that system's base unit. */
export const SIZES: Readonly<Record<string, readonly [string, number]>> = {
  millimeter: ['metric length', 0.001],
  centimeter: ['metric length', 0.01],
  meter: ['metric length', 1],
  kilometer: ['metric length', 1000],
  inch: ['imperial length', 1],
  foot: ['imperial length', 12],
  yard: ['imperial length', 36],
  mile: ['imperial length', 63360],
  gram: ['metric mass', 1],
  kilogram: ['metric mass', 1000],
  tonne: ['metric mass', 1e6],
  ounce: ['imperial mass', 1],
  pound: ['imperial mass', 16],
  stone: ['imperial mass', 224],
  milliliter: ['metric volume', 0.001],
  liter: ['metric volume', 1],
  megabyte: ['data', 1],
  gigabyte: ['data', 1000],
  terabyte: ['data', 1e6],
};
/**
 * The one-letter metric symbols, right after a number and before no letter or digit, and the
 * short forms CLDR does not give that people write for centimetres and millimetres (Japanese
 * "18センチ", "180ミリ"; Hindi "18 सेमी", "180 मिमी").
 */
export const SYMBOL = /^\s?([mglt](?![\p{L}\p{N}])|センチ|ミリ|सेमी|मिमी)/u;
export const SYMBOLS: Readonly<Record<string, string>> = {
  m: 'meter',
  g: 'gram',
  l: 'liter',
  t: 'tonne',
  センチ: 'centimeter',
  ミリ: 'millimeter',
  सेमी: 'centimeter',
  मिमी: 'millimeter',
};
/** A pound read as money but not written "£": a mass where the source weighs in ounces. */
const POUND = /^c:pound:(\d+(?:\.\d+)?)$/;
const UNIT_KEY = /^u:([a-z-]+):(\d+(?:\.\d+)?)$/;
const NUMBER_KEY = /^n(\d+(?:\.\d+)?)$/;
/** The most a rounded value may stand from the converted one, as a share of it. */
const MOST_OFF = 0.1;

/** The source's measures as unit and value: its unit keys, and its numbers before a symbol. */
function sourceMeasures(source: ClaimSource): Array<{ unit: string; value: number }> {
  const measures: Array<{ unit: string; value: number }> = [];
  for (const key of source.figures) {
    const parts = UNIT_KEY.exec(key);
    if (parts) measures.push({ unit: parts[1] as string, value: Number(parts[2]) });
  }
  for (const { figure, start } of source.placed?.() ?? []) {
    const symbol = SYMBOL.exec(source.text.slice(start + figure.text.length))?.[1];
    const unit = symbol === undefined ? undefined : SYMBOLS[symbol];
    if (unit === undefined) continue;
    for (const reading of figure.readings) {
      const value = reading.length === 1 ? NUMBER_KEY.exec(reading[0] as string)?.[1] : undefined;
      if (value !== undefined) measures.push({ unit, value: Number(value) });
    }
  }
  return measures;
}

/** How many decimals the line writes: 1 of "1.9 km", 0 of "18 cm". */
const decimalsOf = (text: string) => /\d[.,](\d{1,3})(?!\d)/u.exec(text)?.[1]?.length ?? 0;

/** The line's measure as unit and value: a unit key, or a number before a symbol ("25 m"). */
export function lineMeasure(
  figure: Figure,
  line: string,
): { unit: string; value: number } | undefined {
  for (const reading of figure.readings) {
    const parts = reading.length === 1 ? UNIT_KEY.exec(reading[0] as string) : null;
    const pound = reading.length === 1 ? POUND.exec(reading[0] as string) : null;
    if (pound && !figure.text.includes('£')) return { unit: 'pound', value: Number(pound[1]) };
    if (parts && SIZES[parts[1] as string])
      return { unit: parts[1] as string, value: Number(parts[2]) };
  }
  const at = line.indexOf(figure.text);
  const symbol = at < 0 ? undefined : SYMBOL.exec(line.slice(at + figure.text.length))?.[1];
  const unit = symbol === undefined ? undefined : SYMBOLS[symbol];
  const number = figure.readings
    .map((reading) => (reading.length === 1 ? NUMBER_KEY.exec(reading[0] as string) : null))
    .find(Boolean)?.[1];
  return unit && number !== undefined ? { unit, value: Number(number) } : undefined;
}

/** Whether the line's measure `figure` is one of the source's in another unit of its system. */
export function convertedMeasure(figure: Figure, line: string, source: ClaimSource): boolean {
  const read = lineMeasure(figure, line);
  if (!read) return false;
  const [system, size] = SIZES[read.unit] as readonly [string, number];
  const value = read.value;
  if (!(value > 0)) return false;
  const decimals = decimalsOf(figure.text);
  return sourceMeasures(source).some((measure) => {
    const theirs = SIZES[measure.unit];
    if (!theirs || theirs[0] !== system || measure.unit === read.unit) return false;
    // Twelve digits first: a product's last binary digit must not tip a half ("0.75" to "0.8").
    const converted = Number(((measure.value * theirs[1]) / size).toPrecision(12));
    const rounded = Number(converted.toFixed(decimals));
    return rounded === value && Math.abs(converted - value) <= converted * MOST_OFF + 1e-9;
  });
}
