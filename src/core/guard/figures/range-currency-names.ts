/**
 * A currency's name beside a range of amounts ("5–8 svenska kronor", "5–8 Ringgit Malaysia",
 * "5~8 대한민국 원"), as CLDR writes a range in a name: currency-names.ts blanks the name beside
 * one amount for the names readers, and a range's name stands beside its last end (or before its
 * first). Blanked the same way once the range is a supported sum, so the country or its adjective
 * in the name ("svenska", "Malaysia") is no name of its own.
 */
import { withoutCurrencyName } from './currency-names.ts';
import type { Figure } from './figure-kinds.ts';

/** A range's ends: digits with their marks, spaces only before three more digits. */
const ENDS = /\d(?:[\d.,]|\s(?=\d{3}))*/gu;

/** `text` with the currency name beside a supported range of sums (`figure`) blanked. */
export function withoutRangeCurrencyName(
  text: string,
  figure: Figure,
  langs: readonly string[],
  source: { text: string; langs: readonly string[] },
): string {
  if (figure.kind !== 'range' && figure.kind !== 'score') return text;
  // A range of sums, its readings naming the currency ("r:c:krona:5-8"); else a range of numbers
  // ("5 – 8 български лева", whose name no figure reader reads), whose name must then be of a
  // currency the source writes beside one of its ends ("5 – 8 лв.").
  const kind = figure.readings.some((one) => one[0]?.startsWith('r:c:')) ? 'money' : 'count';
  const ends = [...figure.text.matchAll(ENDS)];
  const last = ends[ends.length - 1];
  if (ends.length < 2 || last?.index === undefined) return text;
  // The name after the last end ("8 svenska kronor"), else before the first ("shilingi za Kenya 5").
  const after = { text: figure.text.slice(last.index), kind };
  // The source may write the currency beside either end ("RM 5–8", "5 – 8 лв.").
  const amounts = ends.map((end) => end[0]);
  const blanked = withoutCurrencyName(text, after, langs, source, amounts);
  if (blanked !== text) return blanked;
  return withoutCurrencyName(text, { text: figure.text, kind }, langs, source, amounts);
}
