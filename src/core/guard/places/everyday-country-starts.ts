/**
 * A word changed-country-words.ts would read as a country only by its loosest rule, that is an
 * everyday word of the source's language made on another everyday word (h293): "По словам
 * Грефа" ("according to Gref") covers "Словакия" but for its last three letters, and so does
 * Polish "słowa" (words) "Słowacja" by the same count. The rule is kept for a country's own words ("словацкий",
 * "французский" share five letters and drop two or fewer); a word read so that the language's
 * common words hold, and whose shared start is one of them too ("слова", "words"), is that word.
 */
import { commonWordsOf } from '../words/common-words.ts';

/**
 * Whether `letters` (a lower-cased word) covers a country's name of `nameLength` letters only by
 * dropping `ending` letters of it, sharing `shared` at its start, and both the word and its shared
 * start are common words of one of `langs`.
 */
export function isEverydayStart(
  letters: readonly string[],
  shared: number,
  nameLength: number,
  ending: number,
  langs: readonly string[],
): boolean {
  if (shared !== nameLength - ending) return false;
  const word = letters.join('');
  const start = letters.slice(0, shared).join('');
  return langs.some((lang) => {
    const common = commonWordsOf(lang);
    return common?.has(word) && common.has(start);
  });
}
