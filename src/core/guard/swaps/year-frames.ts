/**
 * A year told in its own sentence's frame with the names said otherwise (issue 44 item 4): "the
 * Tahs' first home win over the Brumbies since 2019" of "the Tahs' first win over Canberra in
 * Sydney since 2019" names the team the source calls by its city, and the year stays the win's.
 * named-years.ts stops a year written after names the source gives it none of; that reading is for
 * a list traded inside one sentence ("Kirklees and Wakefield in 2027" of "Bradford and Calderdale
 * in 2027 and Kirklees and Wakefield a year later"), where the line's names are the year's
 * sentence's own.
 *
 * So the year is kept where none of the line's names is in the source's sentence of the year, and
 * the line's sentence shares at least two content words with it besides names (the frame: "Tahs",
 * "win"). A year moved to names of another sentence in other words is still stopped.
 */
import { isStopWord } from '../words/stop-words.ts';
import { bindingKey } from './figure-bindings.ts';

/** Content words shared with the source's sentence that make a frame. */
const FRAME = 2;
/** Words of three letters or more, in any script. */
const WORDS = /[\p{L}\p{M}]{3,}/gu;

/** The sentence of `text` around `at`. */
function sentenceAt(text: string, at: number): string {
  const before =
    text
      .slice(0, at)
      .split(/[.!?;]\s/u)
      .pop() ?? '';
  const after = text.slice(at).split(/[.!?;](?:\s|$)/u)[0] ?? '';
  return before + after;
}

/** The keys (bindingKey) of a sentence's content words, but for `names` (lower case). */
function contentKeys(sentence: string, names: readonly string[], langs: readonly string[]) {
  const keys = new Set<string>();
  for (const [word] of sentence.matchAll(WORDS)) {
    const lower = word.toLowerCase();
    if (names.includes(lower) || langs.some((lang) => isStopWord(lower, lang))) continue;
    keys.add(bindingKey(lower));
  }
  return keys;
}

/**
 * True when the line's year at `lineAt`, after `names`, keeps the frame of the source's year at
 * `sourceAt` (after `theirs`): no line name in that sentence, two content words of it in the line's.
 */
export function inYearFrame(
  lineText: string,
  lineAt: number,
  names: readonly string[],
  sourceText: string,
  sourceAt: number,
  theirs: readonly string[],
  langs: readonly string[],
): boolean {
  const source = sentenceAt(sourceText, sourceAt);
  const lowered = source.toLowerCase();
  const named = (name: string) =>
    new RegExp(
      `(?<![\\p{L}\\p{M}])${name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}\\p{M}])`,
      'u',
    ).test(lowered);
  if (names.some(named)) return false;
  const own = contentKeys(source, theirs, langs);
  let shared = 0;
  for (const key of contentKeys(sentenceAt(lineText, lineAt), names, langs)) {
    if (own.has(key)) shared += 1;
  }
  return shared >= FRAME;
}
