/**
 * A weekday CLDR writes as a word and its number: Vietnamese "Thứ 6" (Friday, "the sixth"), the
 * short form of "Thứ Sáu". The number words read the source's "Thứ Sáu" as the ordinal sixth (its
 * key "o6"); a line's "Thứ 6, 14 thg 3" was stopped for a 6 the source does not write in digits.
 * The word before the number is taken from Intl's weekday names in the post's and the card's
 * languages, not a list: a number after it is that ordinal, held where the source holds it.
 */
import type { Figure } from '../figures/figure-kinds.ts';

/** Any day of a week (Friday 5 January 2024): the names' words are the same for each day. */
const FRIDAY = new Date(Date.UTC(2024, 0, 5));
const wordsOf = new Map<string, readonly string[]>();

/** The words a language's weekday names write before their number ("thứ"), lower case. */
function numberWordsIn(lang: string): readonly string[] {
  const known = wordsOf.get(lang);
  if (known) return known;
  const found = new Set<string>();
  try {
    for (const weekday of ['long', 'short'] as const) {
      for (const date of [{}, { day: 'numeric', month: 'short' }] as const) {
        const name = new Intl.DateTimeFormat(lang, {
          weekday,
          ...date,
          timeZone: 'UTC',
          numberingSystem: 'latn',
        })
          .formatToParts(FRIDAY)
          .find((part) => part.type === 'weekday')?.value;
        const word = name && /^([\p{L}\p{M}]+)\s+\d$/u.exec(name.trim())?.[1];
        if (word) found.add(word.toLowerCase());
      }
    }
  } catch {
    // A runtime without this language's names reads none.
  }
  const words = [...found];
  wordsOf.set(lang, words);
  return words;
}

/** Whether the line's count `figure` is a weekday's number the source holds as its ordinal. */
export function heldNumberedWeekday(
  figure: Figure,
  line: string,
  keys: ReadonlySet<string>,
  langs: readonly string[],
): boolean {
  if (figure.kind !== 'count' || !/^\d$/u.test(figure.text)) return false;
  if (!keys.has(`o${figure.text}`)) return false;
  const lower = line.toLowerCase();
  return langs.some((lang) =>
    numberWordsIn(lang).some((word) =>
      new RegExp(`(?<![\\p{L}\\p{M}])${word}\\s+${figure.text}(?!\\d)`, 'u').test(lower),
    ),
  );
}
