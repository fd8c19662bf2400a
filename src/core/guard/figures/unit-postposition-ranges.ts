/**
 * A range in Hindi and Urdu with "से"/"سے" alone between its ends (issue 44 item 4): "हवा की
 * रफ्तार 100 से 110 किमी प्रति घंटा रहेगी" (100 to 110 km/h), with no "तक" to close it
 * (postposition-ranges.ts). "से" is also "than" and "from" ("2011 से 12% ज़्यादा": 12% more than
 * 2011), so it joins two numbers only as a measure's range: the first bare, the second larger and
 * in a unit or currency the first shares, and no word of "more" or "less" after it.
 */
import { foldWord } from '../words/fold-word.ts';
import type { Quantity } from './figure-quantities.ts';

/** "From" in Hindi and Urdu, folded as the range's reader folds a word. */
const FROM = /* @__PURE__ */ new Set(['से', 'سے'].map((word) => foldWord(word, false)));

/**
 * A number after the postposition, and no comparative in its next few words: "ज़्यादा"/"ज्यादा",
 * "अधिक" (more), "कम" (less), Urdu's "زیادہ" and "کم".
 */
const SECOND = /^\s*\p{N}+(?:[.,]\p{N}+)?(?![\p{N}.,])/u;
const COMPARATIVE =
  /(?<![\p{L}\p{M}])(?:ज़्यादा|ज्यादा|ज़्यादा|अधिक|कम|زیادہ|زیاده|کم)(?![\p{L}\p{M}])/u;

/** Whether `word` (folded), after a number, may join it to a number at `at` in `text`. */
export function joinsUnitPostposition(word: string, text: string, at: number): boolean {
  if (!FROM.has(word)) return false;
  const second = SECOND.exec(text.slice(at, at + 24));
  if (!second) return false;
  const after = text
    .slice(at + second[0].length)
    .split(/\s+/u, 6)
    .join(' ');
  return !COMPARATIVE.test(after);
}

/** The two ends as a measure's range: the first bare, the second larger and with a unit. */
export function unitPostpositionEnds(from: Quantity, to: Quantity): boolean {
  if (from.unit || from.currencies || from.percent || to.percent) return false;
  if (!to.unit && !to.currencies?.some((code) => code !== '?')) return false;
  const first = from.readings.find((one) => one.length === 1)?.[0];
  const last = to.readings.find((one) => one.length === 1)?.[0];
  return first !== undefined && last !== undefined && first < last;
}
