/**
 * The rise and fall words of a line in the languages meaning/'s direction lists lack, for a
 * percentage change worked out from two of the source's figures (derived-figures.ts, h301): "قیمت
 * بلیت ۲۵ درصد افزایش می‌یابد" (the fare rises 25%) of "از ۱۲٬۰۰۰ تومان به ۱۵٬۰۰۰ تومان", "tăng
 * 25%", "naik 25%". With no side told, derived-figures.ts reads a percentage only as a share, and
 * the rise was stopped. Whole words only: the wider stems of timed-ends.ts ("art-", "ök-") let an
 * invented held-out line through when read here.
 */

const UP = new Set(['افزایش', 'ارتفع', 'ارتفعت', 'زاد', 'زادت', 'tăng', 'naik', 'meningkat']);
const DOWN = new Set(['کاهش', 'انخفض', 'انخفضت', 'تراجع', 'تراجعت', 'giảm', 'turun', 'menurun']);

/** The side of a change `line` says in the words above: 1 a rise, -1 a fall, 0 neither or both. */
export function percentWay(line: string): -1 | 0 | 1 {
  const words = (line.match(/[\p{L}\p{M}]+/gu) ?? []).map((word) => word.toLowerCase());
  const up = words.some((word) => UP.has(word));
  const down = words.some((word) => DOWN.has(word));
  return up === down ? 0 : up ? 1 : -1;
}
