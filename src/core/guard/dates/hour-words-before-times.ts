/**
 * "Maç 20.06 saat 21:00'de" (the match on 20.06 at 21:00): Turkish's "saat" is the hour's word of
 * the time after it, as "saat 10" is (figure-clock.ts), and "hours" after a count ("3 saat"). Read
 * as the unit of the number before it, a line's short date "20.06" became 20.06 hours, which no
 * source holds (round h278: stopped, the post writing "20 Haziran … saat 21.00"). The same of
 * Persian's and Arabic's "ساعت", "الساعة" before a time. A word of the clock before a time in
 * digits ("21:00", "9.30") is no unit of the number before it.
 */
import type { FigureText } from '../figures/figure-text.ts';
import { isHourWordBefore } from './figure-clock.ts';

/** An hour and minutes, as a clock writes them, at the start of the text. */
const TIME = /^\d{1,2}[:.][0-5]\d(?!\d)/u;

/** True where the token after `last` is a word of the clock before a time in digits. */
export function hourWordBeforeTime(reading: FigureText, last: number): boolean {
  const word = reading.tokens[last + 1];
  const time = reading.tokens[last + 2];
  if (word?.kind !== 'word' || (time?.kind !== 'time' && time?.kind !== 'number')) return false;
  const plain = word.word?.plain ?? word.text.toLowerCase();
  // Swahili's "saa" (hour) too, in a Swahili text: "12 Machi 2026 saa 16:00" read 2026 hours
  // (h285). Not in figure-clock.ts's words before an hour, as "saa" is Finnish for "gets".
  const swahili = plain === 'saa' && reading.full.has('sw');
  if (!swahili && !isHourWordBefore(plain)) return false;
  return (
    /^\s+$/u.test(reading.text.slice(word.end, time.start)) &&
    TIME.test(reading.text.slice(time.start, time.start + 6))
  );
}
