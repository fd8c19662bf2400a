/**
 * A sum a Chinese or Japanese post writes bare, in its scale's word ("首日票房5.2亿", "興行収入は
 * 52億を突破"): a card writes it in the language's own currency ("5.2亿元", "52億円"), which was
 * stopped as a unit the source never gives (round twenty-one). Only a number with a scale word
 * and no counter after it: a counter written on it ("3亿次" views, "5万人" people)
 * says what it counts, and a number without a scale is a count more often than a sum.
 */
import { valueText } from './figure-quantities.ts';
import { pricedRupiahSums } from './priced-rupiah-sums.ts';

/** The currency each language's bare sums are in, as the figures reader names it. */
const OWN_CURRENCY: Readonly<Record<string, string>> = { zh: 'yuan', ja: 'yen' };

const SCALES: Readonly<Record<string, number>> = {
  万: 1e4,
  萬: 1e4,
  亿: 1e8,
  億: 1e8,
  兆: 1e12,
};

/**
 * Digits, a scale's character, and no counter written on after it: no Han, katakana or Latin
 * letter, no digit (Japanese's particles, in hiragana, are no counters: "52億を突破").
 */
const BARE_SUM =
  /(?<![\d.,])(\d+(?:[.,]\d+)?)\s?([万萬亿億兆])(?![\p{Script=Han}\p{Script=Katakana}\p{Script=Latin}\p{N}])/gu;

/** The keys of a source's bare sums in its language's own currency. */
export function impliedCurrencies(text: string, langs: readonly string[]): string[] {
  // "Harga cabai 15ribu per kilo": Indonesian's bare priced sums (priced-rupiah-sums.ts).
  const keys: string[] = pricedRupiahSums(text, langs);
  const currency = langs.map((lang) => OWN_CURRENCY[lang]).find(Boolean);
  if (!currency || !/[万萬亿億兆]/u.test(text)) return keys;
  for (const match of text.matchAll(BARE_SUM)) {
    const value =
      Number((match[1] as string).replace(',', '.')) * (SCALES[match[2] as string] ?? 1);
    if (Number.isFinite(value)) keys.push(`c:${currency}:${valueText(value)}`);
  }
  return keys;
}
