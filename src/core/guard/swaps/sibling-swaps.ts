/**
 * One of the source's things put for another it names beside it (issue 44, docs/decisions/012
 * "Causes and things traded"): "Inflation dropped to 2.6%, mostly because food prices fell" of
 * "mainly because energy prices declined", where the source writes "excludes food and energy"
 * elsewhere; "a dock workers' strike is holding up the tent" of "the container holding the sleeping
 * bags", where the order is of "a tent and two sleeping bags". Every word is the source's, so no
 * other reader stops the line: which of two things the clause is about is the edit, a cause
 * changed or a thing traded.
 *
 * Two words are siblings where the source joins them with "and" or "or" ("food and energy", "a
 * tent and two Arctic Down sleeping bags": the first word before the coordinator, the content
 * words of the next item after it). A line's word is stopped where its neighbour in its clause (the
 * content word just before or after it) stands in a sentence of the source beside the word's
 * sibling instead ("energy prices" for the line's "food prices"), that sentence shares three of
 * the line's sentence's content words (two not figures), the sentence never writes the line's
 * word, and the line's clause never writes the sibling: a line that lists the two ("food and
 * energy prices", "lead or galvanized service lines") keeps both. English only,
 * and not a translation; the source's sentences are found by an index of their words, so no
 * clause is compared with every sentence.
 */

import { type ClauseSource, sameWord } from '../meaning/negation-claims.ts';
import { oncePer } from '../once-per-source.ts';
import { readsEnglishClauses, segmentTokens, type Token } from '../words/clause-words.ts';
import { edgesLast } from '../words/edges-last.ts';
import { isStopWord } from '../words/stop-words.ts';

/** Words that join two items of a list. */
const JOINS = new Set(['and', 'or']);
/** How many tokens after a join the next item's words are read in, at most. */
const ITEM = 4;
/** Words that start another clause: a word's neighbour is never read across one. */
const COORDINATORS = new Set(
  'and but while whereas although though because as since so yet or'.split(' '),
);
/** Function words a clause's content leaves out that the stop-word list lacks. */
const FUNCTION_WORDS = new Set(
  'its per will would shall should can could may might must has have had been being'.split(' '),
);
/** How many content words a line's clause and the source's sentence share at least. */
const SHARED = 3;

/** A figure's digit: one pattern, not a new one each word (a long source has thousands). */
const FIGURE = /\p{N}/u;

const isContent = (word: string) =>
  FIGURE.test(word) || (word.length > 2 && !isStopWord(word, 'en') && !FUNCTION_WORDS.has(word));
const isFigure = (word: string) => FIGURE.test(word);
/** A word's bucket in an index: its first four letters (sameWord needs four at least). */
const bucket = (word: string) => word.slice(0, 4);

/** A source's sentence: its content words, clause by clause (a comma or coordinator ends one). */
interface Sentence {
  clauses: string[][];
  words: string[];
}

interface SourceRead {
  sentences: Sentence[];
  /** Sentences by their words' buckets. */
  index: Map<string, Set<number>>;
  /** Each word's siblings, the words by their buckets. */
  siblings: Map<string, Map<string, Set<string>>>;
}

/**
 * A segment's clauses, each as its content words in order (a comma or a coordinator ends one), and
 * each clause's list: the words of the clauses "and" or "or" join to it ("lead or galvanized").
 */
function clausesOf(tokens: readonly Token[]): Array<{ words: string[]; list: string[] }> {
  const clauses: Array<{ words: string[]; list: string[] }> = [];
  let list: string[] = [];
  let words: string[] = [];
  for (const token of tokens) {
    if (token.comma || COORDINATORS.has(token.word)) {
      if (words.length > 0) clauses.push({ words, list });
      words = [];
      if (!JOINS.has(token.word)) list = [];
    } else if (isContent(token.word)) {
      words.push(token.word);
      list.push(token.word);
    }
  }
  if (words.length > 0) clauses.push({ words, list });
  return clauses;
}

const bySource = /* @__PURE__ */ oncePer(
  (source: ClauseSource): SourceRead => readSource(source.text),
);

/** Whether a text joins two things (its edges tried last: they are slow on a long source). */
const joins = edgesLast(/\b(?:and|or)\b/iu);

function readSource(text: string): SourceRead {
  const read: SourceRead = { sentences: [], index: new Map(), siblings: new Map() };
  // A source that joins nothing has no siblings: it is not read further.
  if (!joins(text)) return read;
  const add = (one: string, two: string) => {
    const key = bucket(one);
    const words = read.siblings.get(key) ?? new Map<string, Set<string>>();
    read.siblings.set(key, words.set(one, (words.get(one) ?? new Set()).add(two)));
  };
  const sibling = (one: string, two: string) => {
    if (sameWord(one, two)) return;
    add(one, two);
    add(two, one);
  };
  for (const tokens of segmentTokens(text)) {
    const clauses = clausesOf(tokens).map((clause) => clause.words);
    const words = clauses.flat();
    if (words.length === 0) continue;
    const at = read.sentences.push({ clauses, words }) - 1;
    // Each word's bucket taken once (a long source indexes thousands of words).
    for (const word of words) {
      const key = bucket(word);
      const sentences = read.index.get(key);
      if (sentences) sentences.add(at);
      else read.index.set(key, new Set([at]));
    }
    tokens.forEach((token, index) => {
      const before = tokens[index - 1];
      if (!JOINS.has(token.word) || !before || !isContent(before.word) || isFigure(before.word)) {
        return;
      }
      // The next item: its words up to the first function word past its start ("the search
      // services | for two hours", "two Arctic Down sleeping bags").
      let started = false;
      for (const after of tokens.slice(index + 1, index + 1 + ITEM)) {
        if (after.comma || COORDINATORS.has(after.word)) break;
        if (!isContent(after.word)) {
          if (started) break;
          continue;
        }
        started = true;
        if (!isFigure(after.word)) sibling(before.word, after.word);
      }
    });
  }
  return read;
}

/** The siblings of the source's words that are `word` in some form ("prices" of "price"). */
function siblingsOf(siblings: SourceRead['siblings'], word: string): string[] {
  return [...(siblings.get(bucket(word)) ?? [])]
    .filter(([one]) => sameWord(one, word))
    .flatMap(([, found]) => [...found]);
}

const holds = (words: readonly string[], word: string) => words.some((one) => sameWord(one, word));

/**
 * The line's words the source says of a sibling thing instead, each with the neighbour it is read
 * by, as the line writes them lower-cased ("food prices").
 */
export function siblingSwaps(line: string, source: ClauseSource): string[] {
  if (!readsEnglishClauses(source)) return [];
  const read = bySource(source);
  const { sentences, index, siblings } = read;
  if (siblings.size === 0) return [];
  const claims: string[] = [];
  for (const tokens of segmentTokens(line)) {
    const lineClauses = clausesOf(tokens);
    const lineWords = lineClauses.flatMap((clause) => clause.words);
    for (const { words: clause, list } of lineClauses) {
      clause.forEach((word, at) => {
        if (isFigure(word)) return;
        const theirs = siblingsOf(siblings, word);
        if (theirs.length === 0) return;
        for (const [step, neighbour] of [
          [-1, clause[at - 1]],
          [1, clause[at + 1]],
        ] as const) {
          if (!neighbour || isFigure(neighbour)) continue;
          for (const found of index.get(bucket(neighbour)) ?? []) {
            const sentence = sentences[found] as Sentence;
            if (holds(sentence.words, word)) continue;
            const shared = lineWords.filter((one) => holds(sentence.words, one));
            if (shared.length < SHARED || shared.filter((one) => !isFigure(one)).length < 2)
              continue;
            // The neighbour in the source's sentence, and the word beside it where the line has its own.
            const swapped = sentence.clauses.some((words) =>
              words.some((one, place) => {
                const beside = words[place - step];
                return (
                  sameWord(one, neighbour) &&
                  beside !== undefined &&
                  theirs.some((other) => sameWord(other, beside)) &&
                  // "lead or galvanized service lines": the line names the sibling too, not for it.
                  !holds(list, beside)
                );
              }),
            );
            if (swapped) {
              claims.push(step < 0 ? `${neighbour} ${word}` : `${word} ${neighbour}`);
              return;
            }
          }
        }
      });
    }
  }
  return [...new Set(claims)];
}
