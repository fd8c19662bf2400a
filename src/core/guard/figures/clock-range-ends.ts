/**
 * A clock time a line gives of a source's range whose end is a bare hour (issue 44 item 4, h301):
 * "از ۵:۳۰ صبح تا ۲۳" (from 5:30 to 23) told as "تا ساعت ۱۱ شب" (until 11 at night), "9:30 until
 * 18" as "until 6 pm". The source's "23" stands after a clock time, so it is one too, but the
 * figures' reader reads a bare number there as a count ("n23") and the line's time ("t23:00")
 * found no time of the source's. Held where a source's bare hour of 0-24 follows a clock time of
 * its own within a few words and no other figure or sentence's end (a range's end), and the line's
 * time is that hour on the dot; "تا ساعت ۱۰ شب" (22:00) of it stays stopped, and so does "at 11
 * pm" of "from 9:30, 23 guests" (a comma between: no range).
 */
import type { ClaimSource } from '../claim-source.ts';
import type { Figure } from './figure-kinds.ts';

/** How far after a clock time its range's bare end may stand ("5:30 صبح تا 23"). */
const REACH = 20;
/** What may stand between a range's two ends: words, spaces, a dash; no figure or clause's mark. */
const JOIN = /^[\p{L}\p{M}\s\-–—‐]*$/u;

/** Whether the line's time `figure` is the bare hour that ends a clock range of the source. */
export function heldClockRangeEnd(figure: Figure, source: ClaimSource): boolean {
  if (figure.kind !== 'time') return false;
  const hours = new Set(
    figure.readings.flat().flatMap((key) => /^t(\d{1,2}):00$/.exec(key)?.[1] ?? []),
  );
  if (hours.size === 0) return false;
  const placed = source.placed?.() ?? [];
  return placed.some(({ figure: end, start }, index) => {
    const hour = /^n(\d{1,2})$/.exec(end.readings[0]?.[0] ?? '')?.[1];
    if (end.kind !== 'count' || hour === undefined || !hours.has(String(Number(hour))))
      return false;
    if (Number(hour) > 24) return false;
    const before = placed[index - 1];
    if (before?.figure.kind !== 'time') return false;
    const between = source.text.slice(before.start + before.figure.text.length, start);
    return between.length <= REACH && JOIN.test(between);
  });
}
