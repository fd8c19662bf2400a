/**
 * A name an English line ties to a day's event where its source's clause of that day names another
 * and puts the line's on another day: "Game 5 is Tuesday in Indianapolis" of "Game 5 is Tuesday in
 * Milwaukee, and Game 6 is Thursday in Indianapolis". Each name is the source's, and so is the day:
 * only the clause that holds both tells that they never meet. Read as weekday-events.ts reads a
 * clause; the day is kept there (the source's clause of Tuesday shares the game), the name here.
 */

import type { ClauseSource } from '../meaning/negation-claims.ts';
import { readsEnglishClauses } from '../words/clause-words.ts';
import { type Clause, clausesOf } from './weekday-events.ts';

const DAY = /(?:mon|tues|wednes|thurs|fri|satur|sun)day/iu;

/** True when one of the source's clauses of `day` shares a word with `words` and names another. */
function namesAnother(clauses: readonly Clause[], words: ReadonlySet<string>, line: Clause) {
  return clauses.some(
    (clause) =>
      [...clause.words].some((word) => words.has(word) && !clause.names.has(word)) &&
      [...clause.names].some((name) => !line.names.has(name)),
  );
}

/** The words a text writes with a capital past a sentence's first word somewhere: its names. */
function knownNames(clauses: Clause[]): Set<string> {
  const known = new Set(clauses.flatMap((clause) => [...clause.names]));
  for (const clause of clauses) withNames(clause, known);
  return known;
}

/** A clause's first word is a name where the text writes it with a capital elsewhere ("Priya takes"). */
function withNames(clause: Clause, known: ReadonlySet<string>): void {
  for (const word of clause.words) if (known.has(word)) clause.names.add(word);
}

/** The names of `line` (as it writes them) it ties to a day its English source ties to another. */
export function movedDayNames(line: string, source: ClauseSource): string[] {
  if (!readsEnglishClauses(source) || !DAY.test(line)) return [];
  const found: string[] = [];
  let sourceClauses: Clause[] | undefined;
  let known: Set<string> | undefined;
  for (const clause of clausesOf(line, false)) {
    if (clause.days.size !== 1) continue;
    const day = [...clause.days][0] as number;
    sourceClauses ??= clausesOf(source.text, true);
    known ??= knownNames(sourceClauses);
    withNames(clause, known);
    if (clause.names.size === 0) continue;
    const ofDay = sourceClauses.filter((one) => one.days.has(day));
    const words = new Set([...clause.words].filter((word) => !clause.names.has(word)));
    if (!namesAnother(ofDay, words, clause)) continue;
    for (const name of clause.names) {
      if (ofDay.some((one) => one.words.has(name))) continue;
      // The name is the source's, told of another day: a name it never holds is another reader's.
      const elsewhere = sourceClauses.some(
        (one) => one.names.has(name) && one.days.size > 0 && !one.days.has(day),
      );
      if (!elsewhere) continue;
      const written = new RegExp(`\\b${name}\\p{L}*`, 'iu').exec(line)?.[0];
      if (written) found.push(written);
    }
  }
  return found;
}
