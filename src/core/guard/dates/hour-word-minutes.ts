/**
 * A clock written with its word of the hour between hour and minutes (issue 44, round forty-four):
 * Vietnamese "7 giờ 30", German "7 Uhr 30", French "7 h 30", Hungarian "7 óra 30". A source's
 * "từ 7 giờ 30 đến 11 giờ" was read as 7 o'clock and a range 30-11, so its line's "7h30" was
 * stopped. The word is any the clock's reader takes after an hour (CLDR's hour pattern through
 * `Intl`, figure-clock.ts), in the source's languages; the minutes are two digits, 00-59, with no
 * further digit. A source's keys only, on both clocks where the hour is 12 or less ("7h30" of a
 * morning is no 19:30, but the line is read on both as well).
 */
import { foldWord } from '../words/fold-word.ts';
import { isHourWordAfter } from './figure-clock.ts';

const HOUR_WORD_MINUTES =
  /(?<![\p{L}\p{N}.,:])([01]?\d|2[0-3])\s?([\p{L}\p{M}]{1,6})\s?([0-5]\d)(?![\p{N}]|[.,:]\d)/gu;

/** Adds to `keys` the times of `text`'s "7 giờ 30", "7 Uhr 30": "t7:30" and "t19:30". */
export function addHourWordMinutes(
  text: string,
  langs: readonly string[],
  keys: Set<string>,
): void {
  for (const match of text.matchAll(HOUR_WORD_MINUTES)) {
    const [, hourDigits = '', word = '', minutes = ''] = match;
    if (!isHourWordAfter(foldWord(word, false), langs)) continue;
    const hour = Number(hourDigits);
    for (const one of hour > 12 ? [hour] : [hour % 12, (hour % 12) + 12]) {
      keys.add(`t${one}:${minutes}`);
    }
  }
}
