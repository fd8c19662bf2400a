/**
 * A Dravidian word and the same word with its case, tense or clitic written on (h291's probes:
 * "இஸ்ரோவின்" of the source's "இஸ்ரோ", ISRO's; "நீர் தேங்கி" of "தண்ணீர் தேங்கியதால்", the
 * verb's participle of its causal form). Tamil, Telugu, Kannada and Malayalam write these onto
 * the stem, so one word's forms share its whole start, which the name-tokens reader's measure (a
 * start of six letters in ten) misses for a long ending. The shorter word must be the whole start
 * of the longer, three letters at least (vowel signs and the virama not counted): two names that
 * share a start ("மது" and "மதுரை") differ before either ends, or are shorter.
 */

const DRAVIDIAN = /^[\p{sc=Tamil}\p{sc=Telugu}\p{sc=Kannada}\p{sc=Malayalam}]+$/u;
/** A stem's fewest letters, its marks not counted. */
const STEM_LETTERS = 3;

/** Whether `long` is `short`, a Dravidian word, with an ending written onto it. */
export function dravidianStem(short: string, long: string): boolean {
  if (long.length <= short.length || !long.startsWith(short) || !DRAVIDIAN.test(long)) {
    return false;
  }
  return (short.match(/\p{L}/gu) ?? []).length >= STEM_LETTERS;
}
