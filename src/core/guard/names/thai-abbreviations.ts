/**
 * A Thai name cut short with "ฯ" (paiyannoi, h305's blind probes): "กรุงเทพฯ" is how Thai writes
 * "กรุงเทพมหานคร" (Bangkok) short, "กรมอุตุฯ" the "กรมอุตุนิยมวิทยา" (the Meteorological
 * Department). The mark says the word goes on as everyone knows; a line's word so marked whose
 * letters before the mark open a longer word of the source is that word, no new name.
 * "เชียงรายฯ" of a source with "เชียงใหม่" is still new: its letters open none of the source's.
 */

const MARKED = /[\p{Script=Thai}]+ฯ/gu;
const THAI_LETTER = /^\p{Script=Thai}/u;

/** Whether each "ฯ"-marked word of `run` (one at least) opens a longer word of the source. */
export function abbreviatesThaiSourceWord(run: string, source: { readonly text: string }): boolean {
  const marked = run.match(MARKED);
  if (!marked) return false;
  return marked.every((word) => {
    const stem = word.slice(0, -1);
    if ([...stem].length < 2) return false;
    for (let at = source.text.indexOf(stem); at >= 0; at = source.text.indexOf(stem, at + 1)) {
      if (THAI_LETTER.test(source.text.slice(at + stem.length))) return true;
    }
    return false;
  });
}
