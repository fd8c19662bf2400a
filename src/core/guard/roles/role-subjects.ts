/**
 * A role given what the document has another of its people do (issue 44, docs/decisions/012
 * "A role as a verb's subject"): "rather than the $105 the president proposed" of minutes where
 * "Treasurer Luis Ortega proposed raising monthly dues … to $105" and "President Karen Walsh" only
 * reported; "The engineering manager approved two temporary support agents" of "Tom Keller
 * (Engineering Manager)" and "Priya approved two agents, not three". Every word is the document's;
 * the role names the wrong person as the one who did it. traded-actions.ts reads people named in
 * the line; a summary often writes a person by their role instead, which it does not read.
 *
 * The document's people are its runs of two capitalised words or more, each with the capitalised
 * words in brackets right after it ("Tom Keller (Engineering Manager)"): a person's words are
 * those, in lower case. A line's role is one to three lower-case words right before a verb (the
 * words after "the", "a" or "its"), every one of them a word of exactly one person. The verb's
 * subjects in the document are the people written right before it (a run, or one word of a
 * person's: "Priya approved"; an auxiliary passed over). The role is stopped where the document
 * gives the verb a subject, always one other person, and never the role's. English, where
 * capitals mark names; not a translation.
 */

import { oncePer } from '../once-per-source.ts';
import { isStopWord } from '../words/stop-words.ts';
import { actionStem } from './traded-actions.ts';

/** A word or one mark. */
const TOKEN = /[\p{L}\p{M}][\p{L}\p{M}'’-]*|\d[\d.,:]*|[^\s\p{L}\p{M}\d]/gu;
const CAPITAL = /^\p{Lu}/u;
const LOWER = /^\p{Ll}[\p{Ll}'’-]*$/u;
/** What stands before a role: an article or a possessive. */
const DETERMINERS = new Set(['the', 'a', 'an', 'its', 'their', 'our']);
/** Auxiliaries and adverbs passed over between a subject and its verb. */
const PASSED = new Set(
  'will would shall should can could may might must has have had also then later'.split(' '),
);
/** The longest source read, as the other readers of a document's people (traded-actions.ts). */
const READ_MAX = 5_000;

interface Token {
  text: string;
  lower: string;
}

const tokensOf = (text: string): Token[] =>
  [...text.matchAll(TOKEN)].map(([text]) => ({ text, lower: text.toLowerCase() }));

/** A document's people, each as its key (its run's last word) and its words. */
interface Person {
  key: string;
  words: ReadonlySet<string>;
}

/** The document's people and who it writes right before each verb's stem. */
interface Subjects {
  people: Person[];
  /** Each verb's stem, with the keys of the people written right before it. */
  byVerb: Map<string, Set<string>>;
}

/** The end of the run of capitalised words that starts at `index`. */
function runEnd(tokens: readonly Token[], index: number): number {
  let last = index;
  while (CAPITAL.test(tokens[last + 1]?.text ?? '')) last += 1;
  return last;
}

function readSubjects(text: string): Subjects {
  const tokens = tokensOf(text);
  const people = new Map<string, Set<string>>();
  for (let index = 0; index < tokens.length; index++) {
    if (!CAPITAL.test(tokens[index]?.text ?? '')) continue;
    const last = runEnd(tokens, index);
    let first = index;
    while (first < last && isStopWord(tokens[first]?.text ?? '', 'en')) first += 1;
    let end = last;
    if (last - first >= 1) {
      const words = tokens
        .slice(first, last + 1)
        .map((token) => token.lower.replace(/['’]s$/u, ''));
      const key = words[words.length - 1] ?? '';
      // "Tom Keller (Engineering Manager)": the words in brackets are the person's too.
      if (tokens[last + 1]?.text === '(' && CAPITAL.test(tokens[last + 2]?.text ?? '')) {
        const close = runEnd(tokens, last + 2);
        if (tokens[close + 1]?.text === ')') {
          for (const token of tokens.slice(last + 2, close + 1)) words.push(token.lower);
          end = close + 1;
        }
      }
      const held = people.get(key) ?? new Set<string>();
      for (const word of words) held.add(word);
      people.set(key, held);
    }
    index = end;
  }
  const read: Subjects = {
    people: [...people].map(([key, words]) => ({ key, words })),
    byVerb: new Map(),
  };
  // Each verb's subjects: the run right before it, one of a person's words (a first name) too.
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    if (!LOWER.test(token.text) || isStopWord(token.lower, 'en') || PASSED.has(token.lower)) {
      continue;
    }
    let end = index - 1;
    while (end >= 0 && PASSED.has(tokens[end]?.lower ?? '')) end -= 1;
    if (end < 0 || !CAPITAL.test(tokens[end]?.text ?? '')) continue;
    let start = end;
    while (start > 0 && CAPITAL.test(tokens[start - 1]?.text ?? '')) start -= 1;
    const run = tokens.slice(start, end + 1).map((one) => one.lower.replace(/['’]s$/u, ''));
    const who = holders(
      read.people,
      run.filter((word) => !isStopWord(word, 'en')),
    );
    if (who.length !== 1) continue;
    const stem = actionStem(token.lower);
    const subjects = read.byVerb.get(stem) ?? new Set<string>();
    subjects.add(who[0]?.key ?? '');
    read.byVerb.set(stem, subjects);
  }
  return read;
}

/** The people whose words hold every one of `words` (none for no words). */
const holders = (people: readonly Person[], words: readonly string[]) =>
  words.length === 0
    ? []
    : people.filter((person) => words.every((word) => person.words.has(word)));

const bySource = /* @__PURE__ */ oncePer(
  (source: {
    readonly text: string;
    readonly langs: readonly string[];
    readonly translated?: boolean;
  }): Subjects => {
    const subjects: Subjects = readSubjects(source.text);
    return subjects;
  },
);

/** The line's roles (as written) given a verb the document gives only another person. */
export function roleSubjects(
  line: string,
  source: {
    readonly text: string;
    readonly langs: readonly string[];
    readonly translated?: boolean;
  },
): string[] {
  const english = (source.langs[0] ?? 'en') === 'en' && !source.translated;
  if (!english || source.text.length > READ_MAX) return [];
  const tokens = tokensOf(line);
  // A role: lower-case words after a determiner, then (past an auxiliary) a lower-case verb.
  const roles: Array<{ words: string[]; text: string; verb: string }> = [];
  tokens.forEach((token, index) => {
    if (!DETERMINERS.has(token.lower)) return;
    // One to three words, then the verb: each split is read ("the engineering manager approved").
    for (let size = 1; size <= 3; size++) {
      const words = tokens.slice(index + 1, index + 1 + size);
      if (
        words.length < size ||
        words.some((one) => !LOWER.test(one.text) || PASSED.has(one.lower))
      ) {
        return;
      }
      let at = index + 1 + size;
      while (PASSED.has(tokens[at]?.lower ?? '')) at += 1;
      const verb = tokens[at];
      if (!verb || !LOWER.test(verb.text) || isStopWord(verb.lower, 'en')) continue;
      const lower = words.map((one) => one.lower);
      roles.push({ words: lower, text: lower.join(' '), verb: verb.lower });
    }
  });
  if (roles.length === 0) return [];
  const subjects = bySource(source);
  const found: string[] = [];
  for (const { words, text, verb } of roles) {
    const content = words.filter((word) => !isStopWord(word, 'en'));
    const who = holders(subjects.people, content);
    if (who.length !== 1) continue;
    const theirs = subjects.byVerb.get(actionStem(verb));
    if (theirs?.size === 1 && !theirs.has(who[0]?.key ?? '')) found.push(text);
  }
  return found;
}
