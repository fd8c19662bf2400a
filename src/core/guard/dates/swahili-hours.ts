/**
 * Swahili counts the hours of the day from six in the morning (h256): "saa mbili asubuhi" (the
 * second hour of the morning) is 8:00, "saa nane mchana" 14:00, "saa moja usiku" 19:00. A post's
 * "saa mbili asubuhi" was read as the number 2 alone, so its line's "saa 8:00 asubuhi" was
 * stopped, and a line's "saa nane mchana" of a post's "saa 14:00" the same way. Digits after "saa"
 * are written on either count ("saa 2:00" or "saa 8:00" for the same morning), so both are read.
 * The part of the day after the hour says which half of the day it is: "saa 8 asubuhi" of a post's
 * "saa 8 jioni" is still stopped, as is any hour moved by one. Only in a Swahili text: "saa" is
 * Finnish for "gets".
 */
import type { Figure } from '../figures/figure-kinds.ts';
import { lexiconOf } from '../numbers/number-words.ts';
import { readNumberAt } from '../numbers/read-number-words.ts';

/**
 * "saa" and what follows it, up to five words: the hour, its minutes, the part of the day. Not
 * past the next "saa": "kutoka saa 2 asubuhi hadi saa 11 jioni" (from 8:00 to 17:00) read its
 * second hour inside the first's words, so a line's "8:00-17:00" was stopped for 17:00 (h285).
 */
const SAA = /(?<![\p{L}\p{N}])saa\s+((?:(?!saa(?![\p{L}\p{N}]))[\p{L}\p{N}:.]+\s*){1,5})/giu;
const DIGITS = /^(\d{1,2})(?:[:.]([0-5]\d))?$/u;
/** A text's words, a time's digits kept whole ("8:00"), its punctuation left out ("jioni."). */
const WORDS = /[\p{L}\p{M}]+|\d+(?:[:.]\d+)?/gu;
const wordsOf = (text: string) => text.toLowerCase().match(WORDS) ?? [];

/** The half of the day each part names: morning, day and afternoon, evening, night. */
const PERIODS: Readonly<Record<string, 'am' | 'pm' | 'night'>> = {
  asubuhi: 'am',
  mchana: 'pm',
  alasiri: 'pm',
  jioni: 'pm',
  usiku: 'night',
};

/** Minutes said after the hour's words: "na nusu" (and a half), "na robo" (and a quarter). */
const PARTS: Readonly<Record<string, string>> = { nusu: '30', robo: '15' };

/** The times on the 24-hour clock (hour, minutes) the Swahili hour `count` names. */
function swahiliTimes(count: number, minutes: string, period: string | undefined): string[] {
  if (count < 1 || count > 12) return [];
  // The first hour is seven: six hours on, on a twelve-hour face (the sixth hour is noon's 12).
  const hour = (count + 6) % 12;
  const kind = period === undefined ? undefined : PERIODS[period];
  let hours: number[];
  if (kind === 'am') hours = [hour === 0 ? 12 : hour];
  else if (kind === 'pm') hours = [hour === 0 ? 12 : hour + 12];
  else if (kind === 'night') hours = [hour >= 7 ? hour + 12 : hour];
  else hours = [hour, hour + 12];
  return hours.map((one) => `t${one}:${minutes}`);
}

/** The hour, minutes and part of the day in the words after "saa", Western count aside. */
function readAfterSaa(
  words: string[],
): { count: number; minutes: string; period?: string } | undefined {
  const digits = DIGITS.exec(words[0] ?? '');
  let count: number;
  let next = 1;
  let minutes = '00';
  if (digits) {
    count = Number(digits[1]);
    minutes = digits[2] ?? '00';
  } else {
    const lexicon = lexiconOf('sw');
    const read = lexicon && readNumberAt(words, 0, lexicon);
    if (!read) return undefined;
    count = read.value;
    next = read.next;
    const part = words[next] === 'na' ? PARTS[words[next + 1] ?? ''] : undefined;
    if (part) {
      minutes = part;
      next += 2;
    }
  }
  const period = words[next];
  return period !== undefined && PERIODS[period] ? { count, minutes, period } : { count, minutes };
}

const isSwahili = (langs: readonly string[]) => langs.includes('sw');

/** Adds to a Swahili source's `keys` the times its "saa mbili asubuhi", "saa 2:00" name. */
export function addSwahiliHours(text: string, langs: readonly string[], keys: Set<string>): void {
  if (!isSwahili(langs) || !/saa\s/iu.test(text)) return;
  for (const match of text.matchAll(SAA)) {
    const words = wordsOf(match[1] ?? '');
    const read = readAfterSaa(words);
    if (!read) continue;
    for (const key of swahiliTimes(read.count, read.minutes, read.period)) keys.add(key);
  }
}

/**
 * Whether the line's `figure` is an hour after "saa" that the source (`sourceKeys`) holds on the
 * Swahili count ("saa nane mchana" of "saa 14:00") or, for digits, on the Western count too
 * ("saa 9 asubuhi" of "saa tatu asubuhi", 9:00).
 */
export function heldSwahiliHour(
  figure: Figure,
  line: string,
  sourceKeys: ReadonlySet<string>,
  langs: readonly string[],
): boolean {
  if (!isSwahili(langs) || (figure.kind !== 'count' && figure.kind !== 'time')) return false;
  const at = line.indexOf(figure.text);
  if (at < 0 || !/(?<![\p{L}\p{N}])saa\s+$/iu.test(line.slice(Math.max(0, at - 8), at))) {
    return false;
  }
  const words = wordsOf(line.slice(at, at + 48)).slice(0, 5);
  const read = readAfterSaa(words);
  if (!read) return false;
  const times = swahiliTimes(read.count, read.minutes, read.period);
  // "saa 14:00": past twelve, the 24-hour clock's hour alone; read as its "2" on a face of twelve,
  // a line's "saa 14:00" of a post's "saa 2:00 usiku" (20:00) was kept (round h278).
  if (read.count > 12) return read.count < 24 && sourceKeys.has(`t${read.count}:${read.minutes}`);
  if (DIGITS.test(words[0] ?? '')) {
    // Digits on the Western count: the hour itself, on the half of the day its part names.
    const kind = read.period === undefined ? undefined : PERIODS[read.period];
    const hour = read.count % 12;
    if (kind !== 'pm')
      times.push(`t${read.count === 12 && kind === 'am' ? 12 : hour}:${read.minutes}`);
    if (kind !== 'am') times.push(`t${hour + 12}:${read.minutes}`);
  }
  return times.some((key) => sourceKeys.has(key));
}
