/**
 * A short negated clause said without its negation (issue 44, docs/decisions/012 "Short negated
 * clauses"): "plus a bonus of up to 8% that is guaranteed" of an offer letter's "the bonus is not
 * guaranteed". negation-claims.ts reads two words before a negation, the clauses before it in its
 * sentence too ("depending on company and individual performance; the bonus is not guaranteed"),
 * so a line that keeps the short clause and drops what came before it was not read as the source's.
 *
 * Here a source's clause is read alone when it is short: one content word before its negation (its
 * subject) and one to three after it. A line's clause that negates nothing and holds every one of
 * those words, the subject first and the rest after it, says that clause with its negation dropped.
 * Every word must be there, so "prices are expected to stay flat" of "prices are not expected to
 * rise" is kept (no "rise"), and a line that negates anything is not read (it may have moved the
 * negation, as negation-claims.ts holds). Read in the source's language, not in a translation.
 */

import { splitSentences } from '../../split-sentences.ts';
import { readOnce } from '../read-once.ts';
import {
  type Clause,
  type ClauseSource,
  clausesOf,
  clausesOfSource,
  sameWord,
  sourceNegates,
} from './negation-claims.ts';
import { type NegationWords, negationWordsOf } from './negation-words.ts';
import { saysNoLonger } from './no-longer-phrases.ts';

/** The most content words after a short clause's negation. */
const AFTER = 3;

/** The index of the first word of `clause` from `from` on that is `word`, or -1. */
const indexOf = (clause: Clause, word: string, from: number) =>
  clause.words.findIndex(
    (one, index) => index >= from && !one.negation && sameWord(one.text, word),
  );

/** Whether `clause` holds `words` in their order, none negated. */
export function holdsInOrder(clause: Clause, words: readonly string[]): boolean {
  let from = 0;
  for (const word of words) {
    const at = indexOf(clause, word, from);
    if (at < 0) return false;
    from = at + 1;
  }
  return true;
}

/**
 * The source's short negated clauses, as the words that must stand in a line's clause: read once
 * a source (each line of a card asked again), before the line's own clauses (none, most often).
 */
function shortNegatedOf(source: ClauseSource, lang: string, negations: NegationWords): string[][] {
  return readOnce(bySource, source, lang, () => {
    const wanted: string[][] = [];
    for (const sentence of clausesOfSource(source, lang, negations)) {
      if (!sentence.negated || sentence.tangled) continue;
      for (const clause of sentence.clauses) {
        const at = clause.words.findIndex((word) => word.negation);
        if (at !== 1) continue;
        const after = clause.words.slice(at + 1);
        if (after.length === 0 || after.length > AFTER || after.some((word) => word.negation)) {
          continue;
        }
        const words = [clause.words[0]?.text ?? '', ...after.map((word) => word.text)];
        // A figure is no clause's word to hold ("not 3"): the figure readers see those.
        if (words.some((word) => /\p{N}/u.test(word))) continue;
        wanted.push(words);
      }
    }
    return wanted;
  });
}

const bySource = /* @__PURE__ */ new WeakMap<object, Map<string, string[][]>>();

/** The line's clauses that say a short negated clause of the source without its negation. */
export function shortNegationClaims(line: string, source: ClauseSource): string[] {
  if (source.translated) return [];
  const lang = source.langs[0] ?? 'en';
  const negations = negationWordsOf(lang);
  // A source that negates nothing has no short negated clause: its clauses are left unread.
  if (!negations || !sourceNegates(source, lang, negations)) return [];
  const wanted = shortNegatedOf(source, lang, negations);
  if (wanted.length === 0) return [];
  const lineClauses = splitSentences(line, lang).flatMap((one) => clausesOf(one, lang, negations));
  // A line that says "no longer" negates too ("nicht mehr" of "kein Bargeld mehr": an idiom here).
  if (saysNoLonger(line, lang)) return [];
  if (lineClauses.some((clause) => clause.words.some((word) => word.negation))) return [];
  return lineClauses
    .filter((clause) => wanted.some((words) => holdsInOrder(clause, words)))
    .map((clause) => clause.text);
}
