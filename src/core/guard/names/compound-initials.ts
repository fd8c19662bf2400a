/**
 * An acronym's last letter taken from inside a compound of the name it shortens (h258): Hungarian,
 * German, Finnish and the Nordic languages write one word where English writes two, and the
 * acronym keeps both halves' initials: "MÁV" of "Magyar Államvasutak" (állam|vasutak, state
 * railways), "HVV" of "Hamburger Verkehrsverbund". phrase-abbreviations.ts reads one initial a
 * word: there "MÁV" was a new name. Only the acronym's last letter, only in the name's last word
 * read, and only where it opens a syllable of the word's second half (a consonant then a vowel,
 * four letters or more before it and five or more from it): an acronym whose letter the word does
 * not so hold ("MÁB") is still new.
 */

/** A vowel, with the accents of the languages that compound. */
const VOWEL = /^[aeiouyáéíóöőúüűäåæø]$/u;
/** Letters before the inner initial and from it: a compound's halves are words of their own. */
const HEAD = 4;
const TAIL = 5;

/** Whether `letter` opens the second half of `word` (lower case), a compound of two words. */
export function opensCompoundHalf(word: string, letter: string): boolean {
  if (VOWEL.test(letter) || word.length < HEAD + TAIL) return false;
  for (let at = HEAD; at <= word.length - TAIL; at++) {
    if (word[at] === letter && VOWEL.test(word[at + 1] ?? '') && !VOWEL.test(word[at - 1] ?? '')) {
      return true;
    }
  }
  return false;
}
