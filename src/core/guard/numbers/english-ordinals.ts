/**
 * English ordinals in words, "first" to "twelfth", with their places: the readers that bind an
 * English ordinal to what it numbers ("her third novel", "the fourth quarter", "fifth straight")
 * take them from the number lexicon n2words made (number-words.ts), not from a list of their own.
 */
import { lexiconOf } from './number-words.ts';

/** The most an English ordinal in words is read to here: the periods and streaks people write. */
const MOST = 12;

/** "first" … "twelfth", in order: index + 1 is the place. */
export const ENGLISH_ORDINAL_WORDS: readonly string[] = /* @__PURE__ */ ordinalWords();

function ordinalWords(): string[] {
  const ordinals = lexiconOf('en')?.ordinals ?? new Map<string, number>();
  return [...ordinals]
    .filter(([word, place]) => place <= MOST && /^[a-z]+$/u.test(word))
    .sort((a, b) => a[1] - b[1])
    .map(([word]) => word);
}

/** The place an English ordinal word says ("third" → 3), or undefined for none of them. */
export function englishOrdinalPlace(word: string): number | undefined {
  const index = ENGLISH_ORDINAL_WORDS.indexOf(word.toLowerCase());
  return index < 0 ? undefined : index + 1;
}
