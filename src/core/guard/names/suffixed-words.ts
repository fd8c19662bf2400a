/**
 * The source's word with a suffix written on, as the Dravidian languages inflect (round forty-six):
 * "தடுப்பூசி போடுவதே இலக்கு" (the aim is the vaccinating) of "தடுப்பூசி போட இலக்கு" (the aim is to
 * vaccinate). Where no capital tells a name, a word a line puts in the place of the source's, in
 * the source's frame, is read as a name (replaced-names.ts); but a word that opens with the whole
 * of the source's word, as written, and goes on is that word inflected: Tamil, Telugu, Kannada
 * and Malayalam write their cases, tenses and clitics onto the stem. The inverse of
 * clipped-names.ts (a name cut short), which reads by letters; this reads the word as written, its
 * vowel signs too, three characters at least.
 */
import type { Token } from './name-tokens.ts';

const DRAVIDIAN = /^[\p{sc=Tamil}\p{sc=Telugu}\p{sc=Kannada}\p{sc=Malayalam}]+$/u;
const STEM_MIN = 3;

/** Whether the line's `word` is the source's `stem` with a suffix written onto it. */
export function suffixesWord(word: Token, stem: Token): boolean {
  if (word.number || stem.number) return false;
  const [long, short] = [word.text, stem.text];
  if ([...short].length < STEM_MIN || long.length <= short.length) return false;
  return DRAVIDIAN.test(long) && long.startsWith(short);
}
