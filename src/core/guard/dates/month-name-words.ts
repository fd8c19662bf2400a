/**
 * A word that is a month's name in one of the source's languages, in any of the region's names
 * CLDR gives it (issue 44, round 59's probes): a Levantine line's "في آذار" of an Egyptian post's
 * "في مارس" is March, which the calendar reader checks against the source's months
 * (claim-calendar.ts stops "في نيسان" of March). The readers of names swapped in a frame
 * (rare-swaps.ts) read a month as no name: their check of it would stop the right month.
 */
import { foldWord } from '../words/fold-word.ts';
import { calendarNamesOf, ONE_LETTER_PREFIX } from './calendar-names.ts';

/** Whether `word`, as written (with a one-letter prefix, "بآذار"), names a month in `langs`. */
export function isMonthNameWord(word: string, langs: readonly string[]): boolean {
  const month = (text: string) =>
    calendarNamesOf(foldWord(text, false), langs, text).some((name) => name.key.startsWith('m'));
  if (!/\p{L}{2}/u.test(word)) return false;
  return (
    month(word) || (ONE_LETTER_PREFIX.test(word) && [...word].length > 3 && month(word.slice(1)))
  );
}
