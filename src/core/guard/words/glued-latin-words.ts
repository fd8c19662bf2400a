/**
 * A Latin word a Chinese or Japanese post writes against its own script, no space between
 * ("发布新手机Xiaomi 15", "新型iPhoneを発表"): those scripts set no space between words, so the
 * source's one word holds a name a line writes alone ("小米发布 Xiaomi 15"). Its Latin runs are
 * the source's words too (claim-source.ts), so that name is read as the post's.
 */
const LATIN_RUN = /\p{Script=Latin}[\p{Script=Latin}\p{M}]+/gu;
const OTHER_LETTER = /(?![\p{Script=Latin}\p{M}])\p{L}/u;

/** The Latin runs of a word that also holds letters of another script; none of a Latin word. */
export function gluedLatinWords(word: string): string[] {
  if (!OTHER_LETTER.test(word)) return [];
  return word.match(LATIN_RUN) ?? [];
}
