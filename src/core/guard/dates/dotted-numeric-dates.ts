/**
 * "15.4", "15.04": a day and month with a full stop and no year, as Hebrew, Turkish, Russian,
 * Polish, Danish and German write a date whose year CLDR's own numeric date also follows with a
 * full stop ("15.04.2026"). The short-date reader (figure-kinds.ts) takes such a pair for a date
 * only before a clause's end, and a Turkish "15.04'te" reads as a time (figure-tokens.ts): a Hebrew
 * source's "ב-15.4 בתל אביב" held no date for its line's "15 באפריל", and a Turkish line's
 * "15.04'te" of a source's "15 Nisan'da" was stopped. Read as the date too, beside what it was
 * read as, in the languages whose CLDR date is day-first with a full stop (through `Intl`'s
 * formatToParts); the date's reading is the day and month together, so a changed day or month
 * ("15.05'te" of 15 April) is still stopped.
 */
import type { Figure } from '../figures/figure-kinds.ts';
import { CLOCK_PREPOSITIONS } from '../figures/figure-words.ts';
import { plainWord } from '../words/fold-word.ts';
import { pairKey } from './date-pairs.ts';
import { isHourWordBefore } from './figure-clock.ts';
import { spansOf } from './locale-numeric-dates.ts';

const BIDI = /[\u200e\u200f\u061c]/gu;
/** How a language writes the month of such a date: "4" or "04" (Polish, Turkish pad it). */
type MonthDigits = 'one' | 'two' | false;
const dotted = /* @__PURE__ */ new Map<string, MonthDigits>();

/** True where CLDR writes `lang`'s numeric date day first, a full stop before the month. */
export const writesDottedDayMonth = (lang: string): boolean => dottedMonthDigits(lang) !== false;

/** How `lang` writes the month of a dotted day-first date; false where it writes none. */
function dottedMonthDigits(lang: string): MonthDigits {
  let known = dotted.get(lang);
  if (known === undefined) {
    known = false;
    try {
      const parts = new Intl.DateTimeFormat(lang, {
        day: 'numeric',
        month: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }).formatToParts(new Date(Date.UTC(2025, 3, 15, 12)));
      const at = parts.findIndex((part) => part.type === 'day');
      const month = parts[at + 2];
      if (at >= 0 && parts[at + 1]?.value.replace(BIDI, '') === '.' && month?.type === 'month') {
        known = month.value.length === 2 ? 'two' : 'one';
      }
    } catch {
      // A language Intl does not know writes no such date here.
    }
    dotted.set(lang, known);
  }
  return known;
}

const DAY_MONTH = /^(\d{1,2})\.(\d{1,2})$/u;
/** A source's pair: no digit, decimal, percent or currency sign against it. */
const PAIR =
  /(?<![\d.,$€£¥₹₩₽₺₫₱₪₴฿৳]|[$€£¥₹₩₽₺₫₱₪₴฿৳]\s)(\d{1,2})\.(\d{1,2})(?![\d%٪]|[.,]\d|\s?%)/gu;
const WORD_BEFORE = /(\p{L}+)\.?\s*$/u;

/**
 * The pair's keys where it is a day and month as one of `langs` writes them: a language that pads
 * its month writes no "1.9" ("1.9 raza szybciej" is a Polish factor, its date "01.09").
 */
function dateKeys(day: string, month: string, langs: readonly string[]): string[] | undefined {
  const [d, m] = [Number(day), Number(month)];
  if (d < 1 || d > 31 || m < 1 || m > 12) return undefined;
  const written = month.length === 2 ? 'two' : 'one';
  // A month of two digits is no decimal's tenths: "15.04" is a date where "15.4" writes one.
  const fits = langs.some((lang) => {
    const digits = lang === 'en' ? false : dottedMonthDigits(lang);
    return digits === written || (digits === 'one' && written === 'two');
  });
  return fits ? [`day${d}`, `m${m}`, pairKey(d, m)] : undefined;
}

const anyDotted = (langs: Iterable<string>) => {
  for (const lang of langs) if (lang !== 'en' && writesDottedDayMonth(lang)) return true;
  return false;
};

/** Adds to a source's `keys` the day and month of each such pair, in such a language. */
export function addDottedNumericDates(text: string, langs: readonly string[], keys: Set<string>) {
  if (!text.includes('.') || !anyDotted(langs)) return;
  for (const match of text.matchAll(PAIR)) {
    for (const key of dateKeys(match[1] ?? '', match[2] ?? '', langs) ?? []) keys.add(key);
  }
}

/**
 * A line's figures with each such pair, read as a count or a time, read as the date too; not
 * after a word of the clock ("saat 10.05" is the time alone).
 */
export function withDottedNumericDates(
  text: string,
  figures: Figure[],
  langs: readonly string[],
): Figure[] {
  if (!text.includes('.') || !anyDotted(langs)) return figures;
  let spans: Array<[number, number]> | undefined;
  return figures.map((figure, index) => {
    if (figure.kind !== 'count' && figure.kind !== 'time') return figure;
    const match = DAY_MONTH.exec(figure.text);
    const keys = match ? dateKeys(match[1] ?? '', match[2] ?? '', langs) : undefined;
    if (!keys) return figure;
    spans ??= spansOf(text, figures);
    const at = spans[index]?.[0] ?? -1;
    const before =
      at < 0 ? '' : (WORD_BEFORE.exec(text.slice(Math.max(0, at - 24), at))?.[1] ?? '');
    const word = plainWord(before);
    if (CLOCK_PREPOSITIONS.has(word) || isHourWordBefore(word)) return figure;
    return { ...figure, readings: [...figure.readings, keys] };
  });
}
