/**
 * A rate told per another period, converted (issue 44 item 4): "$240 a year" of "The price is $20
 * a month", "12 times a year" of "on the first Monday of each month". A reader multiplies; the
 * summary gives the same rate in a longer or shorter period.
 *
 * A source rate is a figure with its period after it (period-prices.ts reads the period, in the
 * words CLDR writes for the guard's languages), or a period after a word of "each" ("each month",
 * "every week": once a period). The line's figure is held when it has a period too (its noun may
 * stand between: "12 meetings a year"), is of the same kind and unit or currency as a source rate
 * (its keys' prefix), and is that rate times the periods' ratio, within 2% (a year is 52 weeks,
 * 12 months, 365 days). "$200 a year", a rate of another currency or one with no period is not.
 */
import type { ClaimSource } from '../claim-source.ts';
import { oncePer } from '../once-per-source.ts';
import type { Figure } from './figure-kinds.ts';
import { periodAfter, type Reading, readingOf } from './period-prices.ts';

/** Each period's length in days. */
const DAYS: Readonly<Record<string, number>> = {
  hour: 1 / 24,
  day: 1,
  week: 7,
  month: 365 / 12,
  year: 365,
};

/**
 * Words of "each" before a period's noun, in the languages the labelled set is written in: CLDR
 * writes "per" ("pro", "por", "par") in its patterns, not these, and no library holds them.
 */
const EACH = new Set(['each', 'every', 'chaque', 'jeden', 'jede', 'jedes', 'cada', 'ogni', 'per']);

/** A key's unit and value: "c:dollar:20" is dollars, 20; "n12" a plain count of 12. */
function unitValue(key: string): [string, number] | undefined {
  const match = /^(.*?)(\d+(?:\.\d+)?)$/u.exec(key);
  if (!match || match[1] === 'o' || match[1] === 'd' || match[1]?.startsWith('t')) return undefined;
  return [match[1] ?? '', Number(match[2])];
}

/** A rate: an amount of a unit per a period. */
interface Rate {
  unit: string;
  value: number;
  period: string;
}

/** The period after a figure ending at `end`, its noun (one word) allowed between. */
function periodNear(text: string, end: number, reading: Reading): string | undefined {
  const direct = periodAfter(text, end, reading);
  if (direct !== undefined) return direct;
  const noun = /^\s+[\p{L}\p{M}]+/u.exec(text.slice(end));
  return noun ? periodAfter(text, end + noun[0].length, reading) : undefined;
}

/** The rates of `figure` at `start` of `text`: each reading's unit and value, per its period. */
function ratesOf(figure: Figure, text: string, start: number, reading: Reading): Rate[] {
  if (figure.kind !== 'count' && figure.kind !== 'money') return [];
  const period = periodNear(text, start + figure.text.length, reading);
  if (period === undefined) return [];
  return figure.readings.flatMap((keys) => {
    const read = keys.length === 1 ? unitValue(keys[0] ?? '') : undefined;
    return read ? [{ unit: read[0], value: read[1], period }] : [];
  });
}

/** The source's "each month": once a period, a plain count of one. */
function oncePerPeriod(text: string, reading: Reading): Rate[] {
  const rates: Rate[] = [];
  for (const match of text.toLowerCase().matchAll(/([\p{L}\p{M}]+)\s+([\p{L}\p{M}]+)/gu)) {
    const period = reading.nouns.get(match[2] ?? '');
    if (period !== undefined && EACH.has(match[1] ?? '')) {
      rates.push({ unit: 'n', value: 1, period });
    }
  }
  return rates;
}

/** The source's rates, read once a source (every line's figures ask). */
const sourceRates = oncePer((source: Pick<ClaimSource, 'text' | 'langs' | 'placed'>) => {
  const reading = readingOf(['en', ...source.langs]);
  return [
    ...(source.placed?.() ?? []).flatMap((one) =>
      ratesOf(one.figure, source.text, one.start, reading),
    ),
    ...oncePerPeriod(source.text, reading),
  ];
});

/** Whether the line's `figure` is a rate of the source told per another period. */
export function convertedRate(
  figure: Figure,
  line: string,
  source: Pick<ClaimSource, 'text' | 'langs' | 'placed'>,
): boolean {
  if (figure.kind !== 'count' && figure.kind !== 'money') return false;
  const at = line.indexOf(figure.text);
  if (at < 0) return false;
  const mine = ratesOf(figure, line, at, readingOf(['en', ...source.langs]));
  if (mine.length === 0) return false;
  const theirs = sourceRates(source);
  return mine.some(
    (rate) =>
      // A source that gives its own rate of the unit per the line's period is not converted:
      // "$4 a month" of "$6 a month or $48 a year" is no price of its.
      !theirs.some((other) => other.unit === rate.unit && other.period === rate.period) &&
      theirs.some((other) => {
        if (other.unit !== rate.unit || other.period === rate.period) return false;
        const expected = (other.value * (DAYS[rate.period] ?? 0)) / (DAYS[other.period] ?? 1);
        return expected > 0 && Math.abs(rate.value - expected) <= expected * 0.02;
      }),
  );
}
