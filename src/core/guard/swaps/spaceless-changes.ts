/**
 * A change right before a figure in Chinese and Japanese (round twenty-two): "营收同比增长15%;净
 * 利润同比下降4%" ties 15% to "增长" and 4% to "下降", so a line that trades them ("营收同比增长4%,
 * 净利润同比下降15%") is read as figure-ties.ts reads "rose 4% … fell 15%". Those scripts write no
 * spaces, so figure-ties.ts reads no word beside a figure there but this one.
 */
import { SPACELESS_CHANGES } from './figure-phrase-words.ts';

/** The words of change, the longest first ("增长" before "增"), with two the list leaves out. */
let words: readonly string[] | undefined;

/** The word of change written right before `start` in `text` ("增长", "下降了"), or undefined. */
export function spacelessChangeBefore(text: string, start: number): string | undefined {
  words ??= [
    ...Object.values(SPACELESS_CHANGES).flat(),
    '增长',
    '增加',
    '减少',
    '増加',
    '減少',
  ].sort((a, b) => b.length - a.length);
  // "下降了4%": the particle of a completed change between.
  const end = text[start - 1] === '了' ? start - 1 : start;
  const before = text.slice(Math.max(0, end - 3), end);
  return words.find((word) => before.endsWith(word));
}
