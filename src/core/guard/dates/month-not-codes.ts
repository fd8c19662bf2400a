/**
 * A short month's name that is a currency's ISO code too: Turkish "Nis" (Nisan, April) is the
 * Israeli shekel's "NIS", so "28 Mar – 2 Nis" of a source's "2 Nisan" was read as 2 shekels and
 * stopped. A code is written in capitals; a word of a language read that names a month, written
 * otherwise, is the month, with Turkish's ending after an apostrophe too ("3 Nis'te", issue 44).
 */
import type { FigureText } from '../figures/figure-quantities.ts';
import type { Token } from '../figures/figure-tokens.ts';
import { foreignMonthAt } from './figure-dates.ts';

/** Whether `word`, after a number, is a month's name of a language read and not a capital code. */
export function monthNotCode(word: Token, reading: FigureText): boolean {
  const name = word.text.replace(/['’]\p{L}+$/u, '');
  return (
    /^\p{L}{3}$/u.test(name) &&
    name !== name.toUpperCase() &&
    foreignMonthAt(word, reading).keys.length > 0
  );
}
