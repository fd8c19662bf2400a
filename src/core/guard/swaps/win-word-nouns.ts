/**
 * A word of winning told as a noun, not a verb (round fifty): "The win lifts Enyimba to 2nd" tells
 * no one beaten, though Enyimba stands after "win" as beaten-sides.ts reads a verb's object. In
 * English "win", "beat" and "defeat" are nouns as well as verbs; after a determiner or a possessive
 * ("the win", "their defeat") they are the noun. compromise knows English's determiners; the other
 * languages' words of winning that beaten-sides.ts lists are verb forms only.
 */
import nlp from 'compromise';

/** Whether the word of winning after `previous` is a noun ("the win"), in a post in `lang`. */
export function isWinNoun(previous: string | undefined, lang: string): boolean {
  if (previous === undefined || !lang.startsWith('en')) return false;
  return nlp(previous).has('(#Determiner|#Possessive)');
}
