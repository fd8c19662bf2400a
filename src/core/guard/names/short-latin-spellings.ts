/**
 * A short name the source writes in Latin letters, written by an Indic line in its own script
 * (h284): "दिल्ली" of "Delhi", "गूगल" of "Google", "चेन्नई" of "Chennai", "मुंबई" of "Mumbai".
 * latin-spelled-names.ts takes a word for the source's where their consonants are alike, but only
 * past two consonants: two ("dl", "kl") are shared by too many words. A word of two is compared
 * with its vowels' places too: consonants as roman-names.ts hears them, each run of vowels one
 * slot, an "h" dropped ("Delhi" is "dili" aloud), doubled letters one, and a last vowel dropped
 * (Hindi's unwritten schwa, English's silent "e"): "dVl" of both "dilli" and "Delhi". A name the
 * source never writes ("मुंबई" of a post about Delhi, "रांची" of Patna) is still new.
 */
import { oncePer } from '../once-per-source.ts';
import { heardLetters } from './roman-names.ts';

/** Scripts that write a vowel as a sign on its consonant, as any-ascii spells it out. */
const INDIC =
  /^[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{M}]+$/u;
/**
 * A capitalised Latin word of three letters or more, not in a link's host ("bookmyshow.com"'s
 * "com" is "kVn" as "चेन्नई" is): two consonants are too few to read against a common word.
 */
const LATIN_WORD = /(?<![\p{L}\p{M}.@/])\p{Lu}\p{Script=Latin}{2,}/gu;
/** A Latin word is read at most this long: a longer one has consonants enough to be read by key. */
const LONGEST = 24;

/**
 * A word's sounds: consonants as roman-names.ts's consonantKeys brings them together, "V" for
 * each run of vowels, doubled letters once, the last vowel dropped. Undefined where fewer than
 * two consonants are left: one ("tim", "ola") names too many words.
 */
export function soundPattern(word: string): string | undefined {
  const pattern = heardLetters(word.normalize('NFC'))
    .replace(/[hj]/g, '')
    .replace(/[aeiouy]+/g, 'V')
    .replace(/(.)\1+/g, '$1')
    .replace(/V$/, '');
  return pattern.replace(/V/g, '').length >= 2 ? pattern : undefined;
}

/** The sound patterns of the source's Latin words, read once per source. */
const latinPatterns = /* @__PURE__ */ oncePer((source: { readonly text: string }) => {
  const found = new Set<string>();
  for (const [word] of source.text.matchAll(LATIN_WORD)) {
    if (word.length > LONGEST) continue;
    const pattern = soundPattern(word);
    if (pattern) found.add(pattern);
  }
  return found;
});

/** Whether an Indic `word` sounds as a Latin word of the source's does (see the file's comment). */
export function spellsShortLatinWord(word: string, source: { readonly text: string }): boolean {
  if (!INDIC.test(word)) return false;
  const pattern = soundPattern(word);
  if (!pattern) return false;
  const known = latinPatterns(source);
  return known.size > 0 && known.has(pattern);
}
