/**
 * Hebrew's short months end in a geresh, the mark of its abbreviations ("אפר׳", April; "באפר׳",
 * in April), which the tokens leave out of the word: the word is read with its mark, as CLDR
 * writes the name, so "2 באפר׳" of a source's "2 באפריל" is its date, not a bare 2.
 */

/** Hebrew's geresh (U+05F3) and the apostrophe written for it. */
const GERESH = /^[\u05f3']/u;

/** The word ending at `end` of `text` with its geresh, or undefined where none follows it. */
export function withGeresh(word: string, text: string, end: number): string | undefined {
  return /\p{sc=Hebr}$/u.test(word) && GERESH.test(text.slice(end, end + 1))
    ? `${word}\u05f3`
    : undefined;
}
