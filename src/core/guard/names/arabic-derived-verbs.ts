/**
 * An Arabic verb of a derived form in the perfect ("ارتفعت", it rose; "انفجر", "استخدموا") opening
 * a line's clause, read as a name where the source has another word (round forty-nine: "ارتفعت
 * نسبة المشاركة" of a source's "وبلغت نسبة المشاركة"). Forms VII, VIII and X ("انفعل", "افتعل",
 * "استفعل") begin with an alif, and their verbal noun puts a long "ا" before the root's last letter
 * ("ارتفاع", "انفجار", "استخدام"): where that noun is a common word of Arabic (the subtitles' list),
 * the line's word is its verb in a person's ending ("ت", "وا", "ن", "تا"), no one's name. A name of
 * the same letters is rare, and one whose verbal noun is a common word rarer still.
 */
import { uncasedKey, uncasedWords } from '../words/uncased-words.ts';

/** A derived form's perfect: "است" or "ا" and three letters or more, a person's ending after. */
const DERIVED_PERFECT = /^(ا(?:ست)?\p{Script=Arabic}{3,4}?)(?:وا|تا|ت|ن|ا)?$/u;

/** Whether `word` is a derived form's perfect verb whose verbal noun is a common Arabic word. */
export function isDerivedPerfectVerb(word: string): boolean {
  const bare = word.replace(/\p{M}/gu, '').replace(/^[وف]/u, '');
  const stem = DERIVED_PERFECT.exec(bare)?.[1];
  if (!stem) return false;
  const noun = `${stem.slice(0, -1)}ا${stem.slice(-1)}`;
  return uncasedWords('ar').has(uncasedKey(noun, 'ar'));
}
