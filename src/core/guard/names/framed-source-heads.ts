/**
 * A German compound that lengthens the source's own noun where the source writes it (issue 44,
 * false stops): "und Hagelkörner bis drei Zentimeter" of "und Hagel bis 3 cm". The compound's
 * first part is the whole source word, and the line has the source's words on both sides of it,
 * as the source has them around that word: the line says the source's thing more exactly, it names
 * no other. german-names.ts reads a source word's head before a new last part as a name
 * ("Westfalenbahn" of "Westfalenstadion"), and alone it may be one; the frame is the evidence here,
 * as replaced-names.ts's frames are a swap's: a word before and after, both the source's there.
 */

import { oncePer } from '../once-per-source.ts';
import type { NameSource } from './claim-names.ts';

/** A word, in any script; a figure's digits too, so a frame's side can be a number. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** The shortest source word read as a compound's first part. */
const SHORTEST_HEAD = 4;

/** The source's words in order, lower case, read once a source. */
const wordsOf = /* @__PURE__ */ oncePer((source: NameSource): readonly string[] => {
  return (source.text.normalize('NFC').toLowerCase().match(WORD) ?? []) as string[];
});

/** The line's words before and after the word at `start`, lower case. */
function sides(line: string, start: number, word: string): [string, string] | undefined {
  const before = line.slice(0, start).normalize('NFC').toLowerCase().match(WORD)?.at(-1);
  const after = line
    .slice(start + word.length)
    .normalize('NFC')
    .toLowerCase()
    .match(WORD)?.[0];
  return before && after ? [before, after] : undefined;
}

/**
 * Whether the capitalised `word` at `start` of the German `line` is a source word lengthened in
 * the source's own frame (see the file's comment).
 */
export function lengthensFramedSourceWord(
  line: string,
  start: number,
  word: string,
  source: NameSource,
): boolean {
  const frame = sides(line, start, word);
  if (!frame) return false;
  const lower = word.normalize('NFC').toLowerCase();
  const words = wordsOf(source);
  for (let at = 1; at < words.length - 1; at++) {
    const head = words[at] as string;
    if (head.length < SHORTEST_HEAD || head.length >= lower.length || !lower.startsWith(head)) {
      continue;
    }
    if (words[at - 1] === frame[0] && words[at + 1] === frame[1]) return true;
  }
  return false;
}
