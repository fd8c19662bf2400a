/**
 * A number's kind as part of a date, read from the tokens around it (figure-units.ts asks): a CJK
 * or Korean date's 月 or 日 after the digits, a month's name beside the number in English or in a
 * language the reading reads ("3 March", "March 3rd", "7. Juni", "the 3rd of March").
 */

import type { FigureText, Quantity } from '../figures/figure-quantities.ts';
import type { Token } from '../figures/figure-tokens.ts';
import { RANGE_WORDS } from '../figures/figure-words.ts';
import { joinsPostpositionRange } from '../figures/postposition-ranges.ts';
import { calendarNamesOf, ONE_LETTER_PREFIX } from './calendar-names.ts';
import { isCalendarName } from './calendar-words.ts';
import { dashedMonthDay } from './dashed-month-dates.ts';
import { monthHasDayBefore } from './dayed-months.ts';
import { withGeresh } from './geresh-months.ts';
import { multiWordMonthAt } from './multi-word-months.ts';
import { rangeWordTail } from './range-word-tails.ts';
import { numericDateEnd, shortDateDay } from './short-date-ranges.ts';

const UPPER_START = /^\p{Lu}/u;

/**
 * "3月4日", "3월 4일": a CJK or Korean date's month or day, after digits; "14 tháng 3": a month
 * CLDR names by its number after a word (Vietnamese), and the day before it. True when one.
 */
export function dateSuffix(quantity: Quantity, reading: FigureText): boolean {
  if (!quantity.digits || quantity.kind !== 'count' || quantity.readings.length !== 1) return false;
  const value = quantity.readings[0]?.[0] ?? Number.NaN;
  if (!Number.isInteger(value) || value < 1 || value > 31) return false;
  const at = reading.text.charAt(quantity.end) === ' ' ? quantity.end + 1 : quantity.end;
  let next = reading.text.charAt(at);
  // "7월 19-20일", "3〜5日": a range's first day (or month) takes the mark written after its last.
  if (next === '-' || next === '–' || next === '~' || next === '〜' || next === '～') {
    next = CJK_RANGE_END.exec(reading.text.slice(at, at + 8))?.[1] ?? next;
  }
  if ((next === '月' || next === '월') && value <= 12) quantity.kind = 'month';
  else if (next === '日' || next === '일' || colloquialDay(next, reading.text, quantity.start)) {
    quantity.kind = 'day';
  } else numberedMonth(quantity, reading, value);
  return quantity.kind !== 'count';
}

/**
 * "4月3号": spoken Chinese marks a day with 号 (號) for 日; after a month only, as 号 counts other
 * numbered things too ("3号线", line 3).
 */
const colloquialDay = (next: string, text: string, start: number) =>
  (next === '号' || next === '號') && /月\s?$/u.test(text.slice(Math.max(0, start - 2), start));

/** A range's dash, its last number and the CJK or Korean date's mark after it ("-20일"). */
const CJK_RANGE_END = /^[-–~〜～]\s?\d{1,2}\s?([月월日일])/u;

const monthWordsOf = /* @__PURE__ */ new Map<string, readonly string[]>();

/** The words a language writes before a month's number in a date ("tháng 3", "thg 3"), from CLDR. */
function monthWordsIn(lang: string): readonly string[] {
  let words = monthWordsOf.get(lang);
  if (words) return words;
  const found = new Set<string>();
  try {
    for (const month of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(lang, {
        day: 'numeric',
        month,
        timeZone: 'UTC',
        numberingSystem: 'latn',
      });
      const name = format
        .formatToParts(new Date(Date.UTC(2024, 2, 15)))
        .find((part) => part.type === 'month')?.value;
      const before = name && /^([\p{L}\p{M}]+)\s+3$/u.exec(name.trim())?.[1];
      if (before) found.add(before.toLowerCase());
    }
  } catch {
    // A runtime without this language's data reads the others.
  }
  words = [...found];
  monthWordsOf.set(lang, words);
  return words;
}

/** A word of `langs` written before a month's number ("tháng"). */
const isMonthWord = (word: Token | undefined, langs: readonly string[]) =>
  word?.kind === 'word' &&
  langs.some((lang) => monthWordsIn(lang).includes(word.text.toLowerCase()));

/** The month's number after its word, or the day before them: "14 tháng 3" (14 March). */
function numberedMonth(quantity: Quantity, reading: FigureText, value: number): void {
  const langs = reading.calendarLangs;
  if (langs.length === 0) return;
  const { tokens, text } = reading;
  const before = tokens[quantity.first - 1];
  if (
    value <= 12 &&
    isMonthWord(before, langs) &&
    /^\s+$/u.test(text.slice(before?.end, quantity.start))
  ) {
    quantity.kind = 'month';
    return;
  }
  const word = tokens[quantity.last + 1];
  const month = tokens[quantity.last + 2];
  if (
    isMonthWord(word, langs) &&
    month?.kind === 'number' &&
    /^\d{1,2}$/u.test(month.text) &&
    Number(month.text) <= 12
  ) {
    quantity.kind = 'day';
  }
}

/** A month's name: a capitalised English one ("March", "Feb"), or one in a language read. */
function isMonth(word: Token | undefined, reading: FigureText): boolean {
  if (word === undefined || word.kind !== 'word') return false;
  if (UPPER_START.test(word.text) && isCalendarName(word.text)) return true;
  return foreignMonth(word, reading);
}

/** A month's name in a language read other than English ("Juni", "sierpnia", "सितंबर"). */
export function foreignMonth(word: Token, reading: FigureText): boolean {
  return foreignMonthAt(word, reading).keys.length > 0;
}

/** An abbreviation's second letters after the word's dot: Thai's "ก.ค." (July), "มิ.ย." (June). */
const DOTTED_REST = /^\.([\p{L}\p{M}]{1,3})\./u;
const NO_MONTH = { keys: [] as string[], text: '' };

/**
 * The month keys ("m7") a word names in a language read other than English, and the text naming
 * it: the word, or the word and the letters after its dot where it is a dotted abbreviation.
 */
export function foreignMonthAt(
  word: Token,
  reading: FigureText,
): { keys: readonly string[]; text: string } {
  if (reading.calendarLangs.length === 0) return NO_MONTH;
  const months = (key: string, written: string) =>
    calendarNamesOf(key, reading.calendarLangs, written)
      .filter((name) => name.key.startsWith('m') && name.rest.length === 0)
      .map((name) => name.key);
  const marked = withGeresh(word.text, reading.text, word.end);
  const keys = marked ? months(marked, marked) : months(word.word?.plain ?? word.text, word.text);
  if (keys.length > 0) return { keys, text: word.text };
  // "13 كانون الأول": a month of two words (multi-word-months.ts).
  const plain = word.word?.plain ?? word.text;
  const named = multiWordMonthAt(plain, word.text, reading.text, word.end, reading.calendarLangs);
  if (named) return named;
  // "14 במרץ": Hebrew's "in" written onto the month.
  if (ONE_LETTER_PREFIX.test(word.text) && [...word.text].length > 3) {
    const bare = withGeresh(word.text, reading.text, word.end)?.slice(1) ?? word.text.slice(1);
    const prefixed = months(bare, bare);
    if (prefixed.length > 0) return { keys: prefixed, text: word.text };
  }
  const rest = DOTTED_REST.exec(reading.text.slice(word.end, word.end + 8))?.[1];
  if (rest === undefined) return NO_MONTH;
  const dotted = `${word.text}.${rest}`;
  const abbreviated = months(dotted, dotted);
  return abbreviated.length > 0 ? { keys: abbreviated, text: `${dotted}.` } : NO_MONTH;
}

/** A month name beside the number ("3 March", "March 3rd", "the 3rd of March"). */
export function besideMonth(
  quantity: Quantity,
  reading: FigureText,
  before: Token | undefined,
  after: Token | undefined,
  wordAfterOf: () => Token | undefined,
): boolean {
  if (isMonth(after, reading)) return true;
  if (isMonth(before, reading) && !monthHasDayBefore(before as Token, reading, quantity.start))
    return true;
  // "Sept. 14", "márc. 14.": an abbreviated month's full stop before the day, in digits. A whole
  // month's name ends a sentence there ("opens in April. Five months later": no 5 April).
  const previous = reading.tokens[quantity.first - 1];
  const first = reading.tokens[quantity.first] as Token;
  if (
    before === undefined &&
    previous?.kind === 'word' &&
    first.kind !== 'word' &&
    previous.end - previous.start <= 4 &&
    /^\.\s{1,2}$/u.test(reading.text.slice(previous.end, first.start)) &&
    isMonth(previous, reading)
  ) {
    return true;
  }
  const last = quantity.last;
  // "7. Juni": the day's ordinal dot, as German and others write it.
  const next = reading.tokens[last + 1];
  const end = (reading.tokens[last] as Token).end;
  if (next && reading.text.slice(end, next.start) === '. ' && isMonth(next, reading)) return true;
  if (after !== undefined && MONTH_OF.test(after.text) && isMonth(wordAfterOf(), reading))
    return true;
  // "03-Apr-2026": the month between dashes (dashed-month-dates.ts).
  if (dashedMonthDay(reading, last, (word) => isMonth(word, reading))) return true;
  return rangeToMonth(reading, last);
}

/** What joins two days of one month: a dash, or "to" in the languages people write ranges in. */
const RANGE_WORD =
  /^(?:to|till|until|through|thru|bis|do|až|al|au|a|tot|t\/m|och|–|до|по|έως|ως|đến)$/iu;

/** The words that join two days of one month ("3 and 24 March", "le 3 et le 24 mars"). */
const DAYS_AND = /^(?:and|&|et|y|e|und|en|och|og|i|и|і|та|dan|và|ve|és|ja|και|और|ও|اور|و)$/iu;
/** The article a day may have after them ("le 24", "el 24", "the 24th", "am 24."). */
const DAY_ARTICLE = /^(?:le|el|the|il|lo|o|am|den|der)$/iu;

/**
 * A dash, alone or with a full stop and spaces, from `start` to `end` of `text`: looked for by its
 * character first, as most numbers (each of a long source's) have none after them, no slice made.
 */
function dashBetween(text: string, start: number, end: number): boolean {
  let dash = false;
  for (let at = start; at < end && !dash; at++) {
    const code = text.charCodeAt(at);
    dash = code === 0x2d || code === 0x2013;
  }
  return dash && /^\.?\s*[-–]\s*$/u.test(text.slice(start, end));
}

/**
 * "12 to 20 October", "12.–20. října", "vom 12. bis 20. Oktober": the first day of a range takes the
 * month written after its last day (round eleven: a Czech line's "od 12. do 20. října" was stopped
 * for its "12" read as a count, the source writing "12. října" in full). So does a source's "del 1
 * al 15 de julio" (round thirteen: its translation's "from 1 to 15 July" was stopped for its 1).
 */
export function rangeToMonth(reading: FigureText, last: number): boolean {
  if (!monthMayFollow(reading, last)) return false;
  const end = (reading.tokens[last] as Token).end;
  let at = last + 1;
  const joiner = reading.tokens[at];
  // A range's word as figure-words.ts lists them too ("15 ถึง 17 พฤศจิกายน", round twenty-six).
  // Urdu's and Hindi's "3 سے 17 دسمبر تک" (from … up to), closed after the month (postposition-ranges.ts).
  const ranging =
    RANGE_WORD.test(joiner?.text ?? '') ||
    RANGE_WORDS.has(joiner?.word?.plain ?? '') ||
    (joiner !== undefined &&
      joinsPostpositionRange(joiner.word?.plain ?? '', reading.text, joiner.end));
  // "tot en met 20 mei": the range's word and its tail (range-word-tails.ts).
  if (joiner?.kind === 'word' && ranging) at += 1 + rangeWordTail(reading, joiner.text, at + 1);
  else if (
    joiner?.kind === 'word' &&
    (DAYS_AND.test(joiner.text) || (reading.source && fewCodePoints(joiner.text, 4)))
  ) {
    // "le 3 et le 24 mars", "the 3rd and the 24th of March": two days of one month. A source is
    // read loosely: any short word between them ("18 और 19 नवंबर"), as its translation's "and".
    at += 1;
    const article = reading.tokens[at];
    if (article?.kind === 'word' && DAY_ARTICLE.test(article.text)) at += 1;
  } else if (!dashBetween(reading.text, end, joiner?.start ?? end)) return false;
  const day = reading.tokens[at];
  // "del 3 al 5/6/2025": the last day a whole numeric date's (short-date-ranges.ts).
  if (numericDateEnd(reading, at)) return true;
  if (day?.kind !== 'number' || !/^\d{1,2}$/u.test(day.text) || Number(day.text) > 31) return false;
  // "từ 5 đến 15/9": the last day a short date's (short-date-ranges.ts).
  if (shortDateDay(reading, at)) return true;
  let month = reading.tokens[at + 1];
  if (!spacedTo(reading, day.end, month)) return false;
  // "del 1 al 15 de julio", "de 1 a 15 de maio", "1st to 15th of July": the month after "de" or "of".
  if (month?.kind === 'word' && MONTH_OF.test(month.text)) {
    const after = reading.tokens[at + 2];
    if (!spacedTo(reading, month.end, after)) return false;
    month = after;
  }
  return isMonth(month, reading);
}

/**
 * Whether the tokens a range's joiner, day and month may take after the number ending at `last`
 * hold one that could be its month or short date, tested by a character before any regex: a long
 * source's every number followed by a short word is asked ("1 one 2 two", issue 44 item 7). With
 * no language read but English, a month is a capitalised word (isMonth), a short date a slash.
 */
function monthMayFollow(reading: FigureText, last: number): boolean {
  if (reading.calendarLangs.length > 0) return true;
  // The day at most 3 tokens on (joiner, article), its month at most 2 after it ("of July").
  for (let at = last + 1; at <= last + 5; at++) {
    const token = reading.tokens[at];
    if (token === undefined) return false;
    const code = token.kind === 'word' ? token.text.charCodeAt(0) : -1;
    if ((code >= 0x41 && code <= 0x5a) || code >= 0x80) return true;
    if (token.kind === 'number' && reading.text.charCodeAt(token.end) === 0x2f) return true;
  }
  return false;
}

/**
 * Whether `text` has at most `most` characters (code points), without spreading it: a source's
 * every number asks it of the word after it (a long list of figures; issue 44 item 7).
 */
const fewCodePoints = (text: string, most: number) =>
  text.length <= most || (text.length <= most * 2 && [...text].length <= most);

/** Only spaces (after a full stop, maybe) from `from` to the token `to`. */
const spacedTo = (reading: FigureText, from: number, to: Token | undefined) =>
  /^\.?\s+$/u.test(reading.text.slice(from, to?.start ?? from));

/**
 * The word Spanish, Portuguese, English and Tagalog write between a day and its month: Tagalog's
 * "ika-12 ng Marso" (the 12th of March) was stopped for its 12 read as a count, the source writing
 * "Marso 12" (round h278).
 */
const MONTH_OF = /^(?:de|of|ng)$/iu;

/** A whole number of 1-31 that opens a range of days of a month (rangeToMonth): it is a day. */
export function dayOfRange(quantity: Quantity, reading: FigureText): boolean {
  const value = quantity.readings.length === 1 ? quantity.readings[0]?.[0] : undefined;
  if (!quantity.digits || quantity.readings[0]?.length !== 1 || value === undefined) return false;
  if (!Number.isInteger(value) || value < 1 || value > 31) return false;
  if (!rangeToMonth(reading, quantity.last)) return false;
  quantity.kind = 'day';
  return true;
}
