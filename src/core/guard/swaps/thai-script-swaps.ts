/**
 * Two figures traded in Thai, Lao, Khmer or Burmese (issue 44, blind round forty-six): "ค่าเข้าชม
 * สำหรับชาวไทย 200 บาท ชาวต่างชาติ 30 บาท" of the source's "ชาวไทย 30 บาท ชาวต่างชาติ 200 บาท". These
 * scripts write no space between words but one between phrases, a figure's among them, so
 * figure-bindings.ts reads the whole run before a figure as one word and spaceless-swaps.ts (Han
 * and kana) reads none. A figure's words here are the last letters (up to four, marks counted) of
 * the run right before it and the space between, as spaceless-swaps.ts reads Chinese's three
 * characters: two figures of one kind are stopped where the source writes each one's words before
 * the other's value and never before its own, so a line that rewords either is kept.
 */
import type { Placed } from './figure-ties.ts';
import { spacelessSwaps } from './spaceless-swaps.ts';

const LETTER = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** How many letters (marks counted) before the space are a figure's words. */
const WIDTH = 4;

/** The run's last letters and the space before `start`, or '' where no such run stands there. */
function wordsBefore(text: string, start: number): string {
  let end = start;
  while (end > 0 && text[end - 1] === ' ') end -= 1;
  if (end === start || end === 0 || !LETTER.test(text[end - 1] as string)) return '';
  let from = end;
  while (from > 0 && end - from < WIDTH && LETTER.test(text[from - 1] as string)) from -= 1;
  return end - from >= 2 ? text.slice(from, start) : '';
}

/** The line's figures (as written) each written after the words the source gives the other. */
export function thaiScriptSwaps(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
): string[] {
  if (!LETTER.test(lineText)) return [];
  return spacelessSwaps(lineText, line, sourceText, source, wordsBefore);
}
