/**
 * Opening hours a post tells on the twelve-hour clock with no "am" or "pm", its end smaller than
 * its start (h256): "open from eight to six", "von acht bis sechs", "de 8 a 6". No day's opening
 * runs backwards, so its end is the afternoon's: a line's "08:00–18:00" writes it on the 24-hour
 * clock. The source held the numbers 8 and 6 and their range, no 18:00, so the line's end was
 * stopped. The mirror of twelve-hour-ranges.ts (a line's "9 to 5" of a source's "9 and 17").
 *
 * Held only where the line joins the end to the source's start as a range ("08:00–18:00", "8:00
 * to 18:00"), and the source writes its range in that order, the start a morning's hour: "from six
 * to eight" is two hours of the morning, and a line's "08:00–17:00" of "eight to six" is stopped.
 */
import type { ClaimSource } from '../claim-source.ts';
import type { Figure } from '../figures/figure-kinds.ts';

/** A whole hour past noon, alone in its reading ("t18:00"). */
const AFTERNOON = /^t(1[3-9]|2[0-3]):00$/u;
/** A whole hour of the morning ("t8:00"; "t20:00" too, of a "8:00" that may be the evening's). */
const MORNING = /^t([5-9]|1[0-2]):00$/u;
/** A whole hour of the morning before the end, joined to it: "08:00–", "8:00 to ", "8 a.m. - ". */
const START_BEFORE =
  /(?<![\p{N}:.])(\d{1,2})(?::00|\s?[ap]\.?m\.?)?(?:\s?\p{Pd}\s?|\s\p{L}{1,5}\s)$/iu;
/** The afternoon's end after the start, joined to it: "–18:00", " to 18:00". */
const END_AFTER = /^(?:\s?\p{Pd}\s?|\s\p{L}{1,5}\s)(1[3-9]|2[0-3]):00(?![\p{N}])/u;

/**
 * The line's `figure`, a whole hour, as the start or the end of a range the source writes
 * backwards: its opening and closing hours, where it is one.
 */
export function heldBackwardRangeEnd(figure: Figure, line: string, source: ClaimSource): boolean {
  if (figure.kind !== 'time') return false;
  const at = line.indexOf(figure.text);
  if (at < 0) return false;
  const keys = figure.readings.map((reading) => (reading.length === 1 ? reading[0] : undefined));
  const end = keys.length === 1 ? AFTERNOON.exec(keys[0] ?? '') : null;
  if (end) {
    const start = START_BEFORE.exec(line.slice(Math.max(0, at - 16), at));
    return start !== null && heldBackwards(Number(start[1]), Number(end[1]) - 12, source);
  }
  const morning = keys.map((key) => MORNING.exec(key ?? '')).find((match) => match !== null);
  const after = morning ? END_AFTER.exec(line.slice(at + figure.text.length)) : null;
  return (
    morning !== undefined &&
    after !== null &&
    heldBackwards(Number(morning?.[1]), Number(after[1]) - 12, source)
  );
}

/** Whether the source writes a range from the morning's `from` back to the afternoon's `to`. */
function heldBackwards(from: number, to: number, source: ClaimSource): boolean {
  // A morning's opening to an afternoon's closing, its hour smaller than the opening's.
  if (from < 5 || from > 12 || to < 1 || to >= from) return false;
  if (!source.figures.has(`r:n${to}-${from}`)) return false;
  // The source's range as written: its ends in the order the post gives them.
  const [first, last] = [`n${from}`, `n${to}`];
  return (source.placed?.() ?? []).some(({ figure: theirs }) =>
    theirs.readings.some(
      (reading) => reading.length === 2 && reading[0] === first && reading[1] === last,
    ),
  );
}
