/**
 * A German Troll or Meme line's name put in the frame of the post's (round thirty-four's Meme):
 * "Familie Hoffmann aus Heilbronn" of "Familie Hoffmann aus Bietigheim". German capitalises its
 * nouns, so joke-name-edits.ts's frame (the post's two words before another capitalised name of
 * the post) would read every noun a joke changes as a name; here the line's word must be a name,
 * one German does not make (german-names.ts) and new to the post, and the post's a capitalised
 * word the line does not write (a place's name may be a compound of German words: "Weingarten"),
 * the two words before them the same, with only spaces between. A joke's noun in the post's frame
 * ("aus Leidenschaft" of "aus Weingarten") is German's and kept, and so is a joke's name in a
 * frame of its own ("vs. Elon Musk").
 */
import type { NameSource } from './claim-names.ts';
import { unsupportedGermanNames } from './german-names.ts';

const WORD = /[\p{L}\p{M}]+/gu;

interface Framed {
  readonly word: string;
  /** The two words before it, lower case, when only spaces stand between the three. */
  readonly frame?: string;
}

function framedWords(text: string): Framed[] {
  const words = [...text.matchAll(WORD)];
  // Only spaces between the word at `at` and the one after it (a mark or a figure ends a frame).
  const spaced = (at: number) => {
    const [one, next] = [words[at], words[at + 1]];
    if (!one || !next) return false;
    return /^\s+$/u.test(text.slice((one.index ?? 0) + one[0].length, next.index));
  };
  return words.map(([word], at) => {
    const [first, second] = [words[at - 2]?.[0], words[at - 1]?.[0]];
    const framed = first !== undefined && second !== undefined && spaced(at - 2) && spaced(at - 1);
    return framed ? { word, frame: `${first.toLowerCase()} ${second.toLowerCase()}` } : { word };
  });
}

/** The names a German joke's line puts where the post's frame holds another of its names. */
export function germanJokeFrames(line: string, source: NameSource & { text: string }): string[] {
  const names = unsupportedGermanNames(line, source);
  if (names.length === 0) return [];
  const ours = framedWords(line);
  const lineWords = new Set(ours.map(({ word }) => word.toLowerCase()));
  const theirs = framedWords(source.text).filter(
    ({ word, frame }) =>
      frame !== undefined && /^\p{Lu}/u.test(word) && !lineWords.has(word.toLowerCase()),
  );
  return names.filter((name) =>
    ours.some(
      ({ word, frame }) =>
        word === name &&
        frame !== undefined &&
        theirs.some((their) => their.frame === frame && their.word !== name),
    ),
  );
}
