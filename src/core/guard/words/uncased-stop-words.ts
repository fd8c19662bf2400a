/**
 * Function words and the commonest verbs of the spaced scripts without capitals, from the
 * `stopword` package's lists (MIT): Arabic's "قال", "أكد", "مقابل", Hindi's "कहा", "तरह", Bengali's
 * "জানিয়েছে", Persian's "مانند". A model's line that rewords its source trades one such word for
 * another ("أكد المدرب" of "قال المدرب", said; "सरकार ने कहा" of "सरकार ने घोषणा की"), and the
 * replaced-names reader, with no capital to tell a name, read it as a name put in the source's
 * frame (h291's probes). A person's or a place's name is none of these words. Urdu's list in the
 * package is mis-encoded (its letters are not Urdu's), so Urdu is not read here.
 */
import { ara, ben, fas, hin } from 'stopword';
import { foldWord } from './fold-word.ts';
import { uncasedKey } from './uncased-words.ts';

/** The package's list for each language read, by its code. */
const LISTS: Readonly<Record<string, readonly string[]>> = { ar: ara, bn: ben, fa: fas, hi: hin };

const sets = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();

/**
 * A word as the lists are read: uncasedKey's spelling (Arabic's vowel marks and hamza's seats
 * folded); Bengali's vowel signs kept, as they tell its words apart.
 */
const keyOf = (word: string, lang: string) =>
  lang === 'bn' ? foldWord(word, true) : uncasedKey(word, lang);

/** A language's list as keyOf spells its words. */
function listOf(lang: string): ReadonlySet<string> | undefined {
  let set = sets.get(lang);
  if (!set) {
    const list = LISTS[lang];
    if (!list) return undefined;
    set = new Set(list.map((word) => keyOf(word, lang)));
    sets.set(lang, set);
  }
  return set;
}

/** Whether `word` is one of the function words or commonest verbs of one of `langs`. */
export function isUncasedStopWord(word: string, langs: readonly string[]): boolean {
  return langs.some((lang) => listOf(lang)?.has(keyOf(word, lang)) === true);
}
