/**
 * A German noun of a Latinate verb (issue 44, de-r37): "Studie" of "studieren", "Fotografie" of
 * "fotografieren", "Garantie" of "garantieren". German takes such verbs with "-ieren" and their nouns
 * with "-ie"; the commonest-words list (common-words.ts) holds the verb, in its infinitive or its
 * participle, where it lacks the noun, so a capitalised "Studie" read alone was a name. A name
 * ending so ("Guthrie", "Mackenzie", "Sophie") has no such verb: German makes none of a name.
 */
import { commonWordsOf } from '../words/common-words.ts';

/**
 * The verb's forms the list may hold, its infinitive and participle: "studie" → "studieren",
 * "studiert". Not "-iere", which a noun ends in as often ("Karriere", "Premiere", "Papiere").
 */
const FORMS = ['ren', 'rt'];

/** Whether `lower` (lower case) is the "-ie" noun of a common German "-ieren" verb. */
export function isGermanVerbNoun(lower: string): boolean {
  if ([...lower].length < 5 || !lower.endsWith('ie')) return false;
  const words = commonWordsOf('de');
  return FORMS.some((form) => words?.has(`${lower}${form}`) === true);
}
