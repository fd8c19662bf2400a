/**
 * A price an Indonesian post writes bare, in its scale's word (h279, faithful lines stopped at the
 * figure check): "Harga cabai naik jadi 15ribu per kilo", "tiketnya 50 rb", "gaji 5,3 juta".
 * Indonesians say a price's thousands without the rupiah, and a card writes it ("Rp 15 ribu",
 * "15.000 rupiah"), which was stopped as a currency the source never gives. The sum is the
 * source's value; only its currency is implied, and only where the post says it is a price: a
 * price's word before it in the same sentence ("harga", "bayar", "tarif", "ongkos"), or a price's
 * "per kilo" / "/kg" after it. "3 ribu orang" (people) says nothing of money and stays a count. No library writes these words; the list is short and each is a price's.
 */
import { valueText } from './figure-quantities.ts';

/** Indonesian and Malay scale words as posts write them, glued or spaced ("15ribu", "2,5 jt"). */
const SCALES: Readonly<Record<string, number>> = {
  ribu: 1e3,
  rb: 1e3,
  rebu: 1e3,
  k: 1e3,
  juta: 1e6,
  jt: 1e6,
  miliar: 1e9,
  milyar: 1e9,
  triliun: 1e12,
};

/** A number and its scale word, the word's end not running on into another word. */
const SUM =
  /(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d+)?)\s?(ribu|rb|rebu|k|juta|jt|miliar|milyar|triliun)(?![\p{L}\p{N}])/giu;

/**
 * Words that make a number after them a price (price, pay, fare, cost, wage, ticket, rent …);
 * "cuma" and "hanya" (only) are left out: "hanya 3 ribu orang" counts people.
 */
const PRICE_BEFORE =
  /(?<![\p{L}])(?:harga(?:nya)?|seharga|bayar|dibayar|biaya(?:nya)?|tarif(?:nya)?|ongkos|ongkir|gaji(?:nya)?|upah|umr|ump|tiket(?:nya)?|diskon|dijual|modal|denda|sewa(?:nya)?|iuran|cicilan)(?![\p{L}])/iu;

/** What after a sum says it is a price: "per kilo", "/kg", "sekilo", "seporsi". */
const PRICE_AFTER = /^\s*(?:per\s|\/|se(?:kilo|porsi|bungkus|liter|gelas|malam|bulan)\b)/iu;

/** The sentence a match is in begins after the last stop before it. */
const SENTENCE_START = /[.!?\n](?=[^.!?\n]*$)/u;

/** The keys of an Indonesian or Malay source's bare priced sums, in rupiah. */
export function pricedRupiahSums(text: string, langs: readonly string[]): string[] {
  if (!langs.some((lang) => lang === 'id' || lang === 'ms')) return [];
  // The trigger first: no scale word, nothing to read.
  if (!/\d\s?(?:ribu|rb|rebu|k|juta|jt|miliar|milyar|triliun)/iu.test(text)) return [];
  const keys: string[] = [];
  for (const match of text.matchAll(SUM)) {
    const at = match.index ?? 0;
    // The sentence before the sum, at most 80 characters of it (a bound on a long source).
    const before = text.slice(Math.max(0, at - 80), at);
    const stop = SENTENCE_START.exec(before);
    const sentence = stop ? before.slice((stop.index ?? 0) + 1) : before;
    const after = text.slice(at + match[0].length, at + match[0].length + 20);
    if (!PRICE_AFTER.test(after) && !PRICE_BEFORE.test(sentence)) continue;
    const scale = SCALES[(match[2] as string).toLowerCase()] ?? 1;
    // "2,5 juta" and "2.5 juta": a scale word's number is never grouped, its mark is a decimal.
    const value = Number((match[1] as string).replace(',', '.')) * scale;
    if (Number.isFinite(value)) keys.push(`c:rupiah:${valueText(value)}`);
  }
  return keys;
}
