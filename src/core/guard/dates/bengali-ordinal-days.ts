/**
 * A day of the month with Bengali's ordinal ending (issue 44, round fifty-two): "১লা জানুয়ারি"
 * (the 1st of January), "২রা", "৪ঠা", "৫ই"… Bengali writes the ending against the day's digits,
 * so the date's reader saw a count "1" and no day before the month, and a faithful line of a
 * source's "১ জানুয়ারি" was stopped. Before a month's name, the digits with that ending are the
 * day itself: the ending is dropped and the day read as any other ("২রা জানুয়ারি" of "১ জানুয়ারি"
 * is still another day). Elsewhere ("৫ই" alone) the text is left as written.
 */
import { foldWord } from '../words/fold-word.ts';
import { calendarNamesOf } from './calendar-names.ts';

/** A day's digits (already ASCII), its ordinal ending, and the word after it. */
const SUFFIXED_DAY = /(?<![\d.,])(\d{1,2})(?:লা|রা|ঠা|ই)(?=\s+([\p{sc=Beng}\p{M}]+))/gu;

/** Cheap test: a digit with one of the endings after it. */
const ENDING = /\d(?:লা|রা|ঠা|ই)/u;

/** `text` with each day's ordinal ending dropped where a Bengali month's name follows. */
export function withoutBengaliDayEndings(text: string): string {
  if (!ENDING.test(text)) return text;
  return text.replace(SUFFIXED_DAY, (whole, day: string, word: string) => {
    const value = Number(day);
    if (value < 1 || value > 31) return whole;
    const month = calendarNamesOf(foldWord(word, false), ['bn'], word).some((name) =>
      /^m\d+$/u.test(name.key),
    );
    return month ? day : whole;
  });
}
