/**
 * A duration a line writes in another unit than the source's (issue 44 item 4): "two years" of
 * "24 months", "36 hours" of "a day and a half", "six months" of "half a year", "14 days" of "a
 * fortnight". reworded-figures.ts adds only the next larger unit of minutes, hours and days, so
 * "24 months" held no "two years"; here any unit of the two exact families (seconds to weeks;
 * months and years) converts to any other of its family, each way, whenever the values are equal.
 * The line's and the source's values are the figure readers' `u:<unit>:<value>` keys, read in every
 * language whose unit names CLDR gives ("sechs Tage", "seis días"); "half", "quarter", "fortnight"
 * and "decade" with no digit are read in English, a weekend, a decade and a quarter in each
 * language's word (period-words.ts). Days and months never convert (a month is
 * 28 to 31 days), nor does a duration hold a figure of another kind.
 */

import { periodWordDurations } from './period-words.ts';

/** Each unit's size in the smallest unit of its family: seconds, or months. */
const SIZES: Readonly<Record<string, { family: 'clock' | 'calendar'; size: number }>> = {
  second: { family: 'clock', size: 1 },
  minute: { family: 'clock', size: 60 },
  hour: { family: 'clock', size: 3600 },
  day: { family: 'clock', size: 86_400 },
  week: { family: 'clock', size: 604_800 },
  month: { family: 'calendar', size: 1 },
  year: { family: 'calendar', size: 12 },
};

/** A duration: its value in its family's smallest unit. */
export interface Duration {
  unit: string;
  value: number;
}

/** A duration key's unit and value ("u:month:24"), for a unit of time; undefined for others. */
export function durationOf(key: string): Duration | undefined {
  const parts = /^u:(\w+):(\d+(?:\.\d+)?)$/.exec(key);
  if (!parts || !SIZES[parts[1] as string]) return undefined;
  return { unit: parts[1] as string, value: Number(parts[2]) };
}

/** Whether two durations are the same time: the same family, the same length. */
export function sameDuration(a: Duration, b: Duration): boolean {
  const [one, other] = [SIZES[a.unit], SIZES[b.unit]];
  if (!one || !other || one.family !== other.family) return false;
  return Math.abs(a.value * one.size - b.value * other.size) < 1e-6;
}

/** Units of time in English, for the words with no digit: "half a year", "a quarter of an hour". */
const UNIT = '(second|minute|hour|day|week|month|year)';
/** "half a year", "a quarter of an hour", "half-day", "a year and a half": shares of a unit. */
const SHARED = new RegExp(
  String.raw`\b(?:(half|quarter)(?:[\s-]of)?[\s-]an?[\s-]${UNIT}|(half|quarter)[\s-]${UNIT}|(an?|one)\s${UNIT}\sand\sa\s(half|quarter))\b`,
  'giu',
);
const SHARE: Readonly<Record<string, number>> = { half: 0.5, quarter: 0.25 };

/** The durations a source says in words with no digit (English): their `u:` keys' durations. */
export function wordDurations(text: string): Duration[] {
  const lower = text.toLowerCase();
  // "a weekend", "une décennie", "el trimestre": periods by their word (period-words.ts).
  const found: Duration[] = periodWordDurations(text);
  if (/\bfortnight/u.test(lower)) found.push({ unit: 'day', value: 14 });
  if (/\bdecade\b/u.test(lower)) found.push({ unit: 'year', value: 10 });
  if (!/half|quarter/u.test(lower)) return found;
  for (const match of lower.matchAll(SHARED)) {
    const share = SHARE[(match[1] ?? match[3] ?? match[7]) as string] ?? 0;
    const unit = (match[2] ?? match[4] ?? match[6]) as string;
    found.push({ unit, value: match[7] ? 1 + share : share });
  }
  return found;
}

/** Whether the source's durations (`keys`, `text`) hold the line's duration in another unit. */
export function convertedDuration(
  duration: Duration,
  keys: ReadonlySet<string>,
  text: string,
): boolean {
  for (const key of keys) {
    const held = key.startsWith('u:') ? durationOf(key) : undefined;
    if (held && held.unit !== duration.unit && sameDuration(held, duration)) return true;
  }
  return wordDurations(text).some((held) => sameDuration(held, duration));
}
