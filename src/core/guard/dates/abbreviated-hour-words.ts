/**
 * A word of the hour written short with its full stop before the number (issue 44, round
 * forty-seven): Polish "od godz. 18" (godzina), Danish and Norwegian "kl. 18". The clock's reader
 * takes the word just before a number only where spaces alone stand between them, so the
 * source's "od godz. 18 do czwartku" was read as a count of 18, and its line's "o 18:00" was
 * stopped. Narrow: the word is one of the hour's before a number (figure-clock.ts), one full stop
 * and one space between it and the digits.
 */
import type { FigureText } from '../figures/figure-quantities.ts';
import type { Token } from '../figures/figure-tokens.ts';
import { isHourWordBefore } from './figure-clock.ts';

/** The hour's word written "godz. " just before the token at `index`, else undefined. */
export function abbreviatedHourWord(reading: FigureText, index: number): Token | undefined {
  const word = reading.tokens[index - 1];
  const number = reading.tokens[index];
  if (word?.kind !== 'word' || !number) return undefined;
  if (reading.text.slice(word.end, number.start) !== '. ') return undefined;
  return isHourWordBefore(word.word?.plain ?? '') ? word : undefined;
}
