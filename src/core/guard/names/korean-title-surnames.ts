/**
 * A Korean name cut to its surname before a title (h276): "윤 대통령은 3일 …" of the source's
 * "윤석열 대통령은 3일 …", "한 대표는" of "한동훈 대표는". Korean news writes a person it has named
 * by the surname and the title alone; the replaced-names reader saw "윤" where the source has
 * "윤석열", in the same frame, and stopped a faithful line. A surname is the first syllable of a
 * Korean name of two to four syllables: one syllable that opens the source's word is that name.
 * Another surname ("이 대통령은") opens none of it, and stays a claim.
 */

/** One Hangul syllable: a surname as a line writes it before a title. */
const SURNAME = /^\p{Script=Hangul}$/u;
/** A Korean full name: two to four syllables. */
const FULL_NAME = /^\p{Script=Hangul}{2,4}$/u;

/** Whether `word` (the line's) is the surname of `name` (the source's word in its place). */
export function isKoreanSurnameOf(word: { text: string }, name: { text: string }): boolean {
  return SURNAME.test(word.text) && FULL_NAME.test(name.text) && name.text.startsWith(word.text);
}
