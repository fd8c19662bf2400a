/**
 * What makes a number a clock's hour as figure-units.ts reads its kind (figure-clock.ts has the
 * words): CJK's hour mark and minutes, a word of the hour, a part of the day, a clock's
 * preposition; and the time keys such a number holds.
 */

import type { Figure } from '../figures/figure-kinds.ts';
import type { FigureText, Quantity } from '../figures/figure-quantities.ts';
import { spaced, type Token } from '../figures/figure-tokens.ts';
import { CLOCK_PREPOSITIONS } from '../figures/figure-words.ts';
import { japanesePoint } from '../figures/japanese-points.ts';
import { readDottedClock } from './dotted-clock-hours.ts';
import {
  CJK_HOUR,
  dayPeriodNear,
  foldedAround,
  hoursOf,
  isHoursAfterA,
  isHourWordAfter,
  isHourWordBefore,
} from './figure-clock.ts';

const NO_TIMES: readonly string[] = [];
/** A Han or Hangul letter just before or after the digits ("夜7時", "12시"). */
const CJK_AROUND = /[\p{sc=Han}\p{sc=Hangul}]/u;

/**
 * Whether `text` from `start` to `end` has a Han or Hangul letter; text below U+1100 (where
 * Hangul begins, Han is further on) has none, and most text is read without a pattern.
 */
function cjkAround(text: string, start: number, end: number): boolean {
  const stop = Math.min(end, text.length);
  for (let at = start; at < stop; at++) {
    if (text.charCodeAt(at) >= 0x1100) return CJK_AROUND.test(text.slice(start, end));
  }
  return false;
}

/**
 * "at 8", "by eight", "8 o'clock", "18時", "saat 10", "7 de la tarde": a clock's time keys, on
 * both clocks unless a part of the day says which ("t8:00", "t20:00").
 */
export function clockTimes(quantity: Quantity): readonly string[] {
  const { clock } = quantity;
  if (!clock) return NO_TIMES;
  const minutes = String(clock.minutes).padStart(2, '0');
  const value = clock.hour ?? quantity.readings[0]?.[0] ?? Number.NaN;
  return hoursOf(value, clock.period).map((hour) => `t${hour}:${minutes}`);
}

/** The languages whose words of the clock a reading reads: its own, and every non-Latin script's. */
export function clockLanguages(reading: FigureText): Iterable<string> {
  return reading.source ? reading.full : [...reading.full, ...reading.restricted()];
}

/** A whole hour (0-24) that stands alone: no currency, percent, scale reading or range. */
function hourValue(quantity: Quantity): number | undefined {
  if (quantity.kind !== 'count' || quantity.currencies || quantity.percent) return undefined;
  if (quantity.readings.length !== 1 || quantity.readings[0]?.length !== 1) return undefined;
  const value = quantity.readings[0][0] as number;
  return Number.isInteger(value) && value >= 0 && value <= 24 ? value : undefined;
}

/**
 * Reads what makes the number a clock's hour (figure-clock.ts): CJK's hour mark and its minutes
 * ("10時15分", "12시 반"), a word of the hour after or before it, a part of the day beside it, a
 * clock's preposition before it (`before`: the word just before it, where one is).
 */
export function readClock(
  quantity: Quantity,
  reading: FigureText,
  before: Token | undefined,
  quietAround = false,
): void {
  if (hourValue(quantity) === undefined) {
    readDottedClock(quantity, reading, before);
    return;
  }
  // Most numbers have no word of the clock beside them: only CJK's marks, written against the
  // digits, are looked for then.
  if (quietAround && !cjkAround(reading.text, Math.max(0, quantity.start - 1), quantity.end + 1))
    return;
  const { tokens, text } = reading;
  let strict = false;
  let minutes = 0;
  let end = quantity.end;
  const mark = CJK_HOUR.exec(text.slice(end, end + 2));
  // "3시간" is three hours, not three o'clock; Japanese's "12点" twelve points (japanese-points.ts).
  if (
    mark &&
    !/^간/u.test(text.slice(end + mark[0].length)) &&
    !japanesePoint(text, end, reading.full)
  ) {
    strict = true;
    end += mark[0].length;
    const rest = text.slice(end, end + 6);
    const minute = /^\s?(\d{1,2})\s?[分분]/u.exec(rest) ?? /^\s?[半반]/u.exec(rest);
    if (minute) {
      minutes = minute[1] === undefined ? 30 : Number(minute[1]);
      end += minute[0].length;
    }
    // The hour mark is part of the figure: "2時" is shown whole.
    quantity.end = end;
    while (tokens[quantity.last + 1] && (tokens[quantity.last + 1] as Token).end <= end) {
      quantity.last += 1;
    }
  }
  const after = tokens[quantity.last + 1];
  const langs = clockLanguages(reading);
  if (!strict && after?.kind === 'word' && spaced(text, quantity.end, after.start, 1)) {
    if (isHourWordAfter(after.word?.plain ?? '', langs)) {
      strict = true;
      quantity.last += 1;
      quantity.end = after.end;
      end = after.end;
    }
  }
  const hourBefore = before !== undefined && isHourWordBefore(before.word?.plain ?? '');
  if (hourBefore) strict = true;
  const around = foldedAround(text, quantity.start, end);
  // A part of the day may stand before the word of the clock: "tiap malam jam 8" is 20:00.
  const period =
    dayPeriodNear(around.before, around.after, langs) ??
    (hourBefore ? dayPeriodNear(around.before.replace(/\s*\S+$/u, ''), '', langs) : undefined);
  // "has six at night" may be six of anything at night: a part of the day after its preposition
  // makes the number an hour only beside a clock's preposition ("at six at night"), else either.
  const either =
    !strict && /^(?:at|in) /u.test(around.after) && !CLOCK_PREPOSITIONS.has(quantity.before ?? '');
  if (period && !either) strict = true;
  const clockBefore =
    CLOCK_PREPOSITIONS.has(quantity.before ?? '') ||
    isHoursAfterA(
      quantity.before,
      after?.kind === 'word' ? after.word?.plain : undefined,
      tokens[quantity.last + 2]?.word?.plain,
    );
  if (!strict && !(period && either) && !clockBefore) return;
  quantity.clock = { strict, minutes, period };
}

/** An hour of the 12-hour clock and its minutes with a full stop between: "3.30". */
const DOTTED_HOUR = /^(1[0-2]|0?[1-9])\.([0-5]\d)$/u;

/**
 * "3.30 PM", "3.30 ip.": a time on the 12-hour clock as Danish, Finnish and Indonesian write it
 * (CLDR's, with a full stop), read as one where a part of the day follows it (figure-clock.ts);
 * without one "3.30" stays a number, a price's as often as a time's.
 */
export function dottedTimeFigure(reading: FigureText, token: Token): Figure | undefined {
  const match = DOTTED_HOUR.exec(token.text);
  if (!match) return undefined;
  const { after } = foldedAround(reading.text, token.start, token.end);
  const period = dayPeriodNear('', after, clockLanguages(reading));
  if (!period) return undefined;
  const readings = hoursOf(Number(match[1]), period).map((hour) => [`t${hour}:${match[2]}`]);
  return { text: token.text, kind: 'time', readings };
}
