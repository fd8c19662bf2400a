/**
 * "năm 2026": the word a language writes before a year's number (CLDR's month-and-year pattern,
 * through `Intl`'s formatToParts: Vietnamese "tháng 4 năm 2026"). Vietnamese's year is also its
 * five, so a faithful "ngày 15 tháng 4 năm 2026" of a source's "15/04/2026" was stopped for a 5 the
 * source lacks. Before a year in digits only: "năm người" is still five people.
 */
import type { FigureText } from '../figures/figure-quantities.ts';
import { plainWord } from '../words/fold-word.ts';

const yearWordsOf = /* @__PURE__ */ new Map<string, string | null>();

/** The word `lang` writes right before a year's number, folded; null for none. */
function yearWordIn(lang: string): string | null {
  let word = yearWordsOf.get(lang);
  if (word !== undefined) return word;
  word = null;
  try {
    const parts = new Intl.DateTimeFormat(lang, {
      year: 'numeric',
      month: 'long',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    }).formatToParts(new Date(Date.UTC(2024, 2, 15, 12)));
    const at = parts.findIndex((part) => part.type === 'year');
    const before = at > 0 ? parts[at - 1] : undefined;
    const last = before?.type === 'literal' ? /([\p{L}\p{M}]+)\s+$/u.exec(before.value)?.[1] : '';
    if (last) word = plainWord(last);
  } catch {
    // A runtime without this language's data reads the others.
  }
  yearWordsOf.set(lang, word);
  return word;
}

/** True where the word at `index` is its language's word of the year before a year's digits. */
export function isYearWordBefore(reading: FigureText, index: number): boolean {
  const { tokens, text } = reading;
  const word = tokens[index];
  const next = tokens[index + 1];
  if (word?.kind !== 'word' || next?.kind !== 'number' || !/^\d{4}$/u.test(next.text)) return false;
  if (text.slice(word.end, next.start) !== ' ') return false;
  const plain = word.word?.plain ?? '';
  return reading.calendarLangs.some((lang) => yearWordIn(lang) === plain);
}
