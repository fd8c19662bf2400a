/**
 * An English compound noun's plural opening a sentence (issue 44, false stops in translated
 * lines): "Hailstones of up to 3 cm" (of German "Hagelkörner") was read as a new name, English's
 * common words (common-words.data.ts, the web's most frequent) holding "stones" but not "hail" nor
 * "hailstones". A first word that ends on a common noun's plural of five letters or more
 * ("stones", "drops", "winds": its singular a common word too), after a head of four letters or
 * more, is a compound's plural, a word: names rarely end so ("Hastings", "Jennings" end on no
 * word; "Edwards" on a shorter head). A head the common words hold already is common-words.ts's.
 */
import { commonWordsOf } from './common-words.ts';

/** The shortest tail read as a plural noun, and the shortest head before it. */
const SHORTEST_TAIL = 5;
const SHORTEST_HEAD = 4;

/** Whether `word` (English) is a head of letters before a common noun's plural. */
export function isJoinedEnglishPlural(word: string): boolean {
  const words = commonWordsOf('en');
  if (!words) return false;
  const lower = word.normalize('NFC').toLowerCase();
  if (!/^[a-z]+s$/u.test(lower) || /ss$/u.test(lower)) return false;
  for (let at = SHORTEST_HEAD; at <= lower.length - SHORTEST_TAIL; at++) {
    const tail = lower.slice(at);
    // The tail is a plural whose singular is a common word too ("stones": "stone").
    const singular = tail.endsWith('ies') ? `${tail.slice(0, -3)}y` : tail.slice(0, -1);
    if (words.has(tail) && words.has(singular)) return true;
  }
  return false;
}
