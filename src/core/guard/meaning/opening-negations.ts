/**
 * A sentence that opens with its negation, said without it (issue 44, blind round fifty-one):
 * "דווח על נפגעים משימוש במייבשים" of a recall's "לא דווח על נפגעים" (no injuries were reported),
 * "Injuries were reported" of "No injuries were reported". negation-claims.ts reads two words
 * before a negation and two after, three at least, and short-negations.ts one before it (its
 * subject): a negation that is its sentence's first word, with nothing before it, has too few.
 *
 * Here a source's sentence whose first word is its negation, its second a content word, with two or
 * three content words after the negation (none a figure: the figure readers see those) and no other
 * negation, is read as those words: a line's clause that negates nothing and holds every one of them
 * in their order says it with its negation dropped. "No one was hurt" (one word after) is too short
 * to be read, and "Not before next Tuesday" negates no word of its own (a time, which "trying again
 * next Tuesday at the earliest" keeps). A line that writes a negation word at all, in an idiom too
 * ("no sooner than next Tuesday"), is not read: it may have kept the negation in other words. In
 * the source's language, where negation is a word of its own (negation-words.ts); not a translation.
 */

import { splitSentences } from '../../split-sentences.ts';
import { readOnce } from '../read-once.ts';
import {
  type Clause,
  type ClauseSource,
  clausesOf,
  clausesOfSource,
  sourceNegates,
} from './negation-claims.ts';
import { type NegationWords, negationWordsOf } from './negation-words.ts';
import { holdsInOrder } from './short-negations.ts';

/** The fewest and most content words after an opening negation that are read as its clause. */
const LEAST = 2;
const MOST = 3;
/** A word as negation-claims.ts reads one, an apostrophe's clitic kept on it. */
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu;

/** Whether the clause's text opens with its first two words as read: nothing read between them. */
function opensWith(text: string, words: readonly string[]): boolean {
  const tokens = [...text.slice(0, 200).matchAll(TOKEN)].slice(0, 2).map(([token]) => token);
  return words.every((word, at) => tokens[at]?.toLowerCase() === word);
}

/** The source's sentences that open with their negation, as the words a line's clause must hold. */
function openingNegatedOf(
  source: ClauseSource,
  lang: string,
  negations: NegationWords,
): string[][] {
  return readOnce(bySource, source, lang, () => {
    const wanted: string[][] = [];
    for (const sentence of clausesOfSource(source, lang, negations)) {
      if (!sentence.negated || sentence.tangled) continue;
      const first = sentence.clauses[0];
      if (first?.words[0]?.negation !== true) continue;
      const after = first.words.slice(1);
      if (!opensWith(first.text, [first.words[0].text, after[0]?.text ?? ''])) continue;
      if (after.length < LEAST || after.length > MOST || after.some((word) => word.negation)) {
        continue;
      }
      const words = after.map((word) => word.text);
      if (words.some((word) => /\p{N}/u.test(word))) continue;
      wanted.push(words);
    }
    return wanted;
  });
}

const bySource = /* @__PURE__ */ new WeakMap<object, Map<string, string[][]>>();

/** The line's clauses that say a source's sentence opening with its negation, without it. */
export function openingNegationClaims(line: string, source: ClauseSource): string[] {
  if (source.translated) return [];
  const lang = source.langs[0] ?? 'en';
  const negations = negationWordsOf(lang);
  if (!negations || !sourceNegates(source, lang, negations)) return [];
  const wanted = openingNegatedOf(source, lang, negations);
  if (wanted.length === 0) return [];
  const lineClauses = splitSentences(line, lang).flatMap((one) => clausesOf(one, lang, negations));
  // Any negation word, an idiom's too ("no sooner than"): the idioms are read as no negation.
  const negates = (clause: Clause) =>
    clause.words.some((word) => word.negation || negations.words.has(word.text));
  if (lineClauses.some(negates)) return [];
  return lineClauses
    .filter((clause) => wanted.some((words) => holdsInOrder(clause, words)))
    .map((clause) => clause.text);
}
