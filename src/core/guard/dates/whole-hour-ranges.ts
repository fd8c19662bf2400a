/**
 * A line's range of two whole hours on the clock, of a source's range of the same two numbers
 * with no minutes: "od 7:00 do 16:00" of "czynna od 7 do 16", "from 7am to 4pm" of "7 to 16"
 * (round forty-one: a Polish school's day-care hours were stopped for both times). The source's
 * bare range held no time, only its numbers and the range ("r:n7-16"); the line's ":00" says its
 * ends are hours, and a range of hours is what "open from 7 to 16" is. Both ends must be the
 * source's range's, joined in the line as a range: "od 7:00 do 17:00" is still stopped, and a
 * lone "7:00" of the source's "od 7 do 16" is no range's end.
 */
import type { Figure } from '../figures/figure-kinds.ts';

/** A time's whole hours ("t7:00": 7; "t19:00" too, of a "7:00" that may be the evening's). */
function wholeHours(figure: Figure): number[] {
  const hours: number[] = [];
  for (const reading of figure.readings) {
    const hour = reading.length === 1 ? /^t(\d{1,2}):00$/.exec(reading[0] as string) : null;
    if (hour) hours.push(Number(hour[1]));
  }
  return hours;
}

/**
 * What joins a range's two ends: a dash, or a short word between spaces ("do", "to", "bis"),
 * perhaps after the first end's part of the day, up to three words ("de 9 de la mañana a 5 de la
 * tarde" of "de 9 a 17 horas": h285, stopped for both hours).
 */
const JOINS = /^\s?\p{Pd}\s?$|^\s(?:[\p{L}\p{M}'’.]+\s){0,3}\p{L}{1,5}\s$/u;

/**
 * Whether the line's `figure`, a whole hour, is an end of a range of two whole hours in `line`
 * whose numbers the source writes as a range (`sourceKeys` holds "r:n7-16").
 */
export function heldHourRange(
  figure: Figure,
  line: string,
  figures: readonly Figure[],
  sourceKeys: ReadonlySet<string>,
): boolean {
  const own = wholeHours(figure);
  if (own.length === 0 || figure.text === '') return false;
  return figures.some((other) => {
    if (other === figure || other.text === '') return false;
    const theirs = wholeHours(other);
    if (theirs.length === 0 || !joined(line, figure.text, other.text)) return false;
    return own.some((a) =>
      theirs.some((b) => a !== b && sourceKeys.has(`r:n${Math.min(a, b)}-${Math.max(a, b)}`)),
    );
  });
}

/** Whether `line` writes `a` and `b` as a range's two ends, either first. */
function joined(line: string, a: string, b: string): boolean {
  for (const [first, last] of [
    [a, b],
    [b, a],
  ] as const) {
    let at = line.indexOf(first);
    while (at >= 0) {
      const after = at + first.length;
      const next = line.indexOf(last, after);
      // Whole numbers only: the "7:00" inside "17:00" is no end.
      const whole = !/\d/.test(line[at - 1] ?? '') && !/\d/.test(line[next + last.length] ?? '');
      if (next >= 0 && whole && JOINS.test(line.slice(after, next))) return true;
      at = line.indexOf(first, at + 1);
    }
  }
  return false;
}
