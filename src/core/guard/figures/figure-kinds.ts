/**
 * The kinds of figure the guard reads (docs/decisions/012), and the figures of dates and times in
 * digits: a date is its day, month and year together ("2024-02-12", "12/02/2024" either way
 * round), a time its hour and minutes on the clock it says, or on both ("11:30" may be 23:30).
 */
import { inDottedDateRange } from '../dates/dotted-date-ranges.ts';
import { hoursOf } from '../dates/figure-clock.ts';
import type { Token } from './figure-tokens.ts';

export const FIGURE_KINDS = [
  'count',
  'money',
  'percent',
  'time',
  'date',
  'decade',
  'score',
  'range',
  'ordinal',
] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

/** One figure as written, its kind, and the ways to read it: a reading holds when all its keys do. */
export interface Figure {
  text: string;
  kind: FigureKind;
  readings: string[][];
}

/** A numeric date's readings: year first, else day and month either way round. */
export function dateFigure(token: Token): Figure {
  const groups = token.groups;
  const year = Number(groups[1] ?? groups[8]);
  const years = year < 100 ? [year, 2000 + year] : [year];
  const pairs: Array<[number, number]> = groups[1]
    ? [[Number(groups[4]), Number(groups[3])]]
    : [
        [Number(groups[5]), Number(groups[7])],
        [Number(groups[7]), Number(groups[5])],
      ];
  const readings = years.flatMap((y) =>
    pairs
      .filter(([day, month]) => day >= 1 && day <= 31 && month >= 1 && month <= 12)
      .map(([day, month]) => [`day${day}`, `m${month}`, `n${y}`]),
  );
  return { text: token.text, kind: 'date', readings: readings.length ? readings : [[`n${year}`]] };
}

/**
 * A time's readings: on both clocks unless am or pm says which ("11:30" may be 23:30), or the part
 * of the day written beside it (`period`, figure-clock.ts: "3:30 μ.μ.", "午前3:30", "ÖS 3:30"), or
 * else a leading zero ("03:30" is the 24-hour clock's; "03:30 PM" as Croatian writes the other), or
 * `twentyFour`, a line in a language that writes the 24-hour clock (German's "3:30" is no 15:30);
 * `clock` where it is one end of a range of times.
 */
export function timeFigure(
  token: Token,
  clock = false,
  period?: ReadonlySet<number>,
  twentyFour: () => boolean = () => false,
): Figure {
  const groups = token.groups;
  const hour = Number(groups[9] ?? groups[12]);
  const minute = Number(groups[10] ?? 0);
  const half = groups[11] ?? groups[13];
  // "19h" is the 24-hour clock's; "5h" may also be five hours, a count. "5h de l'après-midi" is
  // 17:00, its part of the day said (h285: read as 5:00).
  const french = half === 'h';
  const padded = /^0\d$/.test(groups[9] ?? '');
  const hours =
    half !== undefined && !french
      ? [(hour % 12) + (/^p/i.test(half) ? 12 : 0)]
      : hour <= 12 && (period || (!french && !(padded || twentyFour())))
        ? hoursOf(hour, period)
        : [hour % 24];
  const minutes = String(minute).padStart(2, '0');
  // "11 pm.": the sentence's full stop is not the time's.
  const text = token.text.replace(/\.$/, '');
  const readings = hours.map((h) => [`t${h}:${minutes}`]);
  // A range of times ("das 4h40 às 16h", "10h–16h") is the clock's: its "16h" is no 16 hours.
  if (french && !clock) readings.push([`n${hour}`]);
  return { text, kind: 'time', readings };
}

/** The day and month readings of two numbers, either way round, that make a real date. */
function dayMonthReadings(a: number, b: number): string[][] {
  const pairs: Array<[number, number]> = [
    [a, b],
    [b, a],
  ];
  return pairs
    .filter(([day, month]) => day >= 1 && day <= 31 && month >= 1 && month <= 12)
    .map(([day, month]) => [`day${day}`, `m${month}`])
    .filter(
      (reading, index, all) => all.findIndex((one) => one.join() === reading.join()) === index,
    );
}

/**
 * A date without its year ("7.6.", "15.09", "6/13", "5/20"): a figure whose readings are the
 * day and month either way round, and, written with a dot, the decimal it may also be. Undefined
 * where the tokens at `index` are none (a scale or a unit after it makes "3.5" a number).
 */
export function shortDate(
  tokens: readonly Token[],
  index: number,
  text: string,
): { figure: Figure; next: number } | undefined {
  const token = tokens[index] as Token;
  const groups = token.groups;
  if (token.kind !== 'number' || groups[15] === undefined) return undefined;
  if (groups[16] ?? groups[17] ?? groups[18] ?? groups[19]) return undefined;
  // Only digits with a full stop may be a dotted date: most numbers have none.
  const dotted = groups[15].includes('.') ? /^(\d{1,2})\.(\d{1,2})$/.exec(groups[15]) : null;
  if (dotted) {
    // "am 7.6.", "з 15.09": nothing after it but the sentence's end or its own dot.
    const ends = /^\.?(?:\s*$|[,;)!?])/u.test(text.slice(token.end));
    if (!ends && !inDottedDateRange(text, token.start, token.text)) return undefined;
    if (tokens[index - 1]?.kind === 'sign') return undefined;
    const readings = dayMonthReadings(Number(dotted[1]), Number(dotted[2]));
    if (readings.length === 0) return undefined;
    const figure: Figure = {
      text: token.text,
      kind: 'date',
      readings: [...readings, [`n${Number(groups[15])}`]],
    };
    return { figure, next: index + 1 };
  }
  const next = tokens[index + 1];
  if (next?.kind !== 'number' || !/^\d{1,2}$/.test(groups[15])) return undefined;
  if (text.slice(token.end, next.start) !== '/' || !/^\d{1,2}$/.test(next.text)) return undefined;
  const readings = dayMonthReadings(Number(groups[15]), Number(next.text));
  if (readings.length === 0) return undefined;
  const figure: Figure = { text: text.slice(token.start, next.end), kind: 'date', readings };
  return { figure, next: index + 2 };
}
