/**
 * A case's ending written onto a figure with a hyphen, as Hungarian, Finnish and Turkish write one
 * onto digits or a percent sign ("13%-ot", "11%-kal", "2027-ben", "5-öt"): a word of its own to the
 * tokens, and Hungarian's accusative "-ot" folds to "öt" (five). Joined to digits or a sign with no
 * space, such a word is the figure's ending and no number in words: no language writes a number's
 * words onto digits with a hyphen ("13-five").
 */

/** The longest ending read so: case endings are short; a longer word after a hyphen is its own. */
const ENDING_MAX = 5;
const WRITTEN_ONTO = /[\p{N}%٪]-$/u;

/** True when the word at `start`..`end` of `text` is an ending written onto a figure ("13%-ot"). */
export function isFigureEnding(text: string, start: number, end: number): boolean {
  if (end - start > ENDING_MAX || text.charCodeAt(start - 1) !== 0x2d) return false;
  return WRITTEN_ONTO.test(text.slice(Math.max(0, start - 2), start));
}
