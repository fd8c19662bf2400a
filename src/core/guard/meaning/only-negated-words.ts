/**
 * A word the source writes only under a negation, stated plainly (issue 44, docs/decisions/012):
 * "Maths grades improved slightly and significantly" of "Mathematics grades improved slightly,
 * but the difference was not statistically significant". negation-claims.ts asks for three words
 * about the negation in both clauses, and the source's "the difference was" is the line's "grades
 * improved": the dropped "not" had nothing of its own to hold.
 *
 * The source's English words that stand first after a negation in their clause, or second where
 * an adverb binds the two ("not statistically significant", "did not differ significantly"), and
 * nowhere else un-negated, are its negated words; "not … until July" says when, and negates none. A line's sentence that negates nothing and writes one of them (in any
 * form: "significantly" of "significant") is stopped where its clause shares two more words with
 * the source's sentence that negates it ("grades", "improved"), and no fewer than with any other
 * (a line that rewords another sentence says that one's matter). "improved slightly but not
 * significantly" negates, so it is kept; a word the source also writes plainly may be stated.
 * English only, not a translation: where a negation stands is read as English places it.
 */
import { splitSentences } from '../../split-sentences.ts';
import { oncePer } from '../once-per-source.ts';
import {
  type Clause,
  type ClauseSource,
  clausesOf,
  clausesOfSource,
  negatesInOtherWords,
  sameWord,
  sourceNegates,
} from './negation-claims.ts';
import { plainNegations } from './negation-phrases.ts';
import { negationWordsOf } from './negation-words.ts';

/** A time after a negation: what is negated is only before it. */
const UNTIL = /\b(?:until|till|before)\b/iu;
/** Verbs whose negation says the thing after them is so ("don't forget", "never fails to"). */
const AFFIRMED = /^(?:forget|forgot|forgotten|fail|failed|fails|hesitate)$/iu;
/** An adverb's ending. */
const ADVERB = /ly$/u;
/** A compound that negates its first part ("cobalt- and nickel-free", "risk-free"). */
const FREE_OF = /\p{L}-(?:free|less)\b/iu;
/** How many more of the negating sentence's words the line's sentence holds. */
const SHARED = 2;
/** A negated word this short is a verb's or a pronoun's as often ("not be", "no one"). */
const SHORTEST = 5;

/** A source's negated words, each with the other words of the sentence that negates it. */
interface NegatedWords {
  negated: Array<{ word: string; sentence: string[] }>;
  /** Every word the source writes un-negated, by its first four letters. */
  plain: Map<string, string[]>;
  /** Each sentence's words. */
  sentences: string[][];
}

/** How many of a line's words a source's sentence holds. */
const sharedWith = (words: ReadonlySet<string>, sentence: readonly string[]) =>
  [...words].filter((one) => sentence.some((other) => sameWord(one, other))).length;

const keyOf = (word: string) => word.slice(0, 4);
/** A word long enough and no figure: what a negation is read for. */
export const isWord = (word: string) => word.length >= SHORTEST && !/\p{N}/u.test(word);

/** The source's words, negated or plain, read once. */
const negatedWordsOf = /* @__PURE__ */ oncePer((source: ClauseSource): NegatedWords => {
  const negations = negationWordsOf('en');
  const read: NegatedWords = { negated: [], plain: new Map(), sentences: [] };
  if (!negations) return read;
  for (const sentence of clausesOfSource(source, 'en', negations)) {
    const words = sentence.clauses.flatMap((clause) =>
      clause.words.filter((word) => !word.negation).map((word) => word.text),
    );
    read.sentences.push(words);
    for (const clause of sentence.clauses) {
      // "will not be ready until July", "could not start before April": a time said, no negation.
      const timed = UNTIL.test(clause.text);
      let negating = false;
      clause.words.forEach((word, index) => {
        if (word.negation) {
          negating = !timed;
          return;
        }
        // The negation's first word, and the next where an adverb binds the two ("not
        // statistically significant", "did not differ significantly"); a word after those ("won't
        // be affected and it has hired") is plain.
        const previous = clause.words[index - 1];
        // "don't forget the quarterly report is due": a negated forgetting affirms what follows.
        if (previous?.negation && AFFIRMED.test(word.text)) negating = false;
        const bound =
          previous !== undefined &&
          clause.words[index - 2]?.negation === true &&
          (ADVERB.test(previous.text) || ADVERB.test(word.text));
        if (negating && (previous?.negation || bound)) {
          if (isWord(word.text)) read.negated.push({ word: word.text, sentence: words });
          return;
        }
        negating = false;
        const list = read.plain.get(keyOf(word.text));
        if (list) list.push(word.text);
        else read.plain.set(keyOf(word.text), [word.text]);
      });
    }
  }
  return read;
});

/**
 * Whether the line may write one of the `negated` words: a clause's word is one (sameWord, five
 * letters at least) only where it begins with that word's first four, which the line in lower case
 * then holds; a line that holds none is not split into clauses. plainNegations' words ("not") make
 * a sentence negating, which is not read. A capital sigma's lower case depends on what follows it,
 * so a line with one is read in full.
 */
function mayWrite(line: string, negated: NegatedWords['negated']): boolean {
  if (line.includes('\u03a3')) return true;
  const lower = line.toLowerCase().replace(/’/g, "'");
  return negated.some(({ word }) => lower.includes(word.slice(0, 4)));
}

/** The line's clauses that state plainly a word its source writes only negated. */
export function onlyNegatedWordClaims(line: string, source: ClauseSource): string[] {
  if (source.translated || (source.langs[0] ?? 'en') !== 'en') return [];
  const negations = negationWordsOf('en');
  // A source that negates nothing has no negated word: its clauses are left unread.
  if (!negations || !sourceNegates(source, 'en', negations)) return [];
  const read = negatedWordsOf(source);
  if (read.negated.length === 0 || !mayWrite(line, read.negated)) return [];
  const plainly = (word: string) =>
    (read.plain.get(keyOf(word)) ?? []).some((other) => sameWord(word, other));
  const stopped: string[] = [];
  for (const sentence of splitSentences(line, 'en')) {
    // A sentence that negates anything (an idiom's "not" too: "could not start until April", a
    // phrase's: "voted against closing") may have kept the negation where it said it otherwise.
    const clauses = clausesOf(plainNegations(sentence), 'en', negations);
    const negating = clauses.some((clause) =>
      clause.words.some((word) => word.negation || negations.words.has(word.text)),
    );
    // "has yet to reopen" negates too (negation-claims.ts).
    if (negating || FREE_OF.test(sentence) || negatesInOtherWords(sentence, 'en')) continue;
    for (const clause of clauses) {
      const dropped = statesNegated(clause, read.negated, read.sentences, plainly);
      if (dropped && !stopped.includes(clause.text)) stopped.push(clause.text);
    }
  }
  return stopped;
}

/**
 * Whether `clause` states plainly one of the source's `negated` words (none the source writes
 * `plainly` too): the clause rewords that word's negating sentence more than any other of the
 * source's `sentences`. The line rewords the negating sentence, not another the source says
 * plainly: "Heaters sold from September 2024 to November 2025 are affected" is the recall's
 * sentence on what it covers, not "Heaters with a date code of 2548 or later are not affected".
 */
export function statesNegated(
  clause: Clause,
  negated: ReadonlyArray<{ word: string; sentence: readonly string[] }>,
  sentences: ReadonlyArray<readonly string[]>,
  plainly: (word: string) => boolean,
): boolean {
  return clause.words.some(
    ({ text }) =>
      isWord(text) &&
      !plainly(text) &&
      negated.some(({ word, sentence: negating }) => {
        if (!sameWord(text, word)) return false;
        const others = new Set(
          clause.words
            .map((one) => one.text)
            .filter((one) => !sameWord(one, word) && !/\p{N}/u.test(one)),
        );
        const held = sharedWith(others, negating);
        return held >= SHARED && sentences.every((other) => sharedWith(others, other) <= held);
      }),
  );
}
