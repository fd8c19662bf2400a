/**
 * The first day of a month in Arabic's ordinal word (issue 44, round fifty-three): "أول يناير"
 * (the first of January) is the 1st of January, as "1 يناير" is. The date's reader saw a word
 * and a month with no day, and a faithful line of the source's "اعتباراً من أول يناير" that wrote
 * "في 1 يناير" was stopped for a "1" the source never gave. Before a month's name, the word is the
 * day itself and is read as its digit ("2 يناير" of it is still another day); elsewhere ("أول 10
 * أمتار", the first 10 metres) it is left as written. "مطلع يناير" (early January) is no day.
 */
import { foldWord } from '../words/fold-word.ts';
import { calendarNamesOf } from './calendar-names.ts';

/** The word for "first" on its own (no letter joined before it), and the word after it. */
const FIRST_BEFORE = /(?<![\p{L}\p{M}])أول(?=\s+([\p{sc=Arab}\p{M}]+))/gu;

/** `text` with "أول" read as the day 1 where an Arabic month's name follows it. */
export function withArabicFirstDays(text: string): string {
  if (!text.includes('أول')) return text;
  return text.replace(FIRST_BEFORE, (whole, word: string) => {
    const month = calendarNamesOf(foldWord(word, false), ['ar'], word).some((name) =>
      /^m\d+$/u.test(name.key),
    );
    return month ? '1' : whole;
  });
}
