/**
 * A compact amount whose scale CLDR writes before the number: Swahili's long compact notation
 * "milioni 1.2" (1,200,000) and "elfu 38" (38,000). compact-letter-scales.ts reads a scale after
 * the digits; here the word before them is read, from `Intl.NumberFormat`'s compact notation in the
 * source's and the card's languages, and only to hold a figure the source writes in full: the
 * number times the scale must be a figure of the source, so "milioni 1.7" of 1,200,000 still stops.
 */
import { compactScalesOf, scaleFactors } from './cldr-compact-scales.ts';
import type { Figure } from './figure-kinds.ts';

const scales = /* @__PURE__ */ new Map<string, ReadonlyMap<string, number>>();

/** The scale words `lang` writes before a number in compact notation, lower case, with factors. */
function scalesBefore(lang: string): ReadonlyMap<string, number> {
  let known = scales.get(lang);
  if (known) return known;
  const before = compactScalesOf(lang).filter((scale) => scale.before);
  known = scaleFactors(before, (scale) => scale.value.toLowerCase());
  if (scales.size >= 200) scales.clear();
  scales.set(lang, known);
  return known;
}

/** The figure's digits, a decimal mark and one or two digits after it allowed. */
const NUMBER = /^(\d{1,3})(?:[.,](\d{1,2}))?$/u;
/** The word right before the figure, a space between. */
const BEFORE = /([\p{L}\p{M}]+)[\s\u00a0\u202f]$/u;

/**
 * Whether the line's `figure`, after a compact scale of one of `langs`, is a figure the source
 * holds once multiplied out: `read` reads a text's figures as the line's are read and `supported`
 * says whether the source holds one.
 */
export function heldCompactScaleBefore(
  figure: Figure,
  line: string,
  langs: readonly string[],
  read: (text: string) => Figure[],
  supported: (figure: Figure) => boolean,
): boolean {
  const number = NUMBER.exec(figure.text);
  // "1.2" alone may be read as a day and month too: after a scale it is none.
  if (!number || (figure.kind !== 'count' && figure.kind !== 'date')) return false;
  for (let at = line.indexOf(figure.text); at >= 0; at = line.indexOf(figure.text, at + 1)) {
    const word = BEFORE.exec(line.slice(Math.max(0, at - 24), at));
    if (!word) continue;
    const value = Number(`${number[1]}.${number[2] ?? '0'}`);
    for (const lang of new Set(langs)) {
      const factor = scalesBefore(lang).get((word[1] ?? '').toLowerCase());
      if (factor === undefined) continue;
      const digits = String(Math.round(value * factor));
      // The line with the amount written out in the scale's place.
      const from = at - word[0].length;
      const written = `${line.slice(0, from)}${digits}${line.slice(at + figure.text.length)}`;
      const figures = read(written).filter((one) => one.text.includes(digits));
      if (figures.length > 0 && figures.every(supported)) return true;
    }
  }
  return false;
}
