/**
 * Hours a French or Spanish line writes with a spaced "h" for a duration ("Trajet de 3 h", "Viaje
 * de 3 h": a three-hour trip). The figures reader reads "3 h" as a clock's time (3:00 or 15:00),
 * as "à 15 h" is one, so a line's "de 3 h" of the source's "3 heures" was stopped; the glued "3h"
 * it reads as a count too. Such a time holds where the source holds that many hours as a duration
 * (its `u:hour:` key, "3 heures", "3 horas", "3h") and the line sets it in no clock's frame: no
 * "à", "vers", "a las", "at" before it (a range, "de 15 h à 18 h", is read as one already).
 */
import type { ClaimSource } from '../claim-source.ts';
import type { Figure } from './figure-kinds.ts';

/** Whole hours with a spaced "h" and no minutes: "3 h", "12 h". */
const SPACED_HOURS = /^(\d{1,2})\s+h$/u;
/** A clock's word just before the time: then "3 h" is three o'clock. */
const CLOCK_BEFORE =
  /(?:^|[^\p{L}])(?:à|a|vers|dès|jusqu['’]à|après|avant|hasta|desde|las|la|sobre|hacia|antes\s+de|después\s+de|at|by|um|ab|bis|alle|às|om)\s+$/iu;

/** Whether the line's spaced hours ("de 3 h") are a duration the source gives in hours. */
export function heldSpacedHours(figure: Figure, line: string, source: ClaimSource): boolean {
  if (figure.kind !== 'time') return false;
  const hours = SPACED_HOURS.exec(figure.text)?.[1];
  if (hours === undefined || !source.figures.has(`u:hour:${Number(hours)}`)) return false;
  const at = line.indexOf(figure.text);
  return at >= 0 && !CLOCK_BEFORE.test(line.slice(Math.max(0, at - 16), at));
}
