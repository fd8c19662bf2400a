/**
 * A word a line puts where the source has another in the same frame, read as the source's word
 * said otherwise and not as a name (replaced-names.ts asks this of a run of one word):
 * - the source's word clipped to its start ("Die Uni Zürich" of "Die Universität Zürich",
 *   clipped-source-words.ts);
 * - in a script without capitals, one everyday word for another between the same two words
 *   (round fifty-one: Persian "۶ اتاق عمل تازه در دی‌ماه" of "۶ اتاق عمل جدید در دی‌ماه", "new"
 *   for "new"): both among the language's thousand commonest words (framed-name-runs.ts's measure
 *   of an everyday word), where a person's or a place's name rarely stands. A name in that frame
 *   ("اتاق عمل مشهد در") is no such word and stays a replaced name;
 * - a function word or a commonest verb of the source's language in a spaced script without
 *   capitals ("أكد" of "قال", said; h291), which no name is.
 */
import { isUncasedStopWord } from '../words/uncased-stop-words.ts';
import { commonestWords, isUncasedLanguage, uncasedKey } from '../words/uncased-words.ts';
import { clipsFramedSourceWord } from './clipped-source-words.ts';
import type { SourceTokens, Token } from './name-tokens.ts';

/** The commonest words of a language, as framed-name-runs.ts counts an everyday word. */
const COMMON_TOP = 1000;

/** Whether `a` and `b` are both among the thousand commonest words of an uncased language. */
function bothEveryday(a: Token, b: Token, langs: readonly string[]): boolean {
  return langs.some((lang) => {
    if (!isUncasedLanguage(lang)) return false;
    const common = commonestWords(lang, COMMON_TOP);
    return common.has(uncasedKey(a.text, lang)) && common.has(uncasedKey(b.text, lang));
  });
}

/**
 * Whether the line's word at `index`, between the same words as one of the source's, is that
 * word in an everyday synonym (both words common, the frame's word on either side the same).
 */
function everydaySwap(
  line: Token[],
  index: number,
  read: SourceTokens,
  langs: readonly string[],
): boolean {
  const word = line[index];
  const before = line[index - 1];
  const next = line[index + 1];
  if (!word || !before || !next || word.number || word.char || !word.joined || !next.joined) {
    return false;
  }
  return (read.at.get(next.key) ?? []).some((place) => {
    const theirs = read.tokens[place - 1];
    const theirsBefore = read.tokens[place - 2];
    return (
      theirs !== undefined &&
      theirsBefore?.key === before.key &&
      theirs.joined &&
      read.tokens[place]?.joined === true &&
      bothEveryday(word, theirs, langs)
    );
  });
}

/** Whether the line's one word at `index` says the source's word in its frame otherwise. */
export function rewordsFramedSourceWord(
  line: Token[],
  index: number,
  read: SourceTokens,
  langs: readonly string[],
): boolean {
  return (
    clipsFramedSourceWord(line, index, read) ||
    everydaySwap(line, index, read, langs) ||
    // "أكد المدرب" of "قال المدرب", "सरकार ने कहा" of "…ने घोषणा की": a function word or one of
    // the commonest verbs of the source's language, no name (uncased-stop-words.ts).
    isUncasedStopWord(line[index]?.text ?? '', langs)
  );
}
