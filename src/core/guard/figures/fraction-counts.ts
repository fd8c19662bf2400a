/**
 * The count a source's fraction of a whole it numbers comes to (docs/decisions/012, h286): "Un
 * terzo dei 300 dipendenti" holds 100, "Polovina z 200 zaměstnanců" 100, "Puolet 200
 * työntekijästä" 100, "a quarter of the 120 staff" 30. A summary writes the count ("100
 * dipendenti lavorano da casa"), which no figure of the source is. fraction-shares.ts and
 * foreign-fractions.ts read the fraction as its percentage; figure-source.ts halves a sentence's
 * figures where it says half in the languages figure-words.ts lists. Here the whole is the number
 * just after the fraction (its "of", an article or a preposition between, nothing else), and only
 * an exact count is held: a third of 200 is none ("67 staff" stays stopped).
 */

import { valueText } from './figure-quantities.ts';
import { foreignFractions } from './foreign-fractions.ts';

/**
 * English's fractions before "of" (fraction-shares.ts reads them as shares, without their place),
 * and the half words of the languages figure-words.ts leaves out (Finnish "puolet", Hungarian
 * "fele" before its whole only in "fele a"), each with its share.
 */
const WORDS: ReadonlyArray<readonly [RegExp, number]> = [
  [/(?<![\p{L}])(?:a|one)[\s-]+third\s+of(?![\p{L}])/giu, 100 / 3],
  [/(?<![\p{L}])two[\s-]+thirds\s+of(?![\p{L}])/giu, 200 / 3],
  [/(?<![\p{L}])(?:a|one)[\s-]+quarter\s+of(?![\p{L}])/giu, 25],
  [/(?<![\p{L}])three[\s-]+quarters\s+of(?![\p{L}])/giu, 75],
  [/(?<![\p{L}])(?:a|one)[\s-]+fifth\s+of(?![\p{L}])/giu, 20],
  [/(?<![\p{L}])puolet(?![\p{L}])/giu, 50],
];
/** A cheap test first: a source of no digit numbers no whole. */
const MAY_HOLD = /\d/u;
/**
 * The whole after a fraction: up to two short words between (an article, "of", "dei", "z", "der"),
 * then a number of digits, grouped or not.
 */
const WHOLE_AFTER =
  /^(?:\s+(?:[\p{L}'’]{1,5}))?(?:\s+(?:[\p{L}'’]{1,5}))?\s*(\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+|\d+)(?![.,]?\d)/u;

/** Each fraction of `text` followed by its whole: the fraction's end and its share. */
function fractionsBeforeNumbers(text: string): Array<{ end: number; share: number }> {
  const found: Array<{ end: number; share: number }> = [];
  for (const [pattern, share] of WORDS) {
    for (const match of text.matchAll(pattern))
      found.push({ end: match.index + match[0].length, share });
  }
  for (const one of foreignFractions(text))
    found.push({ end: one.index + one.text.length, share: one.share });
  return found;
}

/**
 * Adds to a source's `keys` the exact count each fraction of a numbered whole comes to (`n100` of
 * "un terzo dei 300"); `read` gives the keys of the whole's number as the figures reader reads it.
 */
export function addFractionCounts(
  text: string,
  keys: Set<string>,
  read: (part: string) => ReadonlySet<string>,
): void {
  if (!MAY_HOLD.test(text)) return;
  for (const { end, share } of fractionsBeforeNumbers(text)) {
    const whole = WHOLE_AFTER.exec(text.slice(end, end + 40))?.[1];
    if (!whole) continue;
    for (const key of read(whole)) {
      const value = /^n(\d+(?:\.\d+)?)$/.exec(key)?.[1];
      if (value === undefined) continue;
      const part = (Number(value) * share) / 100;
      // Twelve digits first: a third's product must not miss its whole number by a binary digit.
      const exact = Number(part.toPrecision(12));
      if (Number.isInteger(exact) && exact > 0) keys.add(`n${valueText(exact)}`);
    }
  }
}
