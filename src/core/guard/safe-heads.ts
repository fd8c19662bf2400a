/**
 * One stream's memory of the heads it has cut (issue 46 item 9). A stream asks for the safe head of
 * its line being written with every partial, a few times a second, each time a word longer; every
 * ask read the line from the start with the guard, once for a clean line and up to eight times for
 * a line with a stopped claim in it (safeHead's halving). On a 2-core server that work runs beside
 * the model's two threads and slowed every token by ~11 ms (bench/writing-pace.ts, (iv) against (v)).
 *
 * Two facts make most of it needless. The guard reads a line as a string, so a head read once has
 * the same claims when read again (kept for the last few heads). And safeHead already rests on a
 * head with a stopped claim having it in every longer head: once a head of the line is known to
 * hold one, and a whole word follows it, the line shows no more than it showed then, however long
 * it grows, until it ends (when the guard checks it whole). Only a head verified clean is ever
 * given back, so nothing unchecked reaches the screen through this memory.
 */
import type { UnsupportedClaim } from './unsupported-claims.ts';

export type ClaimsOf = (text: string) => readonly UnsupportedClaim[];

/** How many texts' claims are kept: one partial reads two to nine heads of the same line. */
const KEPT_TEXTS = 24;

export interface SafeHeads {
  /** `claimsOf(text)`, read once for the last texts asked. */
  claims(text: string, claimsOf: ClaimsOf): readonly UnsupportedClaim[];
  /** The safe head of `line` where it is already known, else undefined. */
  known(line: string): string | undefined;
  /** Keeps `line`'s safe head and, when one was found, its shortest head with a stopped claim. */
  learn(line: string, head: string, stopped: string | undefined): void;
  /** True when `text` begins with a head known to hold a stopped claim, followed by a whole word's end. */
  holdsStopped(text: string): boolean;
  /** That head, where `text` begins with it; else undefined. */
  stoppedHeadOf(text: string): string | undefined;
}

/** True when `text` begins with `head` and the word `head` ends with ends there too. */
function beginsWithWhole(text: string, head: string): boolean {
  if (!text.startsWith(head)) return false;
  return text.length === head.length || /\s/u.test(text[head.length] ?? '');
}

/** A new memory, for one stream (one source, one mode). */
export function createSafeHeads(): SafeHeads {
  const read = new Map<string, readonly UnsupportedClaim[]>();
  let last: { line: string; head: string } | undefined;
  let stopped: { witness: string; head: string } | undefined;
  return {
    claims(text, claimsOf) {
      const known = read.get(text);
      if (known) return known;
      const claims = claimsOf(text);
      if (read.size >= KEPT_TEXTS) read.delete(read.keys().next().value as string);
      read.set(text, claims);
      return claims;
    },
    known(line) {
      if (last?.line === line) return last.head;
      if (stopped && beginsWithWhole(line, stopped.witness)) return stopped.head;
      return undefined;
    },
    learn(line, head, witness) {
      last = { line, head };
      if (witness !== undefined && head.length <= witness.length) {
        stopped = { witness, head };
      }
    },
    holdsStopped(text) {
      return stopped !== undefined && beginsWithWhole(text, stopped.witness);
    },
    stoppedHeadOf(text) {
      return stopped !== undefined && beginsWithWhole(text, stopped.witness)
        ? stopped.witness
        : undefined;
    },
  };
}
