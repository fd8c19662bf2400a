/**
 * A currency's short letters with their full stop before an amount (h279, faithful lines stopped
 * at the figure check): India's "Rs. 500" and "Rs.500", Tamil's "ரூ.2.5 லட்சம்" (ரூபாய்), Hindi's
 * "रु. 500", Indonesian "Rp. 15.000". The reader takes a code before a number only where spaces
 * alone stand between them, so the stop left the amount a bare 500, and a card's faithful "500
 * rupees" or "2.5 lakh rupees" was stopped as money the post never named. Narrow: the word is one
 * of these few abbreviations (no library lists them: CLDR writes "₹"), and one full stop, with at
 * most one space after it, stands between it and the digits.
 */
import type { FigureText } from './figure-quantities.ts';
import type { Token } from './figure-tokens.ts';

/** The abbreviations, without their stop, that figure-words.ts reads as a currency. */
const CODES = /^(?:Rs|rs|RS|Rp|rp|ரூ|रु)$/u;

/** The currency's abbreviation written "Rs." just before the token at `index`, else undefined. */
export function abbreviatedCodeBefore(reading: FigureText, index: number): Token | undefined {
  const word = reading.tokens[index - 1];
  const number = reading.tokens[index];
  if (word?.kind !== 'word' || !number) return undefined;
  const between = reading.text.slice(word.end, number.start);
  if (between !== '.' && between !== '. ') return undefined;
  return CODES.test(word.text) ? word : undefined;
}
