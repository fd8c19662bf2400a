/**
 * Vietnamese months named by their number in words (h285): "ngày 12 tháng Ba" (the 12th of the
 * third month, 12 March), "tháng Giêng" (January), "tháng Chạp" (December). CLDR writes "tháng 3",
 * which figure-dates.ts reads; in words, "12 tháng" was read as twelve months and "Ba" as the
 * number three, so a post's "12 tháng Ba" held no "12/3" and a line's "12 tháng Ba" of a post's
 * "12/3" was stopped for both. A source's such date adds its day and month; a line's is held where
 * the source has that day of that month ("dm12.3"), its month where the source has the month.
 * "12 tháng Tư" (April) of "12/3" is still stopped.
 */
import type { Figure } from '../figures/figure-kinds.ts';

/** The month words after "tháng", longest first, and their months. */
const MONTH_WORDS: ReadonlyArray<[string, number]> = [
  ['mười một', 11],
  ['mười hai', 12],
  ['giêng', 1],
  ['một', 1],
  ['hai', 2],
  ['ba', 3],
  ['tư', 4],
  ['bốn', 4],
  ['năm', 5],
  ['sáu', 6],
  ['bảy', 7],
  ['tám', 8],
  ['chín', 9],
  ['mười', 10],
  ['chạp', 12],
];

const WORDS = MONTH_WORDS.map(([word]) => word).join('|');
/** "12 tháng Ba", "tháng Giêng": the day before "tháng" or none, the month's word after it. */
const DATE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(\\d{1,2})\\s+)?tháng\\s+(${WORDS})(?![\\p{L}\\p{M}])`,
  'giu',
);
/** The month's word right after a figure "12 tháng" ends. */
const MONTH_AFTER = new RegExp(`^\\s+(${WORDS})(?![\\p{L}\\p{M}])`, 'iu');
/** "tháng" right before a figure. */
const THANG_BEFORE = /(?<![\p{L}\p{M}])tháng\s+$/iu;

const monthOf = (word: string) =>
  MONTH_WORDS.find(([name]) => name === word.toLowerCase().normalize('NFC'))?.[1];

const isVietnamese = (langs: readonly string[]) => langs.includes('vi');

/** Adds to a Vietnamese source's `keys` the day and month of each "12 tháng Ba". */
export function addVietnameseMonthWords(
  text: string,
  langs: readonly string[],
  keys: Set<string>,
): void {
  if (!isVietnamese(langs) || !/tháng\s/iu.test(text)) return;
  for (const match of text.normalize('NFC').matchAll(DATE)) {
    const month = monthOf(match[2] ?? '');
    if (month === undefined) continue;
    keys.add(`m${month}`);
    const day = Number(match[1]);
    if (day >= 1 && day <= 31) {
      keys.add(`day${day}`);
      keys.add(`dm${day}.${month}`);
    }
  }
}

/**
 * Whether the line's `figure` is the day ("12 tháng") or the month ("Ba") of a "12 tháng Ba"
 * whose day and month the source (`sourceKeys`) holds.
 */
export function heldVietnameseMonthWord(
  figure: Figure,
  line: string,
  sourceKeys: ReadonlySet<string>,
  langs: readonly string[],
): boolean {
  if (!isVietnamese(langs) || !/tháng/iu.test(figure.text + line)) return false;
  const text = line.normalize('NFC');
  const shown = figure.text.normalize('NFC');
  const at = text.indexOf(shown);
  if (at < 0) return false;
  const day = /^(\d{1,2})\s+tháng$/iu.exec(shown);
  if (day) {
    const word = MONTH_AFTER.exec(text.slice(at + shown.length))?.[1];
    const month = word === undefined ? undefined : monthOf(word);
    return month !== undefined && sourceKeys.has(`dm${Number(day[1])}.${month}`);
  }
  if (!THANG_BEFORE.test(text.slice(Math.max(0, at - 8), at))) return false;
  const month = monthOf(shown);
  return month !== undefined && sourceKeys.has(`m${month}`);
}

/**
 * `namesText` with each month's word after "tháng" blanked, in a Vietnamese text: "tháng Ba" is
 * a month (judged as a figure above), no new name "Ba".
 */
export function withoutVietnameseMonthWords(namesText: string, langs: readonly string[]): string {
  if (!isVietnamese(langs) || !/tháng\s/iu.test(namesText)) return namesText;
  const text = namesText.normalize('NFC');
  // The names readers read the text by its offsets: one that composing changes is left whole.
  if (text.length !== namesText.length) return namesText;
  return text.replace(DATE, (whole, _day, word: string) =>
    whole.replace(new RegExp(`${word}$`, 'u'), ' '.repeat(word.length)),
  );
}
