/**
 * An Arabic hour said by its ordinal with the part of the day after it and no word of the clock
 * before it (issue 44, round forty-seven): "من الخامسة صباحاً حتى الواحدة ظهراً", 5:00 to 13:00. The
 * ordinal hour was read only after "الساعة" (figure-named.ts), so a line's "حتى الثالثة عصراً" of
 * that source was no time at all and was kept. An ordinal alone is as often a rank ("الخامسة" of a
 * fifth place), so it is an hour here only where the very next word is a part of the day CLDR or
 * figure-clock.ts names in Arabic ("صباحاً", "ظهراً", "عصراً", "مساءً", "ليلاً"). The first hour
 * is no ordinal in Arabic but the cardinal with the article ("الواحدة", not "الأولى"): that one
 * cardinal is read as an hour too, and no other ("الثلاثة" is "the three").
 */
import type { Lexicon } from '../numbers/number-words.ts';
import { readWordAlone } from '../numbers/read-number-words.ts';
import { dayPeriodNear, foldedAround } from './figure-clock.ts';

/** One o'clock said the Arabic way, "الواحدة" (its feminine ending already cut): 1, else undefined. */
export function arabicHourOne(word: string, lexicon: Lexicon): number | undefined {
  const bare = word.replace(/^ال/u, '');
  return bare !== word && readWordAlone(bare, lexicon).number?.value === 1 ? 1 : undefined;
}

/** Whether the word ending at `end` of `text` is followed at once by a part of the day in Arabic. */
export function dayPeriodFollows(text: string, end: number): boolean {
  const next = /^\s+([\p{L}\p{M}]+)/u.exec(text.slice(end, end + 24));
  if (!next) return false;
  const { after } = foldedAround(text, end, end);
  return dayPeriodNear('', after, ['ar']) !== undefined;
}
