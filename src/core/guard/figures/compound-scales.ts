/**
 * One amount written as two scales, the larger first: Bengali's "৪ কোটি ৫০ লক্ষ টাকা" (4 crore 50
 * lakh taka), Hindi's "2 करोड़ 40 लाख", Urdu's "ایک ارب 20 کروڑ روپے" (1 arab 20 crore, the first
 * count in words), an English "4 million 500 thousand dollars". Each is read as its own figure, and
 * a line's "৪.৫ কোটি টাকা" (4.5 crore) was stopped (round forty-six). The source holds their sum
 * too, in the second's kind (its currency); a line's two scales are held by the source's sum
 * (compound-scale-lines.ts). The second scale must be smaller than the first's, so two amounts
 * side by side are never summed.
 */
import { numberLexicons, scaleAfterDigits } from '../numbers/read-number-words.ts';
import { valueText } from './figure-quantities.ts';
import { countOf, scaleRemainders } from './scale-remainders.ts';

/**
 * Each word's scale as it was read: a long source's every pair of numbers ("1 one 1 one", issue 44
 * item 7) asks it of the same few words again. Emptied when it grows large.
 */
const scales = /* @__PURE__ */ new Map<string, number | undefined>();
const SCALES_KEPT = 10_000;

/** A scale word's factor in the first lexicon that has it ("কোটি" 10^7), else undefined. */
function scaleOf(word: string): number | undefined {
  if (scales.has(word)) return scales.get(word);
  let found: number | undefined;
  for (const lexicon of numberLexicons(word)) {
    found = scaleAfterDigits(word, lexicon);
    if (found !== undefined) break;
  }
  if (scales.size >= SCALES_KEPT) scales.clear();
  scales.set(word, found);
  return found;
}

/**
 * A count in digits or one number word, its scale, digits, a smaller scale, and what may follow (a
 * currency's word or sign).
 */
const TWO_SCALES =
  /(?<![\p{Nd}.,\p{L}\p{M}])(\p{Nd}[\p{Nd}.,]*|[\p{L}\p{M}]+)\s+([\p{L}\p{M}]+)\s+(\p{Nd}[\p{Nd}.,]*)\s+([\p{L}\p{M}]+)((?:\s+[\p{L}\p{M}]+)?)/gu;

/** An amount in two scales: where it stands in the text and the keys of its sum. */
export interface CompoundScale {
  start: number;
  end: number;
  keys: string[];
}

/** Each amount of `text` written as a larger and a smaller scale, with its sum's keys. */
export function compoundScales(
  text: string,
  read: (part: string) => ReadonlySet<string>,
): CompoundScale[] {
  const found: CompoundScale[] = [];
  if (!/[\p{L}\p{M}\p{Nd}]\s+[\p{L}\p{M}]+\s+\p{Nd}/u.test(text))
    return scaleRemainders(text, read);
  TWO_SCALES.lastIndex = 0;
  for (let match = TWO_SCALES.exec(text); match; match = TWO_SCALES.exec(text)) {
    const [whole, first, larger, second, smaller, after] = match as unknown as string[];
    // The next amount may begin at the next word ("پر 1 ارب …" is tried from "پر" first).
    TWO_SCALES.lastIndex = match.index + (first as string).length;
    const scale = scaleOf(larger as string);
    // Both words scales, the second smaller than the first's ("کروڑ" then "لاکھ"); a word before
    // the first scale only where it may be a number ("ایک", not "پر").
    if (!scale) continue;
    const lowScale = scaleOf(smaller as string);
    if (!lowScale || lowScale >= scale) continue;
    if (!/^\p{Nd}/u.test(first as string) && numberLexicons(first as string).length === 0) continue;
    const high = countOf(read(`${first} ${larger}`));
    const low = countOf(read(`${second} ${smaller}`));
    if (!high || !low || low >= scale || high < scale) continue;
    const lowText = valueText(low);
    const sum = valueText(high + low);
    const keys: string[] = [];
    for (const key of read(`${second} ${smaller}${after}`)) {
      if (key.endsWith(`:${lowText}`)) keys.push(`${key.slice(0, -lowText.length)}${sum}`);
      else if (key === `n${lowText}`) keys.push(`n${sum}`);
    }
    const start = match.index;
    // A currency before the first count ("Rs 1 crore 20 lakh", "₹1 crore 20 lakh"): the sum's too.
    const sign = /\S{1,4}\s?$/u.exec(text.slice(Math.max(0, start - 5), start))?.[0];
    if (sign && !/\p{Nd}/u.test(sign)) {
      const highText = valueText(high);
      for (const key of read(`${sign}${first} ${larger}`)) {
        if (key.startsWith('c:') && key.endsWith(`:${highText}`)) {
          keys.push(`${key.slice(0, -highText.length)}${sum}`);
        }
      }
    }
    found.push({ start, end: start + (whole as string).length, keys });
  }
  // "12 thousand 500", "12mila 500": a scale's count and its remainder in digits (scale-remainders.ts).
  found.push(...scaleRemainders(text, read));
  return found;
}

/** Adds to `keys` the sum of each amount written as a larger and a smaller scale. */
export function addCompoundScales(
  text: string,
  keys: Set<string>,
  read: (part: string) => ReadonlySet<string>,
): void {
  for (const amount of compoundScales(text, read)) for (const key of amount.keys) keys.add(key);
}
