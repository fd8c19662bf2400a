/**
 * A compact amount whose scale is one or two letters, as CLDR's short compact notation writes it
 * after the number and a space: "1,2 M" (Spanish, French millions), "38 k", "4,5 M €", "38 E"
 * (Hungarian thousands), "1,2 Mn" (Turkish), "4,5 Tr ₫" (Vietnamese). compact-scales.ts reads a
 * scale word of three letters or more wherever it stands, since "5 m" may be five metres; here the
 * letters are read only to hold a figure the source writes in full: the number times the scale
 * must be a figure of the source ("1,2 M" of "1 200 000"), read with the currency beside it, so a
 * changed amount ("1,7 M") and a metre ("5 m") are what they were. The letters and their factors
 * come from `Intl.NumberFormat`'s compact notation in the source's and the card's languages; a
 * scale CLDR writes against the digits (Malay "4.5J", Tamil "1.2மி") is read so written too, and
 * only in a language that writes it so ("5m" stays five metres).
 */
import { compactScalesOf, scaleFactors } from './cldr-compact-scales.ts';
import type { Figure } from './figure-kinds.ts';

const letters = /* @__PURE__ */ new Map<string, ReadonlyMap<string, number>>();

/**
 * The scales `lang` writes after a number in short and long compact notation, with factors; one
 * written against the digits is keyed with a leading "+" ("+J"), as it is read only so written.
 */
function scalesOf(lang: string): ReadonlyMap<string, number> {
  let known = letters.get(lang);
  if (known) return known;
  const after = compactScalesOf(lang).filter((scale) => !scale.before);
  // As CLDR writes its case, without an abbreviation's dot.
  known = scaleFactors(
    after,
    (scale) => `${scale.joined ? '+' : ''}${scale.value.replace(/\.$/u, '')}`,
  );
  if (letters.size >= 200) letters.clear();
  letters.set(lang, known);
  return known;
}

/** The digits of a figure, a decimal mark and one or two digits after it allowed. */
const NUMBER = /(?<![\d.,])(\d{1,3})(?:[.,](\d{1,2}))?(?![\d.,]*\d)/u;
/** The scale's letters after the figure and a space (or none), a full stop after them allowed. */
const AFTER = /^([\s\u00a0\u202f]?)([\p{L}\p{M}]{1,2})\.?(?![\p{L}\p{M}])/u;

/**
 * Whether the line's `figure`, followed by a compact scale of one of `langs`, is a figure the
 * source holds once multiplied out: `read` reads a text's figures as the line's are read and
 * `supported` says whether the source holds one.
 */
export function heldCompactLetters(
  figure: Figure,
  line: string,
  langs: readonly string[],
  read: (text: string) => Figure[],
  supported: (figure: Figure) => boolean,
): boolean {
  const number = NUMBER.exec(figure.text);
  if (!number || (figure.kind !== 'count' && figure.kind !== 'money')) return false;
  for (let at = line.indexOf(figure.text); at >= 0; at = line.indexOf(figure.text, at + 1)) {
    const end = at + figure.text.length;
    const scale = AFTER.exec(line.slice(end));
    if (!scale) continue;
    const value = Number(`${number[1]}.${number[2] ?? '0'}`);
    for (const lang of new Set(langs)) {
      const factor = scalesOf(lang).get(`${scale[1] ? '' : '+'}${scale[2] ?? ''}`);
      if (factor === undefined) continue;
      const digits = String(Math.round(value * factor));
      const full = figure.text.replace(number[0], digits);
      // The line with the amount written out: its currency, before or after, read with it.
      const written = `${line.slice(0, at)}${full}${line.slice(end + scale[0].length)}`;
      const figures = read(written).filter((one) => one.text.includes(digits));
      if (figures.length > 0 && figures.every(supported)) return true;
    }
  }
  return false;
}
