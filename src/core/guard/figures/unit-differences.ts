/**
 * A change between two of the source's measures written in another unit of their system (issue 44
 * item 4, docs/decisions/012): "rose 65 cm" of "rose from 3.20 m to 3.85 m", "gained 900 g" of
 * "3.2 kg at birth and 4.1 kg a month later", "800 m longer" of "4.2 km … 5 km". derived-figures.ts
 * reads a difference in the source's own unit, converted-measures.ts one measure in another unit;
 * a summary does both at once, and people do write the smaller unit ("65 cm", not "0.65 m").
 *
 * The two measures stand side by side in one sentence (no other measure between, as a from/to
 * pair or a list does), of one system and dimension (converted-measures.ts's units, metric with
 * metric); the line's value is their difference converted, exactly or rounded at the line's own
 * last digit and within a tenth. "rose 75 cm" of the same stays stopped.
 */
import type { ClaimSource } from '../claim-source.ts';
import { lineMeasure, SIZES as MEASURE_SIZES } from './converted-measures.ts';
import type { Figure } from './figure-kinds.ts';

/** A sentence's end between two of the source's measures. */
const SENTENCE_END = /[.!?。！？;]\s|[\n。！？]/u;
/** The most a rounded value may stand from the converted one, as a share of it. */
const MOST_OFF = 0.1;

/**
 * converted-measures.ts's units, and the clock's ("30 minutes longer" of "2 hours instead of 1.5
 * hours"); not days, months or years, which no gap converts exactly.
 */
const SIZES: Readonly<Record<string, readonly [string, number]>> = {
  ...MEASURE_SIZES,
  second: ['clock', 1],
  minute: ['clock', 60],
  hour: ['clock', 3600],
};

interface Measure {
  unit: string;
  value: number;
  start: number;
  end: number;
}

/**
 * A metric symbol that closes a figure's own text, a sentence's stop after it ("3,85 m." read as
 * months in French, Spanish and Russian), and the ones the line readers leave out: Cyrillic ("с
 * 3,2 м до 3,85 м"), a Latin one before Japanese or Korean script ("3.20mから", "3.20m에서"), and
 * Chinese "米" ("从3.20米"). Read in the source only, and only as one end of a gap.
 */
const CLOSING_SYMBOL = /\d\s?([mltмлт])\.?$/u;
const AFTER_SYMBOL = /^\s?([mlt](?![\p{Script=Latin}\p{N}])|[млт](?![\p{L}\p{N}])|米)/u;
const CLOSING_UNITS: Readonly<Record<string, string>> = {
  m: 'meter',
  l: 'liter',
  t: 'tonne',
  м: 'meter',
  л: 'liter',
  т: 'tonne',
  米: 'meter',
};
/** A bare number's key ("n3.85", "nu:3.85"): its value. */
const BARE_KEY = /^(?:n|nu:)(\d+(?:\.\d+)?)$/;

/** A figure's bare value and the symbol closing it or just after it, as a measure. */
function symbolMeasure(figure: Figure, after: string): { unit: string; value: number } | undefined {
  const symbol = CLOSING_SYMBOL.exec(figure.text)?.[1] ?? AFTER_SYMBOL.exec(after)?.[1];
  const unit = symbol === undefined ? undefined : CLOSING_UNITS[symbol];
  const value = figure.readings
    .map((reading) => (reading.length === 1 ? BARE_KEY.exec(reading[0] as string)?.[1] : undefined))
    .find((one) => one !== undefined);
  return unit && value !== undefined ? { unit, value: Number(value) } : undefined;
}

/** A figure's duration on the clock ("u:hour:1.5"), as a measure. */
function clockMeasure(figure: Figure): { unit: string; value: number } | undefined {
  for (const reading of figure.readings) {
    const parts = reading.length === 1 ? CLOCK_KEY.exec(reading[0] as string) : null;
    if (parts) return { unit: parts[1] as string, value: Number(parts[2]) };
  }
  return undefined;
}
const CLOCK_KEY = /^u:(second|minute|hour):(\d+(?:\.\d+)?)$/;

/** A range figure's two ends as measures, where both are of a known unit. */
function rangeEnds(figure: Figure): Array<{ unit: string; value: number }> | undefined {
  for (const reading of figure.readings) {
    if (reading.length !== 2) continue;
    const ends = reading.map((key) => UNIT_END.exec(key));
    if (ends.every((end) => end && SIZES[end[1] as string]))
      return ends.map((end) => ({ unit: end?.[1] as string, value: Number(end?.[2]) }));
  }
  return undefined;
}
const UNIT_END = /^u:([a-z-]+):(\d+(?:\.\d+)?)$/;

/** The source's measures in order, each read as the line's are (a unit key, or "3.20 m"). */
function measuresOf(source: ClaimSource): Measure[] {
  const measures: Measure[] = [];
  for (const { figure, start } of source.placed?.() ?? []) {
    const rest = source.text.slice(start);
    // A range's two ends ("82,4 kg do 79,9 kg", "de 1,5 heure à 2 heures"): one change's.
    const ends = rangeEnds(figure);
    if (ends) {
      for (const end of ends) measures.push({ ...end, start, end: start + figure.text.length });
      continue;
    }
    const read =
      lineMeasure(figure, rest) ??
      clockMeasure(figure) ??
      symbolMeasure(figure, rest.slice(figure.text.length));
    if (read && SIZES[read.unit])
      measures.push({ ...read, start, end: start + figure.text.length });
  }
  return measures;
}

/** How many decimals the line writes: 1 of "1.5 cm", 0 of "65 cm". */
const decimalsOf = (text: string) => /\d[.,](\d{1,3})(?!\d)/u.exec(text)?.[1]?.length ?? 0;

/** Whether the line's measure `figure` is the gap of two side-by-side measures of the source. */
export function unitDifference(figure: Figure, line: string, source: ClaimSource): boolean {
  const read = lineMeasure(figure, line) ?? clockMeasure(figure);
  if (!read || !(read.value > 0) || !SIZES[read.unit]) return false;
  const [system, size] = SIZES[read.unit] as readonly [string, number];
  const decimals = decimalsOf(figure.text);
  const measures = measuresOf(source);
  return measures.some((a, index) => {
    const b = measures[index + 1];
    if (!b || SENTENCE_END.test(source.text.slice(a.end, b.start))) return false;
    const [first, second] = [SIZES[a.unit], SIZES[b.unit]] as Array<readonly [string, number]>;
    if (first?.[0] !== system || second?.[0] !== system) return false;
    // In the source's own unit, derived-figures.ts reads it.
    if (a.unit === read.unit && b.unit === read.unit) return false;
    const gap = Math.abs(a.value * first[1] - b.value * second[1]) / size;
    // Twelve digits first: a product's last binary digit must not tip a half.
    const converted = Number(gap.toPrecision(12));
    if (!(converted > 0)) return false;
    const rounded = Number(converted.toFixed(decimals));
    return (
      rounded === read.value && Math.abs(converted - read.value) <= converted * MOST_OFF + 1e-9
    );
  });
}
