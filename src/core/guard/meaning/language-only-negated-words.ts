/**
 * A word a post writes only under a negation, stated plainly, outside English (issue 44, docs/
 * decisions/012): "La mairie a décidé de faire appel" of "La mairie, qui dispose de deux mois pour
 * faire appel, n'a pas encore décidé", "lekcje odbędą się mimo awarii ogrzewania" of "zajęcia
 * lekcyjne nie odbędą się z powodu awarii ogrzewania". negation-claims.ts asks for the words on
 * both sides of the negation, and a paraphrase ("lekcje" of "zajęcia lekcyjne") or a "yet"
 * ("pas encore") leaves it too few; only-negated-words.ts reads English alone.
 *
 * The negated word here is the first content word after the negation (a stop word or a "yet",
 * "still", "already" of the language passed over: "n'a pas encore décidé" negates "décidé"), where
 * the post writes it nowhere un-negated. A line's sentence that negates nothing and writes it is
 * stopped where the sentence shares two more words with the post's sentence that negates it, and
 * no fewer than with any other. A line that negates anything may have kept the negation in other
 * words ("n'a rien décidé"), and is kept. Read in the post's language only, not a translation.
 */
import { splitSentences } from '../../split-sentences.ts';
import { isStopWord } from '../words/stop-words.ts';
import { type ClauseSource, clausesOf, clausesOfSource, sameWord } from './negation-claims.ts';
import { negationWordsOf } from './negation-words.ts';
import { isWord, statesNegated } from './only-negated-words.ts';

/** Words of time a negation stands before its verb with: "pas encore décidé", "noch nicht". */
const YET: Readonly<Record<string, readonly string[]>> = {
  fr: ['encore', 'toujours', 'déjà', 'vraiment'],
  es: ['todavía', 'aún', 'ya', 'siempre'],
  ca: ['encara', 'ja', 'sempre'],
  pt: ['ainda', 'já', 'sempre'],
  it: ['ancora', 'già', 'sempre', 'ancor'],
  de: ['noch', 'schon', 'immer'],
  nl: ['nog', 'al', 'altijd'],
  pl: ['jeszcze', 'już', 'zawsze'],
  ru: ['ещё', 'еще', 'уже', 'всегда'],
  uk: ['ще', 'вже', 'завжди'],
};

/** A post's negated words, each with its sentence's words, and every word it writes plainly. */
interface Negated {
  negated: Array<{ word: string; sentence: string[] }>;
  plain: string[];
  sentences: string[][];
}

const bySource = /* @__PURE__ */ new WeakMap<object, Negated>();

function negatedOf(source: ClauseSource, lang: string): Negated {
  let read = bySource.get(source);
  if (read) return read;
  read = { negated: [], plain: [], sentences: [] };
  const negations = negationWordsOf(lang);
  const yet = YET[lang] ?? [];
  if (!negations) return read;
  for (const sentence of clausesOfSource(source, lang, negations)) {
    const words = sentence.clauses.flatMap((clause) =>
      clause.words.filter((word) => !word.negation).map((word) => word.text),
    );
    read.sentences.push(words);
    for (const clause of sentence.clauses) {
      let negating = false;
      for (const word of clause.words) {
        if (word.negation) {
          negating = true;
          continue;
        }
        if (negating && (yet.includes(word.text) || isStopWord(word.text, lang))) continue;
        if (negating && isWord(word.text)) read.negated.push({ word: word.text, sentence: words });
        else read.plain.push(word.text);
        negating = false;
      }
    }
  }
  bySource.set(source, read);
  return read;
}

/** The line's clauses that state plainly a word its post writes only negated (not English). */
export function languageOnlyNegatedWordClaims(line: string, source: ClauseSource): string[] {
  const lang = source.langs[0] ?? 'en';
  if (source.translated || lang === 'en') return [];
  const negations = negationWordsOf(lang);
  if (!negations) return [];
  const read = negatedOf(source, lang);
  if (read.negated.length === 0) return [];
  const stopped: string[] = [];
  for (const sentence of splitSentences(line, lang)) {
    const clauses = clausesOf(sentence, lang, negations);
    const words = clauses.flatMap((clause) => clause.words);
    if (words.some((word) => word.negation || negations.words.has(word.text))) continue;
    for (const clause of clauses) {
      const dropped = statesNegated(clause, read.negated, read.sentences, (text) =>
        read.plain.some((other) => sameWord(text, other)),
      );
      if (dropped && !stopped.includes(clause.text)) stopped.push(clause.text);
    }
  }
  return stopped;
}
