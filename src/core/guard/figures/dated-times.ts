/**
 * "Two times" of the source's two dates (h262): "duas vezes em maio" of "em 3 de maio e em 10 de
 * maio", "deux fois", "два раза", "hai lần", "dua kali", "दो बार". A reader counts the days the
 * source dates its event on; English says "twice", which is no figure, and the others write the
 * count before their word for "times". Held where the count (two to five) stands right before
 * such a word and the source writes that many distinct days and months, and no count of times of
 * its own ("tres veces" of a source that says "dos veces" on two dates stays a claim).
 */
import type { Figure } from './figure-kinds.ts';

/** A language's word for "times" after a count, a short list (no library names it). */
const TIMES_WORDS =
  '(?:times|fois|vezes|veces|volte|mal|раза|раз|разу|рази|lần|kali|kertaa|razy|φορές|φορες|बार|번|回|次|مرات|بار|keer|gånger|ganger|gange|krát|puta|ori|alkalommal|kez|defa)(?![\\p{L}\\p{M}])';
/** The word right after the line's count. */
const TIMES = new RegExp(`^[\\s-]*${TIMES_WORDS}`, 'iu');
/**
 * The same word anywhere in the source: a count of times it says itself, in digits or words
 * ("trois fois"), or a phrase of it ("à la fois"); either way the line's count is not read off
 * its dates.
 */
const TIMES_IN_SOURCE = new RegExp(`(?<![\\p{L}\\p{M}])${TIMES_WORDS}`, 'iu');
/** A day and month key of the source's figures ("dm3.5"). */
const DAY_MONTH = /^dm\d+\.\d+$/u;

/** Whether the line's count of times is the number of dates the source gives. */
export function datedTimes(
  figure: Figure,
  line: string,
  source: { text: string; figures: ReadonlySet<string> },
): boolean {
  if (figure.kind !== 'count' || figure.readings.length !== 1) return false;
  const count = /^n([2-5])$/u.exec(figure.readings[0]?.join(' ') ?? '')?.[1];
  const at = line.indexOf(figure.text);
  if (count === undefined || at < 0 || !TIMES.test(line.slice(at + figure.text.length))) {
    return false;
  }
  let dates = 0;
  for (const key of source.figures) if (DAY_MONTH.test(key)) dates++;
  return dates === Number(count) && !TIMES_IN_SOURCE.test(source.text);
}
