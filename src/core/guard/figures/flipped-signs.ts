/**
 * A change's sign turned (issue 44): the source writes "+3,5 %" and the line "-3,5 %", a rise made
 * a fall, or "−2 °C" made "+2 °C". The figures' readers read a figure's value without its sign, so
 * the line's "-3,5 %" was the source's 3.5 % and kept. A sign written against the digits (plus,
 * hyphen-minus or the minus sign, as CLDR's `signDisplay` writes them in every locale) is read here:
 * a line's signed value stops where the source writes that value with the other sign and never
 * with the line's. A value the source writes unsigned ("fell 3.5%") says no sign, so a line's
 * "-3.5%" of it is left to the other readers; a hyphen between digits or after a letter ("3-5",
 * "COVID-19") is no sign.
 */

/** A sign against a number's digits, where no digit, letter or mark stands before it. */
const SIGNED = /(?<![\p{L}\p{M}\p{N}.,])([+\-\u2212])(?:%\s?)?(\d+(?:[.,]\d+)*)/gu;

/** The signs each value of `text` is written with, the decimal and grouping marks as one. */
function signsOf(text: string): Map<string, Set<string>> {
  const signs = new Map<string, Set<string>>();
  if (!/[+\-\u2212]%?\s?\d/u.test(text)) return signs;
  for (const match of text.matchAll(SIGNED)) {
    const value = (match[2] ?? '').replace(/,/g, '.');
    const sign = match[1] === '+' ? '+' : '-';
    signs.set(value, (signs.get(value) ?? new Set()).add(sign));
  }
  return signs;
}

/** The line's signed figures whose sign the source writes the other way round, as written. */
export function flippedSigns(line: string, sourceText: string): string[] {
  const mine = signsOf(line);
  if (mine.size === 0) return [];
  const theirs = signsOf(sourceText);
  const flipped: string[] = [];
  for (const match of line.matchAll(SIGNED)) {
    const value = (match[2] ?? '').replace(/,/g, '.');
    const sign = match[1] === '+' ? '+' : '-';
    const written = theirs.get(value);
    if (written && !written.has(sign)) flipped.push(match[0]);
  }
  return flipped;
}
