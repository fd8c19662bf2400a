/**
 * Opening hours told on a twelve-hour clock with no "am" or "pm" (issue 44 item 4, precision):
 * "Open 9 to 5", "10-6 Tuesday to Sunday" of a source's "opens at 9 and closes at 17", "10 am to
 * 6 pm". A range whose second hour is smaller than its first runs past noon: its end is that hour
 * of the afternoon (5 is 17:00), as no day's opening runs backwards. The line's range was read as
 * the numbers 9 and 5 (or the score 10-6), which the source lacks.
 *
 * Held only where the source gives both times as times (its "at 9", "17:00", "6 pm") or as one
 * range of hours ("9-17"), the first hour a morning's (a range of the evening into the night,
 * "10 to 2", is no afternoon's): "Open 9 to 4" of "closes at 17" is still stopped.
 */
import type { Figure } from '../figures/figure-kinds.ts';

/** Two hours, each with its minutes or none, joined by a dash or a short word ("to", "bis"). */
const RANGE =
  /^(\d{1,2})(?:[:.]([0-5]\d))?(?:\s?\p{Pd}\s?|\s\p{L}{1,5}\s)(\d{1,2})(?:[:.]([0-5]\d))?$/u;

/** Whether the source (`sourceKeys`) holds the line's range of hours read past noon. */
export function heldTwelveHourRange(figure: Figure, sourceKeys: ReadonlySet<string>): boolean {
  if (figure.kind !== 'range' && figure.kind !== 'score') return false;
  const match = RANGE.exec(figure.text.trim());
  if (!match) return false;
  const from = Number(match[1]);
  const to = Number(match[3]);
  // A morning's hour to an afternoon's written as its twelve-hour number.
  if (from < 5 || from > 12 || to < 1 || to >= from) return false;
  const evening = to + 12;
  const [fromMinutes, toMinutes] = [match[2] ?? '00', match[4] ?? '00'];
  const times =
    sourceKeys.has(`t${from}:${fromMinutes}`) && sourceKeys.has(`t${evening}:${toMinutes}`);
  const range =
    fromMinutes === '00' && toMinutes === '00' && sourceKeys.has(`r:n${from}-${evening}`);
  return times || range;
}
