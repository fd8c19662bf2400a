/**
 * A need the source rules out, said as a need (issue 44, docs/decisions/012 "Negations said in other
 * words"): "the broken jug needs to be returned" of a support e-mail's "You do not need to send the
 * cracked jug back" (and "you do not need to return the whole blender"). "need" is no content word
 * of a clause (negation-claims.ts), so the negation reader had only "return" and "jug" to hold.
 *
 * The source's English clauses that negate a need ("do not need to return …", "is not required to")
 * give the verbs after it and their other words. A line's clause that negates nothing, says a need
 * ("needs to", "must", "has to") and holds one of those verbs and another of their words is stopped.
 * A return is one act however the verb says it ("return", "send … back", "take … back"): "but need
 * to take the heater back to a store" of "do not need to return the heater to a store"
 * (en-documents-5); "must dispose of the cracked jug" is another act, and kept.
 * "The jug does not need to be returned" and "no need to return the jug" negate, so they are kept.
 */
import { splitSentences } from '../../split-sentences.ts';
import { type ClauseSource, clausesOf, clausesOfSource, sameWord } from './negation-claims.ts';
import { negationWordsOf } from './negation-words.ts';

/** A need negated, and the words after it ("do not need to send the cracked jug back"). */
const NEGATED_NEED = /(?:\bnot|n['’]t)\s+(?:need|needs|have|has|required)\s+to\s+([^,;.:!?]+)/iu;
/** A return, in its verb or a verb's "back" ("send the jug back", "take it back"). */
const RETURN = /\b(?:back|return(?:s|ed|ing)?)\b/iu;
/** A need said ("needs to be returned", "must return", "has to send"). */
const NEED = /\b(?:needs?|must|has|have|required)\s+(?:to\s+)?(?:be\s+)?\p{L}/iu;

/** The line's clauses that say a need the source rules out. */
export function negatedNeedClaims(line: string, source: ClauseSource): string[] {
  if (source.translated || (source.langs[0] ?? 'en') !== 'en') return [];
  const negations = negationWordsOf('en');
  if (!negations || !NEED.test(line)) return [];
  // Each negated need's verb (its first content word) and the content words after it.
  const needs: { verb: string; words: string[]; returns: boolean }[] = [];
  for (const sentence of clausesOfSource(source, 'en', negations)) {
    for (const clause of sentence.clauses) {
      const after = NEGATED_NEED.exec(clause.text)?.[1];
      if (!after) continue;
      const words = clausesOf(after, 'en', negations).flatMap((one) => one.words);
      const [verb, ...rest] = words.filter((word) => !word.negation).map((word) => word.text);
      if (verb && rest.length > 0) needs.push({ verb, words: rest, returns: RETURN.test(after) });
    }
  }
  if (needs.length === 0) return [];
  const objects = needs.flatMap((need) => need.words);
  return splitSentences(line, 'en')
    .flatMap((sentence) => clausesOf(sentence, 'en', negations))
    .filter((clause) => {
      if (clause.words.some((word) => word.negation) || !NEED.test(clause.text)) return false;
      const texts = clause.words.map((word) => word.text);
      const holds = (word: string) => texts.some((text) => sameWord(text, word));
      const returning = RETURN.test(clause.text);
      return needs.some(
        (need) => (holds(need.verb) || (need.returns && returning)) && objects.some(holds),
      );
    })
    .map((clause) => clause.text);
}
