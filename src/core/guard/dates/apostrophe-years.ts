/**
 * A year cut to its last two digits after an apostrophe (issue 44, item 4): "März '26", "June
 * '26", "Class of '26" say 2026 (or 1926), as a reader reads them, as do Chinese, Japanese and
 * Korean "26年4月", "'26년 4월" before a month; the figure alone is 26, a number the source need
 * not write. Held where the source writes the whole year; "'25" of a
 * source's 2026 stays stopped. A decade ("the '90s") is the decade reader's.
 */
import type { Figure } from '../figures/figure-kinds.ts';

/** Whether `figure` is a year written "'26" (or "26年" before a month) in `line` whose whole year `keys` hold ("n2026"). */
export function heldApostropheYear(
  figure: Figure,
  line: string,
  keys: ReadonlySet<string>,
): boolean {
  if (!/^\d{2}$/u.test(figure.text) || !line.includes(figure.text)) return false;
  const cut = new RegExp(`(?<![\\p{L}\\p{N}])['’‘]${figure.text}(?![\\p{N}\\p{L}'’])`, 'u');
  // "26年4月3日", "'26년 4월": a CJK or Korean year's two digits before its month.
  const marked = new RegExp(`(?<![\\p{N}])['’‘]?${figure.text}[年년]\\s?\\d{1,2}[月월]`, 'u');
  if (!cut.test(line) && !marked.test(line)) return false;
  return keys.has(`n20${figure.text}`) || keys.has(`n19${figure.text}`);
}
