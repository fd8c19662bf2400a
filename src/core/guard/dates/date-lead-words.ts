/**
 * A common word that leads a date in with a preposition (round thirty-four: "بداية من الأحد 21
 * يوليو", "starting from Sunday", of "اعتباراً من الأحد 21 يوليو", "as of Sunday"): where no capital
 * tells a name, the word a line puts before the source's "من" and date stands where the source's
 * lead word does, its own frame. It is one of the language's commonest words, as such leads are
 * ("بداية", "starting"); a place or a person there ("الرياض", "جدة", "محمد") is not, so a place
 * changed before a date ("في الرياض من الأحد" of "في جدة من الأحد") is still read as a name.
 */
import type { NameSource } from '../names/claim-names.ts';
import type { Token } from '../names/name-tokens.ts';
import { isUncasedGrammar } from '../names/unknown-names.ts';
import { commonestWords, isUncasedLanguage, uncasedKey } from '../words/uncased-words.ts';

/** The commonest words of a language a date's lead word is one of (a city's name is rarer). */
const LEAD_RANK = 3000;

/** Whether the one-word run at `at` is a common word before a preposition and a day or month. */
export function leadsDate(tokens: Token[], at: number, source: NameSource): boolean {
  const word = tokens[at];
  const preposition = tokens[at + 1];
  const date = tokens[at + 2];
  const lang = source.langs[0] ?? '';
  if (!word || !preposition?.joined || !date?.dated || !isUncasedLanguage(lang)) return false;
  return (
    isUncasedGrammar(preposition.text, source) &&
    commonestWords(lang, LEAD_RANK).has(uncasedKey(word.text, lang))
  );
}
