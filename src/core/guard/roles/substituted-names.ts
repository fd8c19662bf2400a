/**
 * A name put in the place of another in a clause otherwise the post's (issue 44, round
 * forty-eight): "Nakuha ni Zack Tabudlo ang Song of the Year para sa 'Dam'" of a post where
 * "Nakuha naman ng SB19 ang … Song of the Year para sa 'Dam'" and Zack Tabudlo is named Best Male
 * Performer in another sentence. Every name is the post's, so no names reader stops the line; a
 * prize, a title or a work is given to the wrong holder.
 *
 * Names are the capitalised words of a clause (a sentence's first word aside; a clause is what
 * punctuation sets apart), read as runs ("Zack Tabudlo"). The line's clause is read against the
 * source's clause that shares the most of its capitalised words, two at least (its frame), and
 * is read only where it is that clause with one name changed: every word but two at most, and the
 * new name's, written in the frame (a clause told in other words says its own). It is stopped
 * where the frame holds a run none of whose words the line writes (the holder replaced), and the
 * line's clause, with the same word before or after it, a run none of whose words the frame
 * writes, which the source names elsewhere but never in a clause with any of the shared words
 * (the holder put in its place). A line that adds a name the source writes beside those words,
 * or keeps the frame's own holder, is kept. Not German, whose every noun is capitalised. Words
 * are one where they are equal or one name declined ("Zahálkou", "Zahálka").
 */

import type { ClauseSource } from '../meaning/negation-claims.ts';
import { sameDeclined } from '../names/inflected-names.ts';
import { oncePer } from '../once-per-source.ts';
import { apposedClauses } from './apposed-names.ts';

/** A run of capitalised words, lower-cased, with the words of its clause either side of it. */
interface Run {
  words: string[];
  before: string | undefined;
  after: string | undefined;
}

interface Clause {
  runs: Run[];
  /** Its capitalised words. */
  words: string[];
  /** All its words, lower-cased. */
  all: string[];
  /** Its sentence's place in the text. */
  sentence: number;
}

const SENTENCE_END = /[.!?](?=\s|$)|\n/u;
const CLAUSE_END = /(?<!\p{N}),|,(?!\p{N})|[;:()—–]|\s-\s/u;
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
const CAPITAL = /^\p{Lu}/u;
/** A capital opening a word: at least as many as a text's capitalised words, read cheaply. */
const WORD_CAPITAL = /(?<![\p{L}\p{M}\p{N}])\p{Lu}/gu;
/** Fewest capitalised words a line's clause and its frame share. */
const SHARED = 2;
/** Most words of the line's clause, its new holder's aside, that its frame does not write. */
const REWORDED = 2;

function clausesOf(text: string): Clause[] {
  const clauses: Clause[] = [];
  for (const [index, sentence] of text.split(SENTENCE_END).entries()) {
    let first = true;
    for (const part of sentence.split(CLAUSE_END)) {
      const runs: Run[] = [];
      const all: string[] = [];
      let run: Run | undefined;
      const words = [...part.matchAll(TOKEN)].map(([word]) => word);
      words.forEach((word, at) => {
        all.push(word.toLowerCase());
        // A sentence's first word is a name only before another capitalised word ("Cedar Rapids").
        const opening = first && !CAPITAL.test(words[at + 1] ?? '');
        first = false;
        if (!CAPITAL.test(word) || opening) {
          if (run) run.after = word.toLowerCase();
          run = undefined;
          return;
        }
        if (!run) {
          run = { words: [], before: all.at(-2), after: undefined };
          runs.push(run);
        }
        run.words.push(word.toLowerCase());
      });
      const names = runs.flatMap((one) => one.words);
      if (runs.length > 0) clauses.push({ runs, words: names, all, sentence: index });
    }
  }
  return clauses;
}

const same = (one: string, two: string) =>
  one === two || (one.length > 3 && two.length > 3 && sameDeclined(one, two));
const writes = (words: readonly string[], word: string) => words.some((one) => same(one, word));

const sourceClauses = /* @__PURE__ */ oncePer((source: ClauseSource) => clausesOf(source.text));
const sourceApposed = /* @__PURE__ */ oncePer((source: ClauseSource) =>
  apposedClauses(sourceClauses(source)),
);

/** The line's runs put in the place of the holder of a clause otherwise the source's. */
export function substitutedNames(line: string, source: ClauseSource): string[] {
  // German capitalises every noun: its capitals mark no names.
  if (source.translated || source.langs[0]?.split('-')[0] === 'de') return [];
  // A frame shares two capitalised words of one clause: a line without two capitals has none.
  if ((line.match(WORD_CAPITAL)?.length ?? 0) < SHARED) return [];
  // The line's clauses first: one of fewer than two names has no frame to be read against, and a
  // line with none asks nothing of the source's clauses (a pass over all its words).
  const lineClauses = clausesOf(line);
  if (!lineClauses.some((clause) => clause.words.length >= SHARED)) return [];
  const theirs = sourceClauses(source);
  if (theirs.length < 2) return [];
  const claims: string[] = [];
  const lineWords = lineClauses.flatMap((clause) => clause.words);
  for (const clause of lineClauses) {
    let frame: Clause | undefined;
    let shared: string[] = [];
    for (const other of theirs) {
      const found = clause.words.filter((word) => writes(other.words, word));
      if (found.length > shared.length) [frame, shared] = [other, found];
    }
    if (!frame || shared.length < SHARED) continue;
    const own = frame.all;
    // The frame's holders the line never names.
    const replaced = frame.runs.filter((run) =>
      run.words.every((word) => !writes(lineWords, word)),
    );
    for (const run of clause.runs) {
      if (run.words.some((word) => writes(own, word))) continue;
      const other = clause.all.filter((word) => !run.words.includes(word) && !own.includes(word));
      if (other.length > REWORDED) continue;
      // In the replaced holder's place: the same word before it or after it.
      const inPlace = replaced.some(
        (one) =>
          (one.before !== undefined && one.before === run.before) ||
          (one.after !== undefined && one.after === run.after),
      );
      if (!inPlace) continue;
      const named = theirs.filter((one) => run.words.some((word) => writes(one.words, word)));
      // A name apposed to a clause is beside its words ("pelumba Itali, Matteo Rossi,", apposed-names.ts).
      const apposed = sourceApposed(source);
      const beside = named.some((one) =>
        [one, apposed.get(one)].some(
          (near) => near !== undefined && shared.some((word) => writes(near.words, word)),
        ),
      );
      if (named.length > 0 && !beside) claims.push(run.words.join(' '));
    }
  }
  return claims;
}
