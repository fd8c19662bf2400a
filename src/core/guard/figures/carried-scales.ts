/**
 * An amount added to a scaled one, its scale and currency written once (issue 44, round
 * forty-three): "9 millones de euros más 2 en variables" holds "2 millones" (and 2 million euros),
 * "3,5 Mio. Euro plus 1 an Boni" holds "1 Mio. Euro". A reader carries
 * the whole's scale to the bare amount that follows "plus"; the line that writes it out ("9
 * millones de euros más 2 millones en variables") was stopped for a figure the source never gave.
 *
 * Narrow: only an amount right after a word of "plus" (not "and", which joins counts of other
 * things: "9 millones de euros y 2 fichajes"), with no scale, unit or currency of its own, after an
 * amount that has a scale word in the same sentence; a bare amount of thousands ("$1 million plus
 * 500,000") is no number of the scale. A part of a whole: carried-currencies.ts.
 */
import { currenciesOf } from './figure-words.ts';

/** A scaled amount, then a word of "plus" and a bare amount; its scale word, then up to two words. */
const PLUS =
  /(\p{Sc})?\s?(\d[\d,.]*\d|\d)\s([\p{L}\p{M}]+\.?)((?:\s[\p{L}\p{M}]+){0,2}?)\s(?:\+|plus|más|mais|più|piu)\s(\d{1,3}(?:[.,]\d{1,2})?)(?![\d,.]?\d)(?!\s?(?:\p{Sc}|%))/giu;

const FIRST = /\d\s\p{L}/u;
const PLUS_AFTER = /(?:\+|plus|más|mais|più|piu)\s\d/giu;

/**
 * Adds to `keys` the bare amount after "plus" in the scaled amount's scale (and currency) before
 * it; `read` gives the keys of a part of the text.
 */
export function addCarriedScales(
  text: string,
  keys: Set<string>,
  read: (part: string) => ReadonlySet<string>,
): void {
  // A word of "plus" and an amount after a first amount and a word: found as two searches, the
  // second from the end of the first, for one pattern "\d\s\p{L}[\s\S]*?plus\s\d" rescans the
  // rest of the text from every amount followed by a word (quadratic on a long list of figures).
  const first = FIRST.exec(text);
  if (!first) return;
  PLUS_AFTER.lastIndex = first.index + first[0].length;
  if (!PLUS_AFTER.test(text)) return;
  for (const [, sign, digits, scale, words, bare] of text.matchAll(PLUS)) {
    const whole = [...read(`${digits} ${scale}`)].filter((key) => /^n\d/u.test(key));
    const plain = [...read(digits as string)].filter((key) => /^n\d/u.test(key));
    // The word after the whole must be a scale: it changes the number it follows.
    if (whole.length === 0 || whole.every((key) => plain.includes(key))) continue;
    const carried = [...read(`${bare} ${scale}`)].filter((key) => /^n\d/u.test(key));
    const currencies = [sign, ...(words ?? '').split(/\s+/u)].flatMap((word) =>
      currenciesOf(word ?? ''),
    );
    for (const key of carried) {
      keys.add(key);
      for (const currency of currencies) keys.add(`c:${currency}:${key.slice(1)}`);
      if (currencies.length > 0) keys.add(`c:?:${key.slice(1)}`);
    }
  }
}
