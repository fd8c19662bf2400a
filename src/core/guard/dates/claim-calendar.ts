/**
 * Days and months in a line (issue 44): a weekday or a month is a date only when the line ties it
 * to one ("on Friday", "next Monday", "Friday's vote", "in March", "Friday 14 March") and the
 * source does not hold that day: not in any form it writes it ("Fri", "friday", "vendredi"), not
 * as the weekday of a date it gives with its year ("2025-03-14" is a Friday), not as the month of
 * a date in digits. A day the line ties to a date the source holds ("Friday, March 14" of "March
 * 14") is the line's reading of that date. Untied, the word is a name or a thing ("June said",
 * "Sunday roast"): the names reader judges it. A month beside its day ("March 4") is a date the
 * figures reader reads whole. Names of days and months come from CLDR through `Intl`.
 */

import { cjkValue } from '../numbers/cjk-numerals.ts';
import { lexiconOf } from '../numbers/number-words.ts';
import { oncePer } from '../once-per-source.ts';
import { foldWord } from '../words/fold-word.ts';
import {
  type CalendarName,
  calendarNamesOf,
  isCaseEndedName,
  ONE_LETTER_PREFIX,
} from './calendar-names.ts';
import { calendarKey, isCalendarName } from './calendar-words.ts';
import { namedDateWeekdays } from './named-date-weekdays.ts';
import { withCountedDays } from './relative-day-words.ts';
import { writtenAsWeekday } from './short-weekdays.ts';
import { spacelessCalendarKeys } from './spaceless-calendar-names.ts';
import { isUnitAfterNumber } from './unit-weekdays.ts';
import { weekendDayKeys } from './weekend-days.ts';

/** A month's short name that is also a number word of its language, written with no full stop. */
function isNumberWord(word: string, lang: string, after: string): boolean {
  const lexicon = lexiconOf(lang);
  return !after.startsWith('.') && lexicon?.groups.has(foldWord(word, lexicon.marked)) === true;
}

/** What the calendar reader needs of a source (a ClaimSource gives it). */
export interface CalendarSource {
  readonly text: string;
  readonly words: ReadonlySet<string>;
  readonly langs: readonly string[];
}

/** January 2024 began on a Monday: day `i` of the week is 1 + i days later. */
const weekdayDate = (day: number) => new Date(Date.UTC(2024, 0, day));
const monthDate = (month: number) => new Date(Date.UTC(2024, month - 1, 15));

/** Names of the days ("d1" Monday … "d7") and months ("m1" …) in `locale`, in lower case. */
function calendarNames(locale: string, width: 'long' | 'short'): Map<string, string> {
  const names = new Map<string, string>();
  try {
    const days = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
    const months = new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' });
    for (let day = 1; day <= 7; day++) {
      names.set(days.format(weekdayDate(day)).toLowerCase().replace(/\.$/, ''), `d${day}`);
    }
    for (let month = 1; month <= 12; month++) {
      names.set(months.format(monthDate(month)).toLowerCase().replace(/\.$/, ''), `m${month}`);
    }
  } catch {
    // A runtime without that locale's names reads the others.
  }
  return names;
}

let english: Map<string, string> | undefined;
/** English names, long, and their short forms as CLDR writes them ("Fri", "Sept"). */
function englishNames(): Map<string, string> {
  english ??= new Map([
    ...calendarNames('en-US', 'short'),
    ...calendarNames('en-GB', 'short'),
    ...calendarNames('en', 'long'),
  ]);
  return english;
}

const MONTH_NAME = '(\\p{L}{3,9})\\.?';
/**
 * A date with its year: "2025-03-14", "14/03/2025", "14-03-2025", "ב-14.3.2025" (h285), "14 March
 * 2025", "March 14, 2025". Built on first use: a bundle that reads no line carries none.
 */
let builtDated: RegExp | undefined;
const datedPattern = (): RegExp =>
  (builtDated ??= new RegExp(
    [
      '(?<![\\d.,/-])(\\d{4})-(\\d{1,2})-(\\d{1,2})(?!\\d)',
      '(?<![\\d.,/]|\\d-)(\\d{1,2})[/.-](\\d{1,2})[/.-](\\d{4})(?!\\d)',
      `(?<![\\d.,])(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_NAME},?\\s+(\\d{4})(?!\\d)`,
      `${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?!\\d)`,
    ].join('|'),
    'gu',
  ));

/** The day of the week of a real date ("d1" Monday … "d7"), or nothing for no such date. */
function weekdayOf(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `d${((date.getUTCDay() + 6) % 7) + 1}`;
}

/**
 * A weekday a compound opens ("donnerstagmorgen", "sonntagabends"): the day it holds. Only a day's
 * name of six letters or more, so no shorter word's start is read as one.
 */
function dayOpening(word: string, names: ReadonlyMap<string, string>): string | undefined {
  for (let length = 6; length < Math.min(word.length, 12); length++) {
    const key = names.get(word.slice(0, length));
    if (key?.startsWith('d')) return key;
  }
  return undefined;
}

/** A month's number before "月" or "월", in digits or Han numerals. */
const CJK_MONTH =
  /(?<![\d〇一二三四五六七八九十百千])(\d{1,2}|[〇一二三四五六七八九十]{1,3}) ?[月월]/gu;

/** The days and months a source holds, read once per source. */
const sourceCalendar = /* @__PURE__ */ oncePer((source: CalendarSource) => {
  const keys = new Set<string>();
  const long = [englishNames(), ...source.langs.map((lang) => calendarNames(lang, 'long'))];
  for (const word of source.words) {
    for (const names of long) {
      const key = names.get(word) ?? dayOpening(word, names);
      // Short forms ("fri", "mar") only as written in capitals below: "sat", "sun" are words.
      if (key && word.length > 3) keys.add(key);
    }
  }
  // Every form of the names in the source's other languages ("1 lipca", "субботу", "מיום ראשון").
  const others = source.langs.filter((lang) => lang !== 'en');
  let weekdays: string[] = [];
  if (others.length > 0) {
    const named = foreignNames(source.text, others, true);
    for (const found of named) keys.add(found.key);
    // "10. März 2026": the weekday of a date in the post's own month names (named-date-weekdays.ts).
    weekdays = namedDateWeekdays(source.text, named);
    // "วันพุธถึงวันอาทิตย์": the names inside a run of a script written without spaces.
    for (const key of spacelessCalendarKeys(source.text, others)) keys.add(key);
  }
  // "12月", "十二月", "12월": a month as Chinese, Japanese and Korean write it, a reader's December.
  if (/[月월]/u.test(source.text)) {
    for (const [, number] of source.text.matchAll(CJK_MONTH)) {
      const month = /\d/.test(number ?? '') ? Number(number) : cjkValue(number ?? '');
      if (month >= 1 && month <= 12) keys.add(`m${month}`);
    }
  }
  // "Fri 7pm", "Sept", "Thurs": a capitalised start of one English name.
  for (const [word] of source.text.matchAll(/(?<!\p{L})\p{Lu}\p{Ll}{2,4}(?!\p{L})/gu)) {
    const lower = word.toLowerCase();
    const starts = [...englishNames()].filter(([name]) => name.startsWith(lower));
    const [only] = new Set(starts.map(([, key]) => key));
    if (only && starts.every(([, key]) => key === only)) keys.add(only);
  }
  for (const match of source.text.matchAll(datedPattern())) {
    const month = (name: string | undefined) => englishNames().get(name?.toLowerCase() ?? '');
    const readings: Array<[number, number, number]> = [];
    if (match[1]) readings.push([Number(match[1]), Number(match[2]), Number(match[3])]);
    if (match[4]) {
      const [a, b, year] = [Number(match[4]), Number(match[5]), Number(match[6])];
      readings.push([year, b, a], [year, a, b]);
    }
    const named = month(match[8]) ?? month(match[10]);
    if (named?.startsWith('m')) {
      const day = Number(match[7] ?? match[11]);
      readings.push([Number(match[9] ?? match[12]), Number(named.slice(1)), day]);
    }
    for (const [year, monthNumber, day] of readings) {
      const weekday = weekdayOf(year, monthNumber, day);
      if (!weekday) continue;
      keys.add(weekday);
      keys.add(`m${monthNumber}`);
    }
  }
  // "by Friday" of a chat dated "Thursday, 9 May" that says "by tomorrow" (relative-day-words.ts).
  const days = new Set(
    [...keys].filter((key) => /^d[1-7]$/u.test(key)).map((key) => Number(key.slice(1))),
  );
  for (const day of withCountedDays(days, source.text, ['en', ...source.langs]))
    keys.add(`d${day}`);
  // "on Saturdays" of "every weekend" (weekend-days.ts).
  for (const key of weekendDayKeys(source.text)) keys.add(key);
  const names = [...keys].some((key) => key.startsWith('d'));
  const read = { keys, names, dated: weekdays.length > 0 };
  // Added after: a weekday worked out is no day the post names ("Среди" is no Wednesday).
  for (const key of weekdays) keys.add(key);
  return read;
});

/** Words before a day or month that make it a date. */
const TIED_AFTER =
  /(?:^|\s)(?:on|in|by|until|till|til|since|from|before|after|next|last|this|that|every|each|coming|past|early|late|mid|during|through|throughout|to|and|or|between|of|for|is|was|be|are|were|starting|as)[\s-]*$/iu;
/**
 * Words after a day that make it a time: "Friday's", "Friday night", "Friday at 7", "Friday 7pm";
 * or a range's first day: "Monday to Friday", "Mon–Fri".
 */
const TIED_BEFORE =
  /^(?:['’]s\b|\s+(?:morning|afternoon|evening|night|noon|midnight|at)\b|,?\s+\d{1,2}(?::\d{2}|\s*(?:am|pm|a\.m|p\.m)\b)|(?:\s+(?:to|through|thru)\s+|\s*[-–]\s*)\p{Lu})/iu;
/**
 * A day beside the date it falls on: "Friday 14 March", "Friday, March 14", "Friday the 14th";
 * not a time ("Friday 7pm", "Friday 19:30").
 */
const MONTHS =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)';
let builtBesideDate: RegExp | undefined;
const besideDatePattern = (): RegExp =>
  (builtBesideDate ??= new RegExp(
    `^,?\\s+(?:the\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)?(?![\\d:.]|\\s*(?:am|pm|a\\.m|p\\.m|h)\\b)|${MONTHS}\\.?\\s+\\d)`,
    'iu',
  ));
/**
 * A number just before a word ("14 March", "the 3rd of March" read as a date by the figures), its
 * ordinal's full stop too ("21. September", as German, Polish and the Nordic languages write a day:
 * figure-dates.ts reads it so).
 */
const NUMBER_BEFORE = /\d(?:st|nd|rd|th|\.)?\s+(?:of\s+)?$/u;

/** What reading a line's days and months leaves: the text for figures, the text for names. */
export interface CalendarReading {
  /** The line without its days and months (the figures reader reads a month beside a number). */
  figures: string;
  /** The line without the days and months it ties to dates: the rest may be names. */
  names: string;
  /** The days and months the line ties to dates the source does not hold, as written. */
  claims: string[];
}

/** A name of a month or weekday found in a text, in a language other than English. */
interface FoundName {
  key: string;
  /** Where it starts, and its text as written (its prefix and later words included). */
  index: number;
  text: string;
  /** Written after a one-letter prefix ("ביום שני", "وفي"). */
  prefixed: boolean;
  /** The language whose name it is. */
  lang: string;
}

/**
 * A word; an apostrophe between two Cyrillic letters is a letter of it: Ukrainian and Belarusian
 * write "п'ятниця" (Friday) with a typed apostrophe where CLDR writes the letter "ʼ" (U+02BC).
 */
const CALENDAR_WORD =
  /[\p{L}\p{M}]+(?:(?<=\p{Script=Cyrillic})['’](?=\p{Script=Cyrillic})[\p{L}\p{M}]+)*/gu;

/** The names of months and weekdays in `langs` that a text writes (any case, any form). */
function foreignNames(text: string, langs: readonly string[], loose = false): FoundName[] {
  const found: FoundName[] = [];
  for (const match of text.matchAll(CALENDAR_WORD)) {
    const word = match[0].replace(/['’]/gu, 'ʼ');
    let names = calendarNamesOf(foldWord(word, false), langs, word);
    let prefixed = false;
    if (names.length === 0 && ONE_LETTER_PREFIX.test(word) && word.length > 3) {
      names = calendarNamesOf(foldWord(word.slice(1), false), langs, word.slice(1));
      prefixed = names.length > 0;
    }
    if (names.length === 0) continue;
    const after = text.slice(match.index + word.length, match.index + word.length + 40);
    const following = (after.match(/^(?:[\s-]+[\p{L}\p{M}׳']+){1,3}/u)?.[0] ?? '')
      .split(/[\s-]+/u)
      .filter(Boolean)
      .map((one) => foldWord(one, false));
    // The longest name that the words after it complete ("יום שני" over "יום").
    const whole = [...names]
      .filter((one) => one.rest.every((rest, at) => following[at] === rest))
      .sort((a, b) => b.rest.length - a.rest.length)[0];
    // A source's "segunda" is its "segunda-feira" (a reader's Monday) too, where the word begins
    // one name only (Hebrew's "יום", day, begins them all).
    const one = new Set(names.map((entry) => entry.key)).size === 1;
    const name = whole ?? (loose && one ? { ...(names[0] as CalendarName), rest: [] } : undefined);
    if (!name) continue;
    const restText =
      name.rest.length > 0
        ? (after.match(
            new RegExp(`^(?:[\\s-]+[\\p{L}\\p{M}׳']+){${name.rest.length}}`, 'u'),
          )?.[0] ?? '')
        : '';
    found.push({
      key: name.key,
      index: match.index,
      text: `${match[0]}${restText}`,
      prefixed,
      lang: name.lang,
    });
  }
  return found;
}

/**
 * A line's months and weekdays in its other languages: a month written out away from a day
 * ("از اول اردیبهشت"), a weekday after a short word or a prefix ("ce vendredi", "w środę", "в
 * воскресенье", "ביום שני") or beside a date, is a date the source must hold. A month beside a
 * number is the figures reader's ("15 सितंबर").
 */
function foreignClaims(
  line: string,
  source: CalendarSource,
  langs: readonly string[],
  blank: (at: number, length: number) => void,
): string[] {
  const claims: string[] = [];
  for (const name of foreignNames(line, langs)) {
    const before = line.slice(Math.max(0, name.index - 12), name.index);
    const after = line.slice(name.index + name.text.length, name.index + name.text.length + 6);
    const besideNumber = /\d[\p{L}.]*\s*(?:de\s+)?$/u.test(before) || /^\s*\d/u.test(after);
    // Devanagari and the other Indic scripts write vowels as marks ("मार्च"): they count too.
    const marked = (name.text.match(/[\p{L}\p{M}]/gu) ?? []).length;
    const letters = Math.max([...foldWord(name.text, false)].length, marked);
    const shortWordBefore = /(?:^|[^\p{L}])\p{L}{1,3}\s+$/u.test(before);
    const held = sourceCalendar(source);
    // French "sept" is September's short name and seven: away from a day, with no abbreviation's
    // full stop, it is the number ("au moins sept nuits"), which the figures reader reads.
    if (name.key.startsWith('m') && !besideNumber && isNumberWord(name.text, name.lang, after)) {
      continue;
    }
    // A capitalised month before a capitalised word is a person ("Marco Santini", not "março";
    // round 24) where months are written in lower case: German's nouns are not; nor one with a case
    // ending ("Huhtikuussa Helsingissä": h258), nor after a day ("12 Mart Perşembe günü": h285).
    const next = line.slice(name.index + name.text.length, name.index + name.text.length + 3);
    const person = /^\p{Lu}/u.test(name.text) && /^\s\p{Lu}\p{Ll}/u.test(next) && !besideNumber;
    if (person && name.lang !== 'de' && !isCaseEndedName(foldWord(name.text, false), name.lang))
      continue;
    // A weekday where the source names one ("sejak Selasa" of "sejak Senin") is the day it means.
    // "볼 수 있다" (can see): a weekday of one Hangul or Han letter ("수", Wednesday) after a word
    // is a word of its own; a day only beside a date or in brackets ("6월 3일 (수)", round 27).
    const lone = /^[\p{sc=Hangul}\p{sc=Han}]$/u.test(name.text);
    const tied = name.key.startsWith('m')
      ? !besideNumber && letters >= 4
      : lone
        ? name.prefixed || besideNumber || /[(（]\s*$/u.test(before)
        : (name.prefixed ||
            shortWordBefore ||
            besideNumber ||
            name.text.includes(' ') ||
            held.names ||
            // "Rabu, 10 Maret", "onsdag den 10." of a date on another day (named-date-weekdays.ts).
            (held.dated && /^,?\s*(?:\p{L}{1,3}\s+)?\d/u.test(after))) &&
          // "so", "zo", "ma": a short name is a weekday only as one is written (short-weekdays.ts).
          (name.prefixed || writtenAsWeekday(name.text, before, after, besideNumber));
    blank(name.index, name.text.length);
    // "5월 24일": a Korean date's month and day written against their digits are CLDR's short
    // Monday and Sunday too, no weekday (round eighteen: a translation of "5月24日" was stopped).
    // "45 min" in English: minutes, no Indonesian Sunday ("Min"; unit-weekdays.ts).
    const unit =
      !name.key.startsWith('m') &&
      ((/\d$/u.test(before) && /^\p{sc=Hangul}/u.test(name.text)) ||
        isUnitAfterNumber(name.text, before, ['en', name.lang, ...langs]));
    if (!tied || unit || held.keys.has(name.key)) continue;
    claims.push(name.text);
  }
  return claims;
}

/** Reads the days and months of `line` against the source's. */
export function readCalendarWords(
  line: string,
  source: CalendarSource,
  lineLangs: readonly string[] = [],
): CalendarReading {
  const claims: string[] = [];
  let figures = line;
  let names = line;
  const blank = (text: string, at: number, length: number) =>
    `${text.slice(0, at)}${' '.repeat(length)}${text.slice(at + length)}`;
  const others = [...new Set([...source.langs, ...lineLangs])].filter((lang) => lang !== 'en');
  if (others.length > 0) {
    const foreign = foreignClaims(line, source, others, (at, length) => {
      names = blank(names, at, length);
    });
    claims.push(...foreign);
  }
  for (const match of line.matchAll(/(?<![\p{L}\p{N}])\p{Lu}\p{Ll}+(?![\p{L}\p{N}])/gu)) {
    const word = match[0];
    if (!isCalendarName(word)) continue;
    const before = line.slice(Math.max(0, match.index - 24), match.index);
    const after = line.slice(match.index + word.length, match.index + word.length + 24);
    // "Sept. 14": an abbreviation's full stop between the month and its day.
    const besideNumber = NUMBER_BEFORE.test(before) || /^\.?\s+\d/u.test(after);
    const tiedAfter = TIED_AFTER.test(before);
    // "in May", "since Jan": a word that is a month only as a date is one after these words.
    const key =
      calendarKey(word, besideNumber) ?? (tiedAfter ? calendarKey(word, true) : undefined);
    // "May" and "Mar" away from a number are not dates (names may be: "Theresa May").
    if (!key) continue;
    // A month beside its day is a date the figures reader reads whole: no name.
    if (key.startsWith('m') && besideNumber) {
      names = blank(names, match.index, word.length);
      continue;
    }
    const held = sourceCalendar(source);
    const besideDate = key.startsWith('d') && besideDatePattern().test(after);
    const tied = besideDate || tiedAfter || TIED_BEFORE.test(after);
    figures = blank(figures, match.index, word.length);
    if (!tied) continue;
    names = blank(names, match.index, word.length);
    if (held.keys.has(key)) continue;
    // A day the line gives a date of, where the source names no day: the line's reading of it.
    if (besideDate && !held.names) continue;
    claims.push(word);
  }
  return { figures, names, claims };
}
