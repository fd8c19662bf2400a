/**
 * A score's one side put for the match's other side (issue 44, round fifty-two): "A szünetben a
 * Győr vezetett 15–14-re" of a post's "A szünetben még a Ferencváros vezetett 15–14-re" (Győr beat
 * FTC 31–27). A half-time or running score is told with the one side that leads, and score-sides.ts
 * reads two sides, so a line that gave the lead to the other side went through. Narrowly: the
 * post's clause with that score names one side; the line's clause with it names one other side,
 * which the post names elsewhere, and says nothing else the post's clause does not ("vezetett",
 * "szünetben"): the post's own clause with its side traded. A side called by another of its names
 * keeps the line: a form of the post's side ("Győri", "győriek" of "Győr") or its initials ("FTC"
 * of "Ferencváros"); so does a line that words the clause otherwise ("Ferencváros állt jobban",
 * "Wigan trailed 12-6"), which another reader judges.
 */

import { foldWord } from '../words/fold-word.ts';
import { isStopWord } from '../words/stop-words.ts';

/** A score: two numbers of one to three digits joined by a dash or a colon. */
const SCORE = /(?<![\p{L}\p{N}.,])(\d{1,3}) ?[-–:] ?(\d{1,3})(?![\p{N}]|[.,]\d)/gu;
/** Where a clause ends. */
const CLAUSE_END = /[.!?;。\n]+(?=\s|$)/u;
/** A name: a run of capitalised words. */
const NAME = /\p{Lu}[\p{L}\p{M}]*(?:\s+\p{Lu}[\p{L}\p{M}]*)*/gu;
/** Two words are one name's forms where they share this many first letters ("Győr", "győriek"). */
const SHARED_PREFIX = 4;

function scoresOf(clause: string): string[] {
  return [...clause.matchAll(SCORE)].map((match) => [match[1], match[2]].sort().join('-'));
}

/** The names of a clause (function words in capitals, "A", "Der", left out), as word lists. */
function namesOf(clause: string, langs: readonly string[]): string[][] {
  const names: string[][] = [];
  for (const [run] of clause.matchAll(NAME)) {
    const words = run
      .split(/\s+/u)
      .filter((word) => !langs.some((lang) => isStopWord(word.toLowerCase(), lang)));
    if (words.length > 0) names.push(words);
  }
  return names;
}

function sameWord(one: string, other: string): boolean {
  const a = foldWord(one, false);
  const b = foldWord(other, false);
  if (a === b) return true;
  const short = Math.min(a.length, b.length);
  return short >= SHARED_PREFIX && a.slice(0, SHARED_PREFIX) === b.slice(0, SHARED_PREFIX);
}

/** Whether one of the words is the initials of the other ("FTC" of "Ferencváros"). */
function initialsOf(one: string, other: string): boolean {
  const initials = (word: string) => /^\p{Lu}{2,5}$/u.test(word);
  const [short, long] = initials(one) ? [one, other] : [other, one];
  return initials(short) && !initials(long) && long.startsWith(short[0] ?? '');
}

/** Whether two names are one side's: a word of one a form or the initials of a word of the other. */
function oneSide(one: readonly string[], other: readonly string[]): boolean {
  return one.some((a) => other.some((b) => sameWord(a, b) || initialsOf(a, b)));
}

/** A clause's other words: letters, three or more, no function words, no names. */
function plainWords(clause: string, langs: readonly string[]): string[] {
  return [...clause.matchAll(/(?<![\p{L}\p{M}])[\p{Ll}][\p{L}\p{M}]{2,}/gu)]
    .map(([word]) => word)
    .filter((word) => !langs.some((lang) => isStopWord(word, lang)));
}

/** The sides of `line` a post's score clause gives to the match's other side. */
export function tradedScoreSides(line: string, text: string, langs: readonly string[]): string[] {
  if (!/\d ?[-–:] ?\d/u.test(line)) return [];
  const readLangs = [...new Set([...langs, 'en'])];
  const sourceClauses = text.split(CLAUSE_END);
  const stopped: string[] = [];
  for (const clause of line.split(CLAUSE_END)) {
    const scores = scoresOf(clause);
    const names = namesOf(clause, readLangs);
    if (scores.length !== 1 || names.length !== 1) continue;
    const side = names[0] as string[];
    const theirs = sourceClauses.filter((one) => scoresOf(one).includes(scores[0] as string));
    if (theirs.length !== 1) continue;
    const theirClause = theirs[0] as string;
    const theirNames = namesOf(theirClause, readLangs);
    if (theirNames.length !== 1 || oneSide(side, theirNames[0] as string[])) continue;
    // The side the line names is one the post names elsewhere.
    const elsewhere = sourceClauses
      .filter((one) => one !== theirClause)
      .flatMap((one) => namesOf(one, readLangs));
    if (!elsewhere.some((name) => oneSide(side, name))) continue;
    // The line says nothing else the post's clause does not.
    const theirWords = plainWords(theirClause, readLangs);
    const said = plainWords(clause, readLangs).every((word) =>
      theirWords.some((their) => sameWord(word, their)),
    );
    if (said) stopped.push(side.join(' '));
  }
  return stopped;
}
