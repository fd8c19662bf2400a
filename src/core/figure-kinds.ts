/**
 * The kinds of figure the guard reads (docs/decisions/012), and the figures of dates and times in
 * digits: a date is its day, month and year together ("2024-02-12", "12/02/2024" either way
 * round), a time its hour and minutes on the clock it says, or on both ("11:30" may be 23:30).
 */
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

/** A time's readings: on both clocks unless am or pm says which ("11:30" may be 23:30). */
export function timeFigure(token: Token): Figure {
  const groups = token.groups;
  const hour = Number(groups[9] ?? groups[12]);
  const minute = Number(groups[10] ?? 0);
  const half = groups[11] ?? groups[13];
  // "19h" is the 24-hour clock's; "5h" may also be five hours, a count.
  const french = half === 'h';
  const hours =
    half !== undefined && !french
      ? [(hour % 12) + (/^p/i.test(half) ? 12 : 0)]
      : hour <= 12 && !french
        ? [hour % 12, (hour % 12) + 12]
        : [hour % 24];
  const minutes = String(minute).padStart(2, '0');
  // "11 pm.": the sentence's full stop is not the time's.
  const text = token.text.replace(/\.$/, '');
  const readings = hours.map((h) => [`t${h}:${minutes}`]);
  if (french) readings.push([`n${hour}`]);
  return { text, kind: 'time', readings };
}
