/**
 * A day the post dates by one month, put in another month the post names alone (round forty-three):
 * "стоят 9 900 рублей до 31 марта" of "до 31 января … Полный состав … раскрыть в марте". date-pairs.ts
 * binds a day to its month for English months' names; a month named in another language is read
 * apart from its days, so each of the source's days may be that month's ("31" and "марте" both
 * written), and the day moved is kept.
 *
 * Read here in every language but English (whose pairs date-pairs.ts keys): a line's day written
 * beside a month's name ("31 марта", "31. März", "marzo 31") is stopped where the post writes that
 * day beside another month's name, and nowhere near this month's (a few words either side, so
 * "с 18 по 20 июля" and "18–20 июля" give July their 18th too). A day the post writes beside no
 * month, or a month the line names with no day, is not read.
 */
import { calendarNamesOf } from './calendar-names.ts';

/** Words, one- or two-digit numbers, and each other mark on its own. */
const TOKEN = /[\p{L}\p{M}]+|\d+|[^\s\p{L}\p{M}\d]/gu;
/** How far from a month's name the post's day may stand and still be that month's. */
const NEAR = 4;
const HAN = /\p{sc=Han}|\p{sc=Hiragana}|\p{sc=Katakana}/u;

/** The Gregorian month (1-12) a word names in `langs`, if one. */
function monthOf(word: string, langs: readonly string[]): number | undefined {
  if (HAN.test(word) || !/\p{L}{3}/u.test(word)) return undefined;
  const keys = new Set(
    calendarNamesOf(word, langs, word)
      .map((name) => /^m(\d+)$/.exec(name.key)?.[1])
      .filter((key) => key !== undefined),
  );
  return keys.size === 1 ? Number([...keys][0]) : undefined;
}

const dayOf = (token: string | undefined): number | undefined =>
  token && /^\d{1,2}$/u.test(token) && Number(token) >= 1 && Number(token) <= 31
    ? Number(token)
    : undefined;

interface DayMonth {
  day: number;
  month: number;
  text: string;
}

/** Each day written right beside a month's name (a German ordinal's full stop between them). */
function besides(tokens: readonly string[], months: ReadonlyMap<number, number>): DayMonth[] {
  const found: DayMonth[] = [];
  for (const [at, month] of months) {
    const before = tokens[at - 1] === '.' ? at - 2 : at - 1;
    // "9 900 рублей": a digit group before the day makes it part of a figure, no day.
    const day = dayOf(tokens[before]) ?? dayOf(tokens[at + 1]);
    if (day === undefined || (tokens[at - 1] !== '.' && dayOf(tokens[before - 1]) !== undefined))
      continue;
    found.push({ day, month, text: `${day} ${tokens[at]}` });
  }
  return found;
}

function monthsAt(tokens: readonly string[], langs: readonly string[]): Map<number, number> {
  const months = new Map<number, number>();
  tokens.forEach((token, at) => {
    const month = /\p{L}/u.test(token) ? monthOf(token, langs) : undefined;
    if (month !== undefined) months.set(at, month);
  });
  return months;
}

/** The line's days put in a month the post gives that day's number no date in. */
export function movedMonthDays(
  line: string,
  sourceText: string,
  langs: readonly string[],
): string[] {
  if (langs.length === 0 || langs[0] === 'en' || !/\d/u.test(line)) return [];
  const lineTokens = line.match(TOKEN) ?? [];
  const lineDays = besides(lineTokens, monthsAt(lineTokens, langs));
  if (lineDays.length === 0) return [];
  const tokens = sourceText.match(TOKEN) ?? [];
  const months = monthsAt(tokens, langs);
  const strict = besides(tokens, months);
  const named = new Set(months.values());
  const near = new Set<string>();
  for (const [at, month] of months) {
    for (let other = at - NEAR; other <= at + NEAR; other++) {
      const day = dayOf(tokens[other]);
      if (day !== undefined) near.add(`${day}.${month}`);
    }
  }
  return (
    lineDays
      // A month the post never names is stopped as itself, a figure the post lacks, not here.
      .filter(({ day, month }) => named.has(month) && !near.has(`${day}.${month}`))
      .filter(({ day, month }) =>
        strict.some((other) => other.day === day && other.month !== month),
      )
      .map(({ text }) => text)
  );
}
