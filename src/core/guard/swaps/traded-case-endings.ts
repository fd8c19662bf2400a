/**
 * Two names' case endings traded (issue 44, blind round forty-six): "ইস্টবেঙ্গল … মোহনবাগানের
 * মিডফিল্ডার সৌভিক দাসকে দলে নিয়েছে" of the source's "মোহনবাগান … ইস্টবেঙ্গলের মিডফিল্ডার …":
 * the buyer and the seller traded by their endings, not by their places. Bengali writes no capitals
 * and its words carry their roles (a genitive's "-ের", an object's "-কে"), so the words beside each
 * name are the source's and no names or swaps reader sees a change.
 *
 * A line's word is read against a word of the source that is it with an ending added or taken off
 * (up to three letters, the stem three at least): the line's ending and the source's. Two such
 * words are stopped where each has the other's pair of endings crossed (one's line ending is the
 * other's source ending, both ways) in one sentence of the source that shares two other content
 * words with the line's sentence, and that sentence never writes either word as the line does: a
 * line that changes one ending ("ইস্টবেঙ্গল থেকে" of "ইস্টবেঙ্গলের") is kept, and so are two words side
 * by side ("মাকড়সার প্রজাতি" of "প্রজাতির মাকড়সা", a genitive and its head said the other way). Read in scripts with
 * no capitals (Bengali, Devanagari, Tamil, Thai …) where a name shows no mark; only in the source's
 * language.
 */
import type { ClauseSource } from '../meaning/negation-claims.ts';
import { oncePer } from '../once-per-source.ts';

/** A sentence's end: the dari and the danda too. */
const SENTENCE_END = /[.!?।॥](?=\s|$)|\n/u;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** A letter of a script with two cases: there, capitals mark a name and other readers read it. */
const CASED = /[\p{Lu}\p{Ll}]/u;
const ENDING = 3;
const STEM = 3;
/** The least other words a line's sentence shares with the source's it is read against. */
const SHARED = 2;

const wordsOf = (sentence: string) => [...sentence.matchAll(WORD)].map(([word]) => word);

/** The line's and the source's endings of one stem, or undefined where the words are no such pair. */
function endings(line: string, source: string): [string, string] | undefined {
  if (line === source) return undefined;
  const [short, long] = line.length < source.length ? [line, source] : [source, line];
  const stem = [...short].length;
  if (stem < STEM || !long.startsWith(short) || [...long].length - stem > ENDING) return undefined;
  const added = long.slice(short.length);
  return short === line ? ['', added] : [added, ''];
}

/** Whether `one` and `two` stand side by side in `words`. */
const adjacent = (words: readonly string[], one: string, two: string) =>
  words.some(
    (word, at) =>
      (word === one && words[at + 1] === two) || (word === two && words[at + 1] === one),
  );

/** Each source's sentences as words, read once. */
const bySource = /* @__PURE__ */ oncePer((source: ClauseSource): string[][] =>
  source.text.split(SENTENCE_END).map(wordsOf),
);

/** The line's words whose endings the source gives each other, as the line writes them. */
export function tradedCaseEndings(line: string, source: ClauseSource): string[] {
  if (source.translated || CASED.test(line)) return [];
  const sourceSentences = bySource(source);
  const claims = new Set<string>();
  for (const sentence of line.split(SENTENCE_END).map(wordsOf)) {
    for (const theirs of sourceSentences) {
      const held = new Set(theirs);
      const pairs = sentence.flatMap((word) =>
        held.has(word)
          ? []
          : theirs.flatMap((other) => {
              const pair = endings(word, other);
              return pair ? [{ word, other, pair }] : [];
            }),
      );
      if (pairs.length < 2) continue;
      const shared = sentence.filter((word) => held.has(word) && [...word].length >= STEM);
      if (shared.length < SHARED) continue;
      for (const one of pairs) {
        for (const two of pairs) {
          if (one.other === two.other || one.word === two.word) continue;
          // "মাকড়সার প্রজাতি" of "প্রজাতির মাকড়সা": a genitive and its head, one phrase said either way.
          if (adjacent(sentence, one.word, two.word) || adjacent(theirs, one.other, two.other)) {
            continue;
          }
          if (one.pair[0] === two.pair[1] && one.pair[1] === two.pair[0]) {
            claims.add(one.word);
          }
        }
      }
    }
  }
  return [...claims];
}
