/**
 * Hindi writes a loan's nukta as often as it leaves it off: "बाज़ार" and "बाजार" are one market,
 * "ज़्यादा" and "ज्यादा" one word (round forty-nine: a line's "बाज़ार" was read as a name new to a
 * source writing "बाजार"). A nukta letter may also come precomposed (U+0958-U+095F, "ज़" as one
 * code point) or as its letter and the sign U+093C; Unicode's NFC keeps both apart from the plain
 * letter. One key: the plain letter, wherever a word of Devanagari is keyed.
 */
const NUKTA = /[\u093c\u0958-\u095f]/u;

/** `text` with every Devanagari nukta dropped (precomposed or combining); other text as it is. */
export function withoutNukta(text: string): string {
  if (!NUKTA.test(text)) return text;
  return text
    .normalize('NFD')
    .replace(/\u093c/gu, '')
    .normalize('NFC');
}
