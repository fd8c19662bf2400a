/**
 * A classifier or case ending an Indic script writes onto digits with no space: Bengali's "৬টি গোল"
 * (six goals), "২২টা ম্যাচ", "৩জন খেলোয়াড়", Hindi's "५वीं": the figure's own, as Turkish's
 * "%22'si" is (figure-ties.ts). Read as the word after the figure, "টি" tied the source's six goals
 * and the line's "২২টি ম্যাচ" (22 matches) to one word, and the two figures were read as traded
 * (round forty-six). The figure's word is the one after it. At most two letters (their vowel signs
 * not counted): a longer word written on is a noun of its own.
 */

const INDIC =
  /^[\p{sc=Bengali}\p{sc=Devanagari}\p{sc=Gurmukhi}\p{sc=Gujarati}\p{sc=Oriya}\p{sc=Tamil}\p{sc=Telugu}\p{sc=Kannada}\p{sc=Malayalam}\p{sc=Sinhala}]+/u;
const LETTERS_MAX = 2;

/** How many characters at `at` of `text` are an ending written onto the digits before it, or 0. */
export function digitClassifierLength(text: string, at: number): number {
  if (at === 0 || !/\p{N}/u.test(text.charAt(at - 1))) return 0;
  const written = INDIC.exec(text.slice(at, at + 12))?.[0];
  if (!written) return 0;
  const letters = written.replace(/\p{M}/gu, '').length;
  return letters <= LETTERS_MAX ? written.length : 0;
}
