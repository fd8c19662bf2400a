/**
 * A word of winning told as a noun, not a verb (round fifty): "The win lifts Enyimba to 2nd" tells
 * no one beaten, though Enyimba stands after "win" as beaten-sides.ts reads a verb's object. In
 * English "win", "beat" and "defeat" are nouns as well as verbs; after a function word ("the win",
 * "their defeat") they are read as the noun. The `stopword` list holds English's determiners and
 * possessives; it holds its auxiliaries and pronouns too ("will beat", "they beat"), whose objects
 * are then not read as beaten: that costs a stop, never a faithful line. The other languages' words
 * of winning that beaten-sides.ts lists are verb forms only.
 */
import { isStopWord } from '../words/stop-words.ts';

/** Whether the word of winning after `previous` is read as a noun ("the win"), in `lang`. */
export function isWinNoun(previous: string | undefined, lang: string): boolean {
  if (previous === undefined || !lang.startsWith('en')) return false;
  return isStopWord(previous.toLowerCase(), 'en');
}
