/**
 * The days a source writes only right before a month's name in its own language (h308): "zavřený
 * do 20. března" ties its 20 to March. date-pairs.ts lets each day of a source be any month's
 * that the source names in another language than English, its days not told apart there; so a
 * Czech source's "20. března" and "do konce dubna" held a line's "do 20. 4." and "20. dubna" (20
 * April), a date the source never writes. A day written so every time is that month's only; a day
 * written anywhere else too ("20 i 21 marca", "20 lidí") is left to the old reading, any month's.
 */
import { foldWord } from '../words/fold-word.ts';
import { calendarNamesOf } from './calendar-names.ts';

/** A number of one or two digits, no part of a longer figure, and the word after it if any. */
const DAY_THEN_WORD =
  /(?<![\p{N}.,:/-])(\d{1,2})(?![\p{N}]|[.,:/-]\p{N})(?:\.?\s+([\p{L}\p{M}]+))?/gu;
const MONTH_KEY = /^m(\d{1,2})$/u;

export interface TiedDays {
  /** Each day and month the source writes together ("20. března": 20 and 3). */
  pairs: Array<readonly [number, number]>;
  /** The days the source writes only so: each is no other month's. */
  tied: ReadonlySet<number>;
}

/** The days of `text` written right before one month's name in `langs`, and only so. */
export function tiedSourceDays(text: string, langs: readonly string[]): TiedDays {
  const pairs: Array<readonly [number, number]> = [];
  const months = new Map<number, Set<number>>();
  const loose = new Set<number>();
  if (langs.length === 0) return { pairs, tied: new Set() };
  for (const match of text.matchAll(DAY_THEN_WORD)) {
    const day = Number(match[1]);
    const word = match[2];
    const keys = word
      ? new Set(
          calendarNamesOf(foldWord(word, false), langs, word)
            .filter((name) => name.rest.length === 0)
            .map((name) => MONTH_KEY.exec(name.key)?.[1]),
        )
      : undefined;
    const [month] = keys ?? [];
    if (keys?.size !== 1 || month === undefined || day < 1 || day > 31) {
      loose.add(day);
      continue;
    }
    const tied = months.get(day) ?? new Set<number>();
    tied.add(Number(month));
    months.set(day, tied);
    pairs.push([day, Number(month)]);
  }
  return { pairs, tied: new Set([...months.keys()].filter((day) => !loose.has(day))) };
}
