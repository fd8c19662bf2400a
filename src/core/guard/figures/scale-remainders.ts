/**
 * One amount written as a count of a scale and the remainder in digits after it (issue 44 item 4,
 * false stops): "12 thousand 500", "12mila 500", "12 mil e 500", "12 тыс. 500", "12 bin 500",
 * "12 ألفًا و500", "1 milione 250mila" are 12,500 and 1,250,000, as a source's "12.500" writes them.
 * The reader reads the scale's count and the remainder as two figures, neither of which the source
 * holds; their sum is what the line says (held as compound-scales.ts's sums are). Only digits
 * before the scale (a whole count of it), a word of a thousand or more, and a remainder smaller
 * than one of it: "3 thousand 5000" or a list ("12 thousand, 500") is no such amount.
 */
import { valueText } from './figure-quantities.ts';

/**
 * Digits, a scale word against them or after a space (perhaps with an abbreviation's point), "and"
 * or none, then the remainder's digits (grouped: "1 million 250,000"; four under "만": "1만 2500"),
 * perhaps with its own smaller scale ("3 млн 200 тыс."), and a word after.
 */
const REMAINDER =
  /(?<![\p{Nd}.,\p{L}\p{M}])(\p{Nd}{1,3})(\s?[\p{L}\p{M}]+\.?)\s+(?:(?:and|e|y|et|und|en|i|и|ve|dan)\s+|و\s?)?((?:\p{Nd}{1,3}(?:[.,]\p{Nd}{3})+|\p{Nd}{1,4})(?![\p{Nd}]|[.,]\p{Nd}))((?:\s?[\p{L}\p{M}]+\.?)?)((?:\s+[\p{L}\p{M}]+)?)/gu;

/**
 * The largest count key's value ("n12000" of "12 mila"; "n4000000" of "4 million", which holds
 * "n4" too), or undefined where there is none. compound-scales.ts reads its amounts with it too.
 */
export function countOf(keys: ReadonlySet<string>): number | undefined {
  const counts = [...keys]
    .filter((key) => /^n\d+(?:\.\d+)?$/u.test(key))
    .map((key) => Number(key.slice(1)));
  return counts.length > 0 ? Math.max(...counts) : undefined;
}

/** Whether `n` is a power of ten of a thousand or more (a scale's factor). */
const isScale = (n: number) => n >= 1000 && Number.isInteger(Math.log10(n));

/** An amount: where it stands in the text and the keys of its sum (compound-scales.ts's shape). */
interface ScaledAmount {
  start: number;
  end: number;
  keys: string[];
}

/** Each amount of `text` written as a scale's count and a remainder, with its sum's keys. */
export function scaleRemainders(
  text: string,
  read: (part: string) => ReadonlySet<string>,
): ScaledAmount[] {
  const found: ScaledAmount[] = [];
  if (!/\p{Nd}\s?[\p{L}\p{M}]+\.?\s+(?:\S+\s+)?\S*\p{Nd}/u.test(text)) return found;
  // A long text's same few words read once ("1 one 1 one …", issue 44 item 7: linear cost).
  const seen = new Map<string, ReadonlySet<string>>();
  const readOnce = (part: string) => {
    const kept = seen.get(part);
    if (kept) return kept;
    const keys = read(part);
    seen.set(part, keys);
    return keys;
  };
  const counted = new Map<string, number | undefined>();
  const countOnce = (part: string) => {
    if (!counted.has(part)) counted.set(part, countOf(readOnce(part)));
    return counted.get(part);
  };
  REMAINDER.lastIndex = 0;
  for (let match = REMAINDER.exec(text); match; match = REMAINDER.exec(text)) {
    const [whole, first, larger, digits, smaller, after] = match as unknown as string[];
    const second = `${digits}${smaller}`;
    REMAINDER.lastIndex = match.index + (first as string).length;
    const count = Number(first);
    const high = countOnce(`${first}${(larger as string).replace(/\.$/u, '')}`);
    if (!high || !count || !isScale(high / count)) continue;
    // A currency's word after the digits ("250,000 dollars") is read as no count: the digits are.
    const low = countOnce(second) ?? countOnce(digits as string);
    if (!low || !Number.isInteger(low) || low >= high / count) continue;
    const lowText = valueText(low);
    const sum = valueText(high + low);
    const keys: string[] = [];
    // The remainder's word after it (a currency: "200 тыс. рублей") is the sum's too.
    for (const key of readOnce(`${second}${after}`)) {
      if (key.endsWith(`:${lowText}`)) keys.push(`${key.slice(0, -lowText.length)}${sum}`);
      else if (key === `n${lowText}`) keys.push(`n${sum}`);
    }
    found.push({ start: match.index, end: match.index + (whole as string).length, keys });
  }
  return found;
}
