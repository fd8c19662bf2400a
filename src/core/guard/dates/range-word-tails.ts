/**
 * The words a range's word takes after it before the last day: Dutch "van 5 tot en met 20 mei"
 * (up to and including). figure-dates.ts's rangeToMonth read "tot" and then found "en", no day,
 * so a source's 5 was a count, and a faithful card's "van 5 mei tot en met 20 mei" of it was
 * stopped for its 5th of May (h306).
 */
import type { FigureText } from '../figures/figure-quantities.ts';

/** How many tokens from `at` (after the range's word `joiner`) are its tail's: 0 for none. */
export function rangeWordTail(reading: FigureText, joiner: string, at: number): number {
  if (joiner.toLowerCase() !== 'tot') return 0;
  const [and, with_] = [reading.tokens[at], reading.tokens[at + 1]];
  return and?.text.toLowerCase() === 'en' && with_?.text.toLowerCase() === 'met' ? 2 : 0;
}
