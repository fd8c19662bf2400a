/**
 * A Thai name swapped for one that opens alike (issue 44, recall): "เชียงรายเป็นจังหวัดที่มีผู้ป่วย
 * มากที่สุด" (Chiang Rai has the most cases) of a post whose province is เชียงใหม่ (Chiang Mai).
 * Thai has no capitals and no spaces between words, and the names reader reads neither word; but
 * ICU's dictionary (Intl.Segmenter) knows a place's name as one word, and two such words that open
 * with the same five letters or more and end otherwise are two of a kind ("นครปฐม", "นครสวรรค์"
 * share too little: "นคร" is a word of its own). The line's word is the source's own where the
 * source writes it, or where the source's word stands in the line too (a list of both).
 */

import { segmentsOf } from '../../segments-of.ts';
import { abbreviatesThaiSourceWord } from './thai-abbreviations.ts';

/** The letters two words share at their start to be one name changed at its end. */
const SHARED = 5;

let segmenter: Intl.Segmenter | undefined;

/** The Thai words of `text` of more than SHARED letters, as ICU's dictionary cuts them. */
function longWords(text: string): Set<string> {
  segmenter ??= new Intl.Segmenter('th', { granularity: 'word' });
  const words = new Set<string>();
  for (const { segment, isWordLike } of segmentsOf(segmenter, text)) {
    if (isWordLike && /^\p{Script=Thai}+$/u.test(segment) && [...segment].length > SHARED) {
      words.add(segment);
    }
  }
  return words;
}

/** The words of a Thai `line` that change the end of a word the `source` writes. */
export function thaiNearNames(line: string, source: { readonly text: string }): string[] {
  if (!/\p{Script=Thai}/u.test(line)) return [];
  const theirs = [...longWords(source.text)];
  const found: string[] = [];
  for (const word of longWords(line)) {
    // "กรุงเทพฯ" of "กรุงเทพมหานคร": the source's name cut short (thai-abbreviations.ts).
    if (source.text.includes(word) || abbreviatesThaiSourceWord(word, source)) continue;
    const head = [...word].slice(0, SHARED).join('');
    const changed = theirs.some(
      (other) => other.startsWith(head) && !line.includes(other) && !word.includes(other),
    );
    if (changed) found.push(word);
  }
  return found;
}
