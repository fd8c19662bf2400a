/**
 * A line's range of hours on the 24-hour clock of a source that gives both ends as times of day
 * (h285): "open 9-17" of "from 9 am to 5 pm", "de 9 a 17 h" of "de 9 de la mañana a 5 de la
 * tarde", "از ساعت 9 تا 17" of "۹ صبح تا ۵ عصر". The line's range was read as the numbers 9 and 17
 * (or the score 9-17), which the source, holding the times 9:00 and 17:00, lacked. The mirror of
 * twelve-hour-ranges.ts (a line's "9 to 5" of a source's "9 and 17").
 *
 * Held only where the source holds both ends as times with those minutes, the first before the
 * last (a day's opening, not a night's "22-2"): "9-18" of "9 am to 5 pm" is still stopped.
 */
import type { Figure } from '../figures/figure-kinds.ts';
import { foldWord } from '../words/fold-word.ts';
import { isHourWordAfter } from './figure-clock.ts';

/**
 * Two hours, each with its minutes or none, joined by a dash or a short word ("a", "to", "تا"),
 * then perhaps the hour's word ("9 a 17 h", "9 tot 17 uur").
 */
const RANGE =
  /^(\d{1,2})(?:[:.]([0-5]\d))?(?:\s?\p{Pd}\s?|\s\p{L}{1,5}\s)(\d{1,2})(?:[:.]([0-5]\d))?(?:\s?(\p{L}{1,5}))?$/u;

/** Whether the source (`sourceKeys`) holds both ends of the line's range of hours as times. */
export function heldRangeHoursOfTimes(
  figure: Figure,
  sourceKeys: ReadonlySet<string>,
  langs: readonly string[],
): boolean {
  if (figure.kind !== 'range' && figure.kind !== 'score') return false;
  const match = RANGE.exec(figure.text.trim());
  if (!match) return false;
  const hourWord = match[5];
  if (hourWord !== undefined && !isHourWordAfter(foldWord(hourWord, false), langs)) return false;
  const from = Number(match[1]);
  const to = Number(match[3]);
  if (from >= to || to > 24) return false;
  return (
    sourceKeys.has(`t${from}:${match[2] ?? '00'}`) &&
    sourceKeys.has(`t${to % 24}:${match[4] ?? '00'}`)
  );
}
