/**
 * A thread post's first word put in the place of the post's name (issue 44, round twenty-three's
 * Italian thread): "Copenaghen non si è costruita in un giorno" of "Amsterdam non si è costruita in
 * un giorno". A thread's names are read past a sentence's first word only, since its styles open
 * sentences with words of their own ("Honestly", "Spoiler"); but a capitalised first word that is
 * no common word of the post's language nor of English, new to the post, before the post's next
 * three words as the post writes them after another capitalised word of its own that the post
 * names no more, says the post's sentence of another place or person. A first word of the
 * style's own before the post's words ("Ecco: non si è costruita...") is a common word, kept.
 */

import { isCommonWord } from '../words/common-words.ts';
import { type NameSource, opensSentence } from './claim-names.ts';

/** The post's words after the name that make its frame. */
const FRAME = 3;
const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;
const CAPITALISED = /^\p{Lu}\p{Ll}/u;

/** The words after `at`, lower case, when only spaces stand between them and the word. */
function after(words: RegExpMatchArray[], at: number, text: string): string | undefined {
  const next = words.slice(at, at + FRAME + 1);
  if (next.length < FRAME + 1) return undefined;
  for (let one = 1; one < next.length; one++) {
    const [before, word] = [next[one - 1] as RegExpMatchArray, next[one] as RegExpMatchArray];
    const between = text.slice((before.index ?? 0) + before[0].length, word.index);
    if (!/^\s+$/u.test(between)) return undefined;
  }
  return next
    .slice(1)
    .map((word) => word[0].toLowerCase())
    .join(' ');
}

/** A thread's post's first words that stand where the post names another (see above). */
export function threadFirstNames(
  mode: string,
  line: string,
  source: NameSource & { readonly checksNames: boolean; readonly translated?: boolean },
): string[] {
  if (mode !== 'thread' || source.translated || !source.checksNames) return [];
  const lang = source.langs[0] ?? 'en';
  const ours = [...line.matchAll(WORD)];
  const lineKeys = new Set(ours.map((word) => word[0].toLowerCase()));
  let theirs: Map<string, string[]> | undefined;
  const found: string[] = [];
  ours.forEach((match, at) => {
    const [word] = match;
    const lower = word.toLowerCase();
    if (!CAPITALISED.test(word) || !opensSentence(line, match.index ?? 0)) return;
    if (source.words.has(lower) || isCommonWord(word, lang) || isCommonWord(word, 'en')) return;
    const frame = after(ours, at, line);
    if (frame === undefined) return;
    theirs ??= framesOf(source.text);
    const names = theirs.get(frame) ?? [];
    if (names.some((name) => !lineKeys.has(name)) && !found.includes(word)) found.push(word);
  });
  return found;
}

/** The post's capitalised words (lower case) by the frame of words after them. */
function framesOf(text: string): Map<string, string[]> {
  const words = [...text.matchAll(WORD)];
  const frames = new Map<string, string[]>();
  words.forEach(([word], at) => {
    if (!CAPITALISED.test(word)) return;
    const frame = after(words, at, text);
    if (frame !== undefined) frames.set(frame, [...(frames.get(frame) ?? []), word.toLowerCase()]);
  });
  return frames;
}
