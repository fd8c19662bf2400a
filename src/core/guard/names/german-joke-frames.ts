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

/** A word, and the whitespace after it (a mark or a figure between words ends a frame). */
const WORD = /([\p{L}\p{M}]+)(?=(\s*))/gu;

interface Framed {
  readonly word: string;
  /** The two words before it, lower case, when only spaces stand between the three. */
  readonly frame?: string;
}

function framedWords(text: string): Framed[] {
  const words = [...text.matchAll(WORD)];
  return words.map((match, at) => {
    const [first, second] = [words[at - 2], words[at - 1]];
    const joined = (one: RegExpMatchArray | undefined) =>
      one !== undefined &&
      (one.index ?? 0) + (one[1] ?? '').length + (one[2] ?? '').length ===
        (words[words.indexOf(one) + 1]?.index ?? -1) &&
      (one[2] ?? '').length > 0;
    const frame =
      first && second && joined(first) && joined(second)
        ? `${first[1]?.toLowerCase()} ${second[1]?.toLowerCase()}`
        : undefined;
    return { word: match[1] ?? '', ...(frame !== undefined && { frame }) };
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
