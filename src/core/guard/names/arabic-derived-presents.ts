/**
 * An Arabic verb of a derived form in the present ("تنطلق", it starts; "يرتفع", "تستمر"), read as
 * a name where the source has another word (blind round fifty: "تنطلق امتحانات الدور الثاني" of
 * the source's "وتبدأ امتحانات الدور الثاني"). arabic-derived-verbs.ts reads the perfect by its
 * verbal noun; the present shows its form in its letters alone: a person's prefix ("ي", "ت"), then
 * form VII's "ن" before the root ("ت-ن-طلق"), form VIII's "ت" after its first letter ("ي-ر-ت-فع")
 * or form X's "ست" ("ت-ست-مر"), the root's letters no long vowel, a plural's or dual's ending
 * after. A name is rarely so made: "ينبع" is a letter short, "تونس" and "يتسحاق" carry long vowels.
 * Forms V and VI put their "ت" before the root ("ي-ت-وقع", "ي-ت-راجع"), which a name's letters may
 * hold too: there the word without its person's prefix must be a common word of Arabic, the form's
 * perfect or its verbal noun ("توقع", "تراجع"), which "تسحاق" of "يتسحاق" is not.
 */
import { uncasedKey, uncasedWords } from '../words/uncased-words.ts';

/** A present tense's prefix, the form's marker with the root's letters, a person's ending. */
const DERIVED_PRESENT =
  /^[وف]?[يت](?:ن[^اوىي\s]{3}|[^اوىي\s]ت[^اوىي\s]{2}|ست[^اوىي\s]{2,3})(?:ون|ان|ين|ن)?$/u;
const ARABIC = /^\p{Script=Arabic}+$/u;

/** Forms V and VI in the present: a person's prefix, then "ت" and the form's perfect's rest. */
const T_PRESENT = /^[وف]?[يت](ت\p{Script=Arabic}{3,4}?)(?:ون|ان|ين|ن)?$/u;

/** Whether `word` is a derived form's present tense (see the file's comment). */
export function isDerivedPresentVerb(word: string): boolean {
  const bare = word.replace(/\p{M}/gu, '');
  if (!ARABIC.test(bare)) return false;
  if (DERIVED_PRESENT.test(bare)) return true;
  const perfect = T_PRESENT.exec(bare)?.[1];
  return perfect !== undefined && uncasedWords('ar').has(uncasedKey(perfect, 'ar'));
}
