/**
 * A name of the source put in the place of another in the source's own sentence (issue 44,
 * recall): "Dr. Anna Weber leitet ab Montag die Kinderklinik in St. Pauli." of "… die Kinderklinik
 * in St. Georg. … Am Wochenende verlor der FC St. Pauli 1:3". Every word of the line is the
 * source's, so no names reader sees a new one; but the line says one of the source's sentences
 * word for word except a capitalised name, where the source has another: the other fact moved
 * onto this one. Four words of the sentence at least stay around it, the line's name is written
 * in the source elsewhere and the source's is not in the line; where capitals tell no name
 * (Arabic, Han, Thai), nothing is read.
 */
import type { ClaimSource } from '../claim-source.ts';
import { readOnce } from '../read-once.ts';
import { isRepeatedNext } from './repeated-next-names.ts';

/** A word, with where it stands. */
interface Word {
  key: string;
  text: string;
  end: number;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** The most words of a name either text puts in the sentence. */
const NAME_MAX = 3;
/** The fewest of the sentence's words the line keeps around the name. */
const FRAME_MIN = 4;

const wordsOf = (text: string): Word[] =>
  [...text.matchAll(WORD)].map((match) => ({
    key: match[0].toLowerCase(),
    text: match[0],
    end: (match.index ?? 0) + match[0].length,
  }));

/** A name's word: a capital, then letters (no number, no word all in capitals read as a shout). */
const named = (word: Word) => /^\p{Lu}\p{Ll}/u.test(word.text);

/** The source's sentence ends after `word` (a full stop, "!" or "?", or the text's end). */
const endsSentence = (text: string, word: Word) =>
  /^(?:\s*[.!?…]|\s*$)/u.test(text.slice(word.end));

/** The source's words and their keys, read once a source (every line of a card asks). */
const bySource = /* @__PURE__ */ new WeakMap<
  object,
  Map<string, { theirs: readonly Word[]; keys: ReadonlySet<string> }>
>();

/** The names `line` puts in the place of another of the source's in a sentence of the source. */
export function movedSentenceNames(line: string, source: ClaimSource): string[] {
  const mine = wordsOf(line);
  // The line's name stands after one of the sentence's words at least: a line with no name past
  // its first word ("The fix took…") puts none in another's place, and its source is not read.
  if (mine.length < FRAME_MIN + 1 || !mine.slice(1).some(named)) return [];
  const { theirs, keys } = readOnce(bySource, source, '', () => {
    const words = wordsOf(source.text);
    return { theirs: words, keys: new Set(words.map((word) => word.key)) };
  });
  const lineKeys = new Set(mine.map((word) => word.key));
  const found: string[] = [];
  for (let at = 0; at < theirs.length; at++) {
    let shared = 0;
    while (shared < mine.length && theirs[at + shared]?.key === mine[shared]?.key) shared++;
    if (shared === 0 || shared === mine.length) continue;
    for (let size = 1; size <= NAME_MAX && shared + size <= mine.length; size++) {
      const name = mine.slice(shared, shared + size);
      const after = mine.length - shared - size;
      if (shared + after < FRAME_MIN) continue;
      if (!name.every((word) => named(word) && keys.has(word.key))) continue;
      for (let replaced = 1; replaced <= NAME_MAX; replaced++) {
        const other = theirs.slice(at + shared, at + shared + replaced);
        if (other.length < replaced || !other.every(named)) break;
        if (other.some((word) => lineKeys.has(word.key))) break;
        const rest = theirs.slice(at + shared + replaced, at + shared + replaced + after);
        const same =
          rest.length === after &&
          rest.every((word, i) => word.key === mine[shared + size + i]?.key);
        const closes = after > 0 || endsSentence(source.text, other[other.length - 1] as Word);
        // The line's name said again in its own place of the sentence ("ñß, Añ, ßç, 0, Añ" of
        // "ñß, #AaA, ßç, 0, Añ"): the sentence's own name, not one moved from elsewhere.
        const saidInPlace = name.some((word) => rest.some((kept) => kept.key === word.key));
        if (same && closes && !saidInPlace && !isRepeatedNext(name, rest)) {
          found.push(name.map((word) => word.text).join(' '));
        }
      }
    }
  }
  return [...new Set(found)];
}
