/**
 * A double negative turned round (issue 44, docs/decisions/012 "Negations said in other words"):
 * a lease's "Pets are not allowed without the Landlord's written consent" says consent is needed,
 * so "Pets don't need the landlord's written consent" and "pets are allowed without consent" state
 * what it rules out. negation-claims.ts leaves a source's clause that negates a preposition
 * ("without") as too tangled to flip, so it saw neither.
 *
 * A source's English clause with a negation and, after it, "without": its subject (the content word
 * before the negation), its verb (the words between) and what it is without (the last word after
 * "without"). A line's clause that holds the subject and that last word is stopped when it negates
 * a need of it ("don't need", "is not required") or when it says the verb "without" it and negates
 * nothing else. "Pets need the landlord's consent" (no negation) and "pets are not allowed without
 * consent" (the source's words) are kept. English only: the words of need are English.
 */
import { splitSentences } from '../../split-sentences.ts';
import { edgesLast } from '../words/edges-last.ts';
import {
  type Clause,
  type ClauseSource,
  clausesOf,
  clausesOfSource,
  sameWord,
} from './negation-claims.ts';
import { isNegatingPreposition, negationWordsOf } from './negation-words.ts';

/** A need negated ("don't need", "is not required"): "need" is no content word of a clause. */
const NEGATED_NEED =
  /(?:\bnot|\bnever|n['’]t)\s+(?:be\s+)?(?:need|needs|needed|require|requires|required|necessary)\b/iu;

/** A source's double negative: its subject, its verb's words, and what it is without. */
interface DoubleNegative {
  subject: string;
  verbs: string[];
  without: string;
}

/** Whether `clause` holds `word`, not negated, from the index `from` on. */
const holdsFrom = (clause: Clause, word: string, from = 0) =>
  clause.words.some((one, index) => index >= from && !one.negation && sameWord(one.text, word));

/** The source's clauses that negate, then say "without" something. */
function doubleNegatives(source: ClauseSource): DoubleNegative[] {
  const negations = negationWordsOf('en');
  if (!negations) return [];
  const found: DoubleNegative[] = [];
  for (const sentence of clausesOfSource(source, 'en', negations)) {
    if (!sentence.negated) continue;
    for (const clause of sentence.clauses) {
      const { words } = clause;
      const at = words.findIndex((word) => word.negation && !isNegatingPreposition(word.text));
      const without = words.findIndex((word, index) => index > at && word.text === 'without');
      const subject = words[at - 1] ?? undefined;
      const last = words.at(-1);
      if (at < 1 || without < 0 || !subject || subject.negation || !last || last.negation) continue;
      if (last === words[without]) continue;
      const verbs = words.slice(at + 1, without).filter((word) => !word.negation);
      found.push({
        subject: subject.text,
        verbs: verbs.map((word) => word.text),
        without: last.text,
      });
    }
  }
  return found;
}

/** Whether the line's clause turns the source's double negative round. */
function turns(clause: Clause, double: DoubleNegative): boolean {
  if (!holdsFrom(clause, double.subject) || !holdsFrom(clause, double.without)) return false;
  // "don't need the landlord's written consent": the need the source's double negative says, negated.
  if (NEGATED_NEED.test(clause.text)) return true;
  if (clause.words.some((word) => word.negation && !isNegatingPreposition(word.text))) return false;
  // "are allowed without consent": the source's verb, "without" after it, and no other negation.
  const without = clause.words.findIndex((word) => word.text === 'without');
  if (without < 0 || double.verbs.length === 0) return false;
  return (
    double.verbs.every((verb) =>
      clause.words.slice(0, without).some((one) => sameWord(one.text, verb)),
    ) && holdsFrom(clause, double.without, without + 1)
  );
}

/** Whether a source writes "without" (its edges tried last: they are slow on a long source). */
const saysWithout = edgesLast(/\bwithout\b/iu);

/** The line's clauses that say a source's "not … without" thing is not needed. */
export function doubleNegativeClaims(line: string, source: ClauseSource): string[] {
  if (source.translated || (source.langs[0] ?? 'en') !== 'en') return [];
  const negations = negationWordsOf('en');
  if (!negations || !saysWithout(source.text)) return [];
  const doubles = doubleNegatives(source);
  if (doubles.length === 0) return [];
  return splitSentences(line, 'en')
    .flatMap((sentence) => clausesOf(sentence, 'en', negations))
    .filter((clause) => doubles.some((double) => turns(clause, double)))
    .map((clause) => clause.text);
}
