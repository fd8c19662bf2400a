/**
 * A range of times on the 12-hour clock writes its part of the day once, for both ends: "3:30 –
 * 6:00 PM", "3:30–6:00 p.m.", "ÖS 3:30–6:00", "下午3:30至6:00", "PM 3:30~6:00", as CLDR's
 * interval formats write them in every locale. Read alone, the unmarked end was the morning's (or,
 * in a language of the 24-hour clock, "3:30" itself), so a translation's "3:30–6:00 PM" of a
 * source's "15:30–18:00" was stopped for its first end. The unmarked end takes the other end's
 * part of the day where it keeps the range in order (the first end before the last); "11:00 – 1:00
 * PM" is left as written, since CLDR writes both parts of the day when they differ.
 */

import type { Token } from '../figures/figure-tokens.ts';
import { hoursOf } from './figure-clock.ts';

/** What joins a range's two times: a dash or tilde, or one short word ("to", "bis", "至", "تا"). */
const JOIN = /^\s*(?:[-–—~〜～至到]|\p{L}{1,5})\s*$/u;

const AM = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
const PM = new Set([12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);

/** A time token's hour and minutes as written, and its own "am" or "pm" ("6pm") if any. */
function clockOf(token: Token): { hour: number; minute: number; half?: string } {
  const half = token.groups[11] ?? token.groups[13];
  return {
    hour: Number(token.groups[9] ?? token.groups[12]),
    minute: Number(token.groups[10] ?? 0),
    ...(half !== undefined ? { half } : {}),
  };
}

/**
 * The part of the day the other end of the range the time at `index` stands in names, where this
 * time has none of its own: `periodOf` reads a time's own. Undefined where the time is no range's
 * unmarked end, or where the shared part would put the range out of order.
 */
export function sharedRangePeriod(
  text: string,
  tokens: readonly Token[],
  index: number,
  periodOf: (token: Token) => ReadonlySet<number> | undefined,
): ReadonlySet<number> | undefined {
  const token = tokens[index];
  if (token?.kind !== 'time') return undefined;
  const own = clockOf(token);
  if (own.half !== undefined || own.hour > 12) return undefined;
  for (const gap of [1, 2]) {
    for (const first of [true, false]) {
      const other = tokens[first ? index + gap : index - gap];
      if (other?.kind !== 'time') continue;
      const between = first
        ? text.slice(token.end, other.start)
        : text.slice(other.end, token.start);
      if (!JOIN.test(between)) continue;
      const theirs = clockOf(other);
      if (theirs.hour > 12 || /h/i.test(theirs.half ?? '')) continue;
      const period =
        theirs.half !== undefined ? (/^p/i.test(theirs.half) ? PM : AM) : periodOf(other);
      if (!period) continue;
      const mine = hoursOf(own.hour, period);
      const their = hoursOf(theirs.hour, period);
      if (mine.length !== 1 || their.length !== 1) continue;
      const at = (mine[0] as number) * 60 + own.minute;
      const to = (their[0] as number) * 60 + theirs.minute;
      if (first ? at < to : at > to) return period;
    }
  }
  return undefined;
}
