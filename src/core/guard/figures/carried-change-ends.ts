/**
 * A change's bare end in a line, its unit written once beside the other end (issue 44, round
 * forty-three): "von 11,99 auf 13,99 Euro" of a source's "13,99 Euro statt 11,99 Euro", "de 30 à
 * 45 %", "from 950 to 1,200 euros", "13,99 statt 11,99 Euro". The reader carries the unit to the
 * bare end, so that end is the amount in that unit (the source's own figure, said the other way
 * round) and not a bare count the source never gives. A source writing the unit once is read so
 * by carried-currencies.ts's addChangeCurrencies; this is the line's side (ends traded:
 * swaps/change-ends.ts).
 *
 * Narrow: only the two ends of one change, joined by a word of "from … to" or "instead of", and
 * the bare end is held only when the source holds it in the carried unit (an invented old price
 * still stops).
 */
import type { Figure } from './figure-kinds.ts';

const AMOUNT = String.raw`(\d[\d,.]*\d|\d)`;
/** A unit after the last end: a currency sign, a percent sign or a word ("Euro", "km/h"). */
const UNIT = String.raw`\s?(\p{Sc}|%|[\p{L}\p{M}]+(?:\/\p{L}+)?)`;
/** "von X auf Y €", "from X to Y", "de X a Y", "da X a Y", "passe de X à Y", "van X naar Y". */
const FROM_TO = new RegExp(
  String.raw`(?<![\p{L}\d])(?:von|from|de|da|van|z|od|från|fra)\s+${AMOUNT}\s+(?:auf|to|a|à|para|naar|tot|do|till|til)\s+${AMOUNT}${UNIT}`,
  'giu',
);
/** "Y statt X €", "Y instead of X", "Y au lieu de X": the new end first, then the old. */
const INSTEAD_OF = new RegExp(
  String.raw`(?<![\p{L}\d])${AMOUNT}\s+(?:instead of|rather than|statt|anstatt|au lieu de|en lugar de|en vez de|invece di|anziché|em vez de|in plaats van|zamiast|i stedet for|istället för)\s+${AMOUNT}${UNIT}`,
  'giu',
);

/**
 * Whether the line's bare `figure` is the first end of a change whose unit is written after the
 * last, and the source holds it in that unit (`read` reads a text's figures as the line's are,
 * `supported` says whether the source holds one).
 */
export function carriedChangeEnd(
  figure: Figure,
  line: string,
  read: (text: string) => Figure[],
  supported: (figure: Figure) => boolean,
): boolean {
  if (figure.kind !== 'count' || !/\d\s+\p{L}/u.test(line)) return false;
  for (const pattern of [FROM_TO, INSTEAD_OF]) {
    for (const [, first, , unit] of line.matchAll(pattern)) {
      if (first !== figure.text) continue;
      const carried = read(`${first} ${unit}`);
      // The unit must make the amount something else than a count ("von 3 auf 5 Spiele" is two).
      if (carried.length === 1 && carried[0]?.kind !== 'count' && supported(carried[0] as Figure)) {
        return true;
      }
    }
  }
  return false;
}
