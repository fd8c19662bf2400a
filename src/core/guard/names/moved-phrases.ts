/**
 * A name put where the source has another, with a phrase moved before it (issue 44, round
 * twenty-three: "राहुल वर्मा हर गुरुवार बेंगलुरु ऑफिस से" of "राहुल वर्मा पुणे ऑफिस से हर गुरुवार",
 * Rahul Verma joins from the Pune office every Thursday): a line in a free word order moves a
 * time or manner phrase ("हर गुरुवार", every Thursday) ahead of the place, so the word before the
 * new name is no longer the one before the source's. The frame is still whole where the words
 * before the run are the very words the source has right after the frame (one to three, in one
 * clause), and the source's word before its replaced words stands just before them in the line.
 */
import type { Token } from './name-tokens.ts';

/** The most words a moved phrase holds. */
const MOVED_MAX = 3;

/**
 * Whether the line's run at `start` has, before it, the source's phrase after the frame ending at
 * `frameEnd` (of `source`), after the source's word at `previousAt` (the one before the words the
 * run replaces).
 */
export function movedBeforeRun(
  line: readonly Token[],
  start: number,
  source: readonly Token[],
  previousAt: number,
  frameEnd: number,
): boolean {
  const previous = source[previousAt];
  if (!previous || previous.number) return false;
  for (let count = 1; count <= MOVED_MAX && start - count - 1 >= 0; count++) {
    const phrase = line.slice(start - count, start);
    const moved = phrase.every((token, index) => {
      const kept = source[frameEnd + index];
      return kept !== undefined && !kept.broken && !token.number && kept.key === token.key;
    });
    if (moved && line[start - count - 1]?.key === previous.key) return true;
  }
  return false;
}
