/**
 * An Arabic word that ends on an attached pronoun ("ثمنه", its price; "قيمتها", its value;
 * "مديرهم", their director), whose word without the pronoun is a common Arabic word: a noun said
 * of something the sentence has named, never a person's or a place's name, which takes no
 * possessive (round forty-five's "لاسترداد ثمنه كاملاً" of "لاسترداد المبلغ كاملاً", to get its
 * price back, read as a name put for "the amount"). A name ending as a pronoun does ("عبدالله",
 * "طه") leaves no common word when cut; a teh marbuta ("ة") is no pronoun's heh.
 */
import { uncasedKey, uncasedWords } from '../words/uncased-words.ts';

/** The attached pronouns: his/its, her/its, their (both, men, women), your, our. */
const PRONOUN = /(?:ه|ها|هما|هم|هن|كم|نا)$/u;
/** A clitic before the word: "و", "ف", then "ب", "ل", "ك", or the article. */
const CLITIC = /^(?:[وف]?[بلك]|[وف])/u;
/** The article and the clitics before it ("التعاقد", "وللمدينة"): a source's word without them. */
export const ARABIC_ARTICLE = /^(?:[وف]?[بك]?ال|[وف]?لل)/u;
const ARABIC_WORD = /^\p{Script=Arabic}+$/u;

/**
 * Whether `run`, in an Arabic source, is one common word with an attached pronoun; or, where
 * `said` tells the source's own words (their keys, the article cut), one of them with a pronoun
 * ("تعاقده", its signing, of the source's "التعاقد": the noun said again, rare or not).
 */
export function isArabicPronounEnding(
  run: string,
  langs: readonly string[],
  said?: (key: string) => boolean,
): boolean {
  if (!langs.includes('ar') || !ARABIC_WORD.test(run)) return false;
  const common = uncasedWords('ar');
  for (const ending of run.match(PRONOUN) ?? []) {
    const stem = run.slice(0, -ending.length);
    for (const form of [stem, stem.replace(CLITIC, '')]) {
      // A feminine noun's teh marbuta is a teh before its pronoun ("قيمتها" of "قيمة").
      for (const noun of [form, form.replace(/ت$/u, 'ة')]) {
        const key = uncasedKey(noun, 'ar');
        if ([...key].length >= 3 && (common.has(key) || said?.(key))) return true;
      }
    }
  }
  return false;
}
