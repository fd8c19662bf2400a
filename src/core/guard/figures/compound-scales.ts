/**
 * One amount written as two scales, the larger first: Bengali's "৪ কোটি ৫০ লক্ষ টাকা" (4 crore 50
 * lakh taka), Hindi's "2 करोड़ 40 लाख", an English "4 million 500 thousand dollars". Each is read as
 * its own figure, and a line's "৪.৫ কোটি টাকা" (4.5 crore) was stopped (round forty-six). The
 * source holds their sum too, in the second's kind (its currency). A source's keys only; the
 * second scale must be smaller than the first's, so two amounts side by side are never summed.
 */
import { numberLexicons, scaleAfterDigits } from '../numbers/read-number-words.ts';
import { valueText } from './figure-quantities.ts';

/** A scale's word in some lexicon ("কোটি", "million"): asked before any reading, which costs. */
const isScale = (word: string) =>
  numberLexicons(word).some((lexicon) => scaleAfterDigits(word, lexicon) !== undefined);

/** Digits, a word, digits, a word, and what may follow (a currency's word or sign). */
const TWO_SCALES =
  /(?<![\p{Nd}.,])(\p{Nd}[\p{Nd}.,]*)\s+([\p{L}\p{M}]+)\s+(\p{Nd}[\p{Nd}.,]*)\s+([\p{L}\p{M}]+)((?:\s+[\p{L}\p{M}]+)?)/gu;

/**
 * The largest count key's value ("n4000000" of "4 million", which holds "n4" too), or undefined
 * where there is none.
 */
function countOf(keys: ReadonlySet<string>): number | undefined {
  const counts = [...keys]
    .filter((key) => /^n\d+(?:\.\d+)?$/u.test(key))
    .map((key) => Number(key.slice(1)));
  return counts.length > 0 ? Math.max(...counts) : undefined;
}

/** Adds to `keys` the sum of each amount written as a larger and a smaller scale. */
export function addCompoundScales(
  text: string,
  keys: Set<string>,
  read: (part: string) => ReadonlySet<string>,
): void {
  if (!/\p{Nd}\s+[\p{L}\p{M}]+\s+\p{Nd}/u.test(text)) return;
  for (const [, first, larger, second, smaller, after] of text.matchAll(TWO_SCALES)) {
    if (!isScale(larger as string) || !isScale(smaller as string)) continue;
    const high = countOf(read(`${first} ${larger}`));
    const highDigits = countOf(read(first as string));
    const low = countOf(read(`${second} ${smaller}`));
    const lowDigits = countOf(read(second as string));
    if (!high || !highDigits || !low || !lowDigits) continue;
    const scale = high / highDigits;
    // Both words scales, the second smaller than the first's ("কোটি" then "লক্ষ").
    if (scale <= 1 || low / lowDigits <= 1 || low >= scale) continue;
    const lowText = valueText(low);
    const sum = valueText(high + low);
    for (const key of read(`${second} ${smaller}${after}`)) {
      if (key.endsWith(`:${lowText}`)) keys.add(`${key.slice(0, -lowText.length)}${sum}`);
      else if (key === `n${lowText}`) keys.add(`n${sum}`);
    }
  }
}
