/**
 * A name clipped to its start, as fans and jokes call people (round thirty-four: "सूर्या ने 42
 * गेंदों में 78" of "सूर्यकुमार यादव ने 42 गेंदों में 78", "Surya" of "Suryakumar"): the word a line
 * puts where the source's name stands is that name's own first letters, so it names the same
 * person, where another name ("रोहित") shares none of them. Read on letters alone (a script's
 * vowel signs and viramas aside), three at least, so that a short word is not taken for a start;
 * and the name goes on two letters or more past them, a syllable cut: one letter more is as often
 * another name ("Sami", "Samir"; "अमित", "अमिताभ").
 */
import { isKoreanSurnameOf } from './korean-title-surnames.ts';
import type { Token } from './name-tokens.ts';

/** The fewest letters a clipped name keeps of the name it shortens, and the fewest it cuts. */
const CLIPPED_MIN = 3;
const CUT_MIN = 2;

const letters = (word: string) => [...word.toLowerCase().replace(/[^\p{L}]/gu, '')];

/** Whether `word` is the source's `name` cut short: its letters open the name's, and are fewer. */
export function clipsName(word: Token, name: Token): boolean {
  if (word.number || name.number || word.char || name.char) return false;
  // "윤 대통령은" of "윤석열 대통령은": a Korean name cut to its surname (korean-title-surnames.ts).
  if (isKoreanSurnameOf(word, name)) return true;
  const short = letters(word.text);
  const long = letters(name.text);
  if (short.length < CLIPPED_MIN || long.length < short.length + CUT_MIN) return false;
  // A clipped name may end on its own vowel sign ("सूर्या"); its consonants are the name's start.
  return short.every((letter, index) => long[index] === letter);
}
