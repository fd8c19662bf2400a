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
  if (!DRAVIDIAN.test(long) || !DRAVIDIAN.test(short)) return false;
  if (long.length > short.length && long.startsWith(short)) {
    return (short.match(/\p{L}/gu) ?? []).length >= STEM_LETTERS;
  }
  return sandhiStem(short, long);
}

/** A Dravidian script's virama: the consonant ends there, no vowel after it. */
const VIRAMA = /^[\u0BCD\u0C4D\u0CCD\u0D4D]$/u;
/** A vowel's sign after a consonant. */
const VOWEL_SIGN = /^\p{M}$/u;
/** A sandhi stem's fewest letters: a longer start than a plain stem's, no name's first syllables. */
const SANDHI_LETTERS = 4;

/**
 * Two words on one stem that ends in a consonant, one closing it ("வழக்கம்போல்", as usual) and one
 * voicing it with an ending's vowel ("வழக்கமான", usual: "வழக்கம்" and "ஆன"), as Tamil writes a
 * stem's last consonant joined to the vowel after it (h299's blind probes). Two names sharing a
 * start ("சிங்கப்பூர்", "சிங்காநல்லூர்") part at letters, not at a consonant's end.
 */
function sandhiStem(a: string, b: string): boolean {
  let shared = 0;
  while (shared < a.length && a[shared] === b[shared]) shared++;
  const next = [a[shared] ?? '', b[shared] ?? ''];
  const closes = next.filter((mark) => VIRAMA.test(mark)).length === 1;
  const voiced = next.some((mark) => VOWEL_SIGN.test(mark) && !VIRAMA.test(mark));
  return closes && voiced && (a.slice(0, shared).match(/\p{L}/gu) ?? []).length >= SANDHI_LETTERS;
}
