/**
 * A name set off by commas after what it is (issue 44, round fifty-two): "dimenangi pelumba Itali,
 * Matteo Rossi, dengan catatan …" (won by the Italian rider, Matteo Rossi, in …). The name is a
 * clause of its own between its commas, and belongs to the clause before it: a line's "Matteo
 * Rossi dari Itali memenangi peringkat …" names the winner of that clause, and the substituted
 * names reader (substituted-names.ts) read Rossi as named apart from it and stopped the line. A
 * clause of a sentence that is nothing but capitalised words, after another clause of it, is that
 * clause's apposition: its names are read as beside that clause's words.
 */

/** What the reader keeps of a clause: its capitalised words, all its words, its sentence. */
export interface ApposableClause {
  readonly words: readonly string[];
  readonly all: readonly string[];
  readonly sentence: number;
}

/** Each name-only clause of `clauses` (in text order) and the clause before it in its sentence. */
export function apposedClauses<T extends ApposableClause>(clauses: readonly T[]): Map<T, T> {
  const found = new Map<T, T>();
  clauses.forEach((clause, at) => {
    const before = clauses[at - 1];
    if (!before || before.sentence !== clause.sentence) return;
    if (clause.all.length > 0 && clause.all.length === clause.words.length)
      found.set(clause, before);
  });
  return found;
}
