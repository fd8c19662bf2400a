/**
 * A Persian or Hebrew common noun's plural, put in the frame of the source's word (issue 44 item 4,
 * fewer false stops): "وزیر گفت نرخ‌ها ماه آینده افزایش می‌یابد" (rates) of "قیمت‌ها" (prices),
 * "השר אמר שהתעריפים יעלו" (that the tariffs) of "שהמחירים". As Hindi's plural oblique
 * (everyday-forms.ts), a plural is a common noun's: a person is one, a place rarely takes one.
 * Persian writes "ها", "های", "هایی" after the noun (a half-space between, or none): read where the
 * noun without it is a common word. Hebrew's masculine "ים": read where the noun without it (three
 * letters or more, its last in its final form) is a common word; a feminine "ות" only where the
 * article stands before it behind a clitic ("ש", "ו", "ב", "ל", "כ", "מ"), a definite plural, for
 * a town may be named so ("רחובות", Rehovot, streets).
 */
import { uncasedKey, uncasedWords } from '../words/uncased-words.ts';

const PERSIAN_PLURAL = /^(\p{Script=Arabic}{2,}?)(?:هایی|هاي|های|ها)$/u;
/** A definite plural behind a clitic ("שהתעריפים"), and a masculine plural ("משחקים"). */
const HEBREW_DEFINITE = /^[ושבלכמ]{1,2}ה\p{Script=Hebrew}{3,}(?:ים|ות)$/u;
const HEBREW_PLURAL = /^(\p{Script=Hebrew}{3,})ים$/u;
const FINAL: Record<string, string> = { מ: 'ם', נ: 'ן', כ: 'ך', פ: 'ף', צ: 'ץ' };

/** Whether `word` is the plural of a common noun of `lang` (Persian or Hebrew), as above. */
export function isCommonPlural(word: string, lang: string): boolean {
  if (lang === 'fa') {
    const stem = PERSIAN_PLURAL.exec(uncasedKey(word, 'fa'))?.[1];
    return stem !== undefined && uncasedWords('fa').has(stem);
  }
  if (lang !== 'he') return false;
  const key = uncasedKey(word, 'he');
  if (HEBREW_DEFINITE.test(key)) return true;
  const stem = HEBREW_PLURAL.exec(key)?.[1];
  if (stem === undefined) return false;
  // "משחקים" of "משחק": the noun's last letter in its final form ("מחירים" of "מחיר" keeps it).
  const noun = stem.replace(/[מנכפצ]$/u, (last) => FINAL[last] ?? last);
  return uncasedWords('he').has(noun);
}
