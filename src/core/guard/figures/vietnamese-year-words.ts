/**
 * Vietnamese "năm" is both five and year (issue 44 item 4, h301): "cùng kỳ năm ngoái" (the same
 * period last year), "năm nay" (this year), "mỗi năm" (each year) were read as the number five, and
 * a faithful line was stopped for a 5 the source lacks. "năm" is a year, no figure, where a word of
 * time follows it ("ngoái", "nay", "trước", "sau", "tới", "qua", "học", "tài chính", "mới", "ấy",
 * "đó") or a word that takes a noun stands before it ("mỗi", "hằng", "hàng", "cả", "trong",
 * "cùng kỳ", "những", "các", "nhiều", "vài", "một"); "năm chuyến bay" (five flights) is still five.
 */
import type { Figure } from './figure-kinds.ts';

/** A word of time after "năm" (or a year's digits: "năm 2024"). */
const AFTER =
  /^\s+(?:ngoái|nay|trước|sau|tới|qua|học|tài chính|mới|ấy|đó|này|kia|rồi|sắp tới|vừa qua|\d{4})(?![\p{L}\p{M}])/iu;
/** A word before "năm" that takes a noun, not a number. */
const BEFORE =
  /(?:^|[^\p{L}\p{M}])(?:mỗi|hằng|hàng|cả|trong|cùng kỳ|kỳ|những|các|nhiều|vài|một|giữa|cuối|đầu|suốt)\s+$/iu;

/** Whether the line's figure is Vietnamese's "năm" where it means a year. */
export function vietnameseYearWord(
  figure: Figure,
  line: string,
  langs: readonly string[],
): boolean {
  if (!langs.includes('vi') || figure.text.toLowerCase() !== 'năm') return false;
  // Every "năm" of the line a year: the figures do not say which of two is this one.
  let at = line.indexOf(figure.text);
  if (at < 0) return false;
  while (at >= 0) {
    const end = at + figure.text.length;
    const year =
      AFTER.test(line.slice(end, end + 16)) || BEFORE.test(line.slice(Math.max(0, at - 12), at));
    if (!year) return false;
    at = line.indexOf(figure.text, end);
  }
  return true;
}
