/**
 * The days a line lists before a date, its month written once after the last (issue 44, round
 * forty-five): "set for 14 and 16 January", "14, 15 and 16 January". The names before the list
 * are told of every day in it, so named-dates.ts counts the source's 14 January as the line's own
 * date as much as its 16 January (the source's "Tuesday 14 January and Thursday 16 January" gives
 * the names to the first only, and the line's 16 January was stopped as another date's).
 *
 * Narrow: bare days of one or two digits, each joined to the next by date-pairs.ts's "and", "to",
 * "&", a comma or a dash, right before the date; only the source's dates of that day of the date's
 * own month (its pair key, "dm14.1") count.
 */
import { AND, DAY, pairKey } from './date-pairs.ts';

/** Bare days joined by a list's word, running up to the end of the text. */
const LIST_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}.,])(?:${DAY}${AND})+$`, 'u');
const ONE_DAY = new RegExp(DAY, 'gu');

/**
 * The pair keys ("dm14.1") of the days `text` lists right before `start`, in the month of the
 * date there (`dateKeys`, the date's readings' keys); none where no list stands before it.
 */
export function listedDayKeys(text: string, start: number, dateKeys: readonly string[]): string[] {
  const month = dateKeys.map((key) => /^dm\d+\.(\d+)$/u.exec(key)?.[1]).find(Boolean);
  if (month === undefined) return [];
  const list = LIST_BEFORE.exec(text.slice(Math.max(0, start - 40), start));
  if (!list) return [];
  const days = [...list[0].matchAll(ONE_DAY)].map((match) => Number(match[1]));
  return days.filter((day) => day >= 1 && day <= 31).map((day) => pairKey(day, Number(month)));
}
