/**
 * A change's two ends said the other way round in words, "the new instead of the old" (issue 44):
 * "Frauen gehen erst mit 65 statt mit 64 in Rente" of a source's "steigt schrittweise von 64 auf
 * 65 Jahre". The line writes the new end first, the source the old: read figure by figure, the
 * new end stands where the source's old one does ("schrittweise 65" where the source has
 * "schrittweise 64"), and figure-bindings.ts reads a trade. "Instead of" (instead-words.ts, one
 * table for every language the guard reads it in) says the pair is one change, new then old; where
 * the source writes the same two values old then new, a few words of one clause apart with no
 * figure between ("von 64 auf 65", "from 64 to 65", "de 64 à 65"), the line moved nothing.
 * Turned ("mit 64 statt mit 65"), the source's order is not the line's reading, and nothing is kept.
 */
import { INSTEAD_WORDS } from '../words/instead-words.ts';
import { holds, type Placed } from './figure-ties.ts';

/** Between the new end and the old one: "instead of" among a few words of one clause. */
const INSTEAD = new RegExp(
  String.raw`^[^\d.!?;:\n]{0,30}?(?<![\p{L}\p{M}])(?:${INSTEAD_WORDS})(?![\p{L}\p{M}])[^\d.!?;:\n]{0,30}$`,
  'iu',
);
/** "Instead of" anywhere: a line without it has no such pair. */
const INSTEAD_ANY = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:${INSTEAD_WORDS})(?![\p{L}\p{M}])`,
  'iu',
);
/** Between a source's old end and its new one: a few words ("von … auf", "from … to"), no figure. */
const CHANGE_GAP = /^[^\d.!?;:\n]{1,24}$/u;

const endOf = (one: Placed) => one.start + one.figure.text.length;

/** The line's figures that are the two ends of a change the source writes old end first. */
export function insteadPairs(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
): Set<Placed> {
  const kept = new Set<Placed>();
  if (line.length < 2 || !INSTEAD_ANY.test(lineText)) return kept;
  for (let index = 0; index + 1 < line.length; index++) {
    const after = line[index] as Placed;
    const before = line[index + 1] as Placed;
    if (!INSTEAD.test(lineText.slice(endOf(after), before.start))) continue;
    const changed = source.some((old, at) => {
      const now = source[at + 1];
      return (
        now !== undefined &&
        holds(before.figure, old.figure) &&
        holds(after.figure, now.figure) &&
        CHANGE_GAP.test(sourceText.slice(endOf(old), now.start))
      );
    });
    if (changed) {
      kept.add(after);
      kept.add(before);
    }
  }
  return kept;
}
