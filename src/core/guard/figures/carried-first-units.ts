/**
 * A change's bare old end in a line, its unit written once on the new end first (issue 44, round
 * forty-six): "322 800 forint lesz a mostani 290 800 helyett" of a source's "290 800 forintról
 * 322 800 forintra", "$5 instead of 4", "58 Euro statt 49". The reader carries the unit to the bare
 * end, as carried-change-ends.ts does when the unit follows the last end: the bare end is the
 * source's amount in that unit, not a count the source never gives.
 *
 * Narrow: only a bare amount that "instead of" (or Hungarian's "helyett", Turkish's "yerine",
 * Estonian's "asemel" after it) marks as the old end, in the clause of an amount with its unit;
 * both ends must be the source's in that unit (an invented old price still stops).
 */
import { INSTEAD_AFTER_WORDS, INSTEAD_WORDS } from '../words/instead-words.ts';
import type { Figure } from './figure-kinds.ts';

/** An amount, its thousands perhaps grouped by spaces ("290 800"). */
const AMOUNT = String.raw`(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d[\d,.]*\d|\d)`;
/** The new end with its unit: a sign before it ("$5"), or a word or sign after it ("58 Euro"). */
const PRICED = String.raw`(?:(\p{Sc})\s?${AMOUNT}|${AMOUNT}\s?(\p{Sc}|%|[\p{L}\p{M}]+))(?![\p{L}\p{M}\d])`;
/** What may stand between the ends: a few words of one clause, no figure. */
const GAP = String.raw`[^\d.!?;:\n]{0,40}?`;
const BEFORE_WORDS = INSTEAD_WORDS;
/** Words after the old end: Hungarian's, Turkish's and Estonian's "instead of". */
const AFTER_WORDS = INSTEAD_AFTER_WORDS;
/** "58 Euro statt 49", "$5 instead of 4". */
const OLD_AFTER = new RegExp(
  String.raw`${PRICED}${GAP}(?<![\p{L}\p{M}])(?:${BEFORE_WORDS})\s+${AMOUNT}(?![\d\p{Sc}%])`,
  'giu',
);
/** "322 800 forint lesz a mostani 290 800 helyett". */
const OLD_BEFORE = new RegExp(
  String.raw`${PRICED}${GAP}(?<![\d,.])${AMOUNT}\s+(?:${AFTER_WORDS})(?![\p{L}\p{M}])`,
  'giu',
);

/**
 * Whether the line's bare `figure` is a change's old end whose unit is written on the new end
 * before it, and the source holds both ends in that unit (`read` reads a text's figures as the
 * line's are, `supported` says whether the source holds one).
 */
export function carriedFirstUnit(
  figure: Figure,
  line: string,
  read: (text: string) => Figure[],
  supported: (figure: Figure) => boolean,
): boolean {
  if (figure.kind !== 'count' || !/\d/u.test(line)) return false;
  for (const pattern of [OLD_AFTER, OLD_BEFORE]) {
    for (const [whole, sign, signed, worded, unit, old] of line.matchAll(pattern)) {
      if (old !== figure.text) continue;
      const carried = read(sign ? `${sign}${old}` : `${old} ${unit}`);
      const priced = read(sign ? `${sign}${signed}` : `${worded} ${unit}`);
      // The unit must make both amounts something else than a count ("5 Spiele statt 4" is two).
      const held = (found: Figure[]) =>
        found.length === 1 && found[0]?.kind !== 'count' && supported(found[0] as Figure);
      if (whole && held(carried) && held(priced)) return true;
    }
  }
  return false;
}
