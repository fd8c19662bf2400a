/**
 * What makes a number a clock's hour, in the languages the guard reads (docs/decisions/012): a word
 * of the hour after it ("18時", "7 giờ", "8 बजे", "9 Uhr", "negen uur", "8 o'clock"), a word of
 * the clock before it ("saat 10", "ساعت ۴", "الساعة الخامسة", "at 8"), and the part of the day
 * beside it ("7 de la tarde", "شام 7", "저녁 7시", "夜7時", "5 pm"), which says which of the two
 * clocks it is on: "4 بعدازظهر" is 16:00, as is "16時". The parts of the day come from CLDR
 * through `Intl` (each language's day periods with the hours they name, and its AM and PM), the
 * words of the hour from CLDR's hour pattern where it has one ("時", "时", "시", "Uhr", "h",
 * "giờ") and a few written here that CLDR's pattern leaves out.
 */
import { foldWord } from '../words/fold-word.ts';
import { writesDottedClockToo } from './dotted-clock-usage.ts';
import { isGermanAm } from './german-am.ts';

/** Words after a number that make it an hour, besides CLDR's hour patterns' ("o'clock", "uur"). */
const HOUR_AFTER = "o'clock oclock uur बजे বাজে 시";
/**
 * Parts of the day people write that CLDR's day periods leave out, with the hours they name:
 * Korean's halves of the day, Arabic's afternoon ("4 عصراً", CLDR has only "بعد الظهر") and
 * "after midnight" ("2 بعد منتصف الليل").
 */
const PERIODS_BESIDES_CLDR: Readonly<Record<string, ReadonlyArray<[string, number[]]>>> = {
  // CLDR 48 writes Korean's AM and PM "AM" and "PM"; its flexible "오후" is 13 to 17 alone, so
  // "오후 10시" (a broadcast's 22:00) was read as 10:00. "오전" and "오후" are the two halves.
  ko: [
    ['오전', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    ['오후', [12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]],
  ],
  // Tagalog (h268): CLDR 48 gives "ng umaga" the hours before dawn and "madaling-araw" the
  // morning's, the other way round; people write "alas-9 ng umaga", "9 n.u." (ng umaga) and "5
  // n.h." (ng hapon), "8 n.g." (ng gabi), so a line's "5 n.h." of a post's "17:00" was stopped.
  tl: [
    ['ng umaga', [5, 6, 7, 8, 9, 10, 11]],
    ['madaling-araw', [0, 1, 2, 3, 4, 5]],
    ['ng tanghali', [11, 12, 13]],
    ['ng hapon', [12, 16, 17, 18]],
    ['ng gabi', [18, 19, 20, 21, 22, 23]],
    ['n.u.', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    ['n.h.', [12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]],
    ['n.g.', [18, 19, 20, 21, 22, 23]],
  ],
  // Catalan (h285): CLDR writes "9 vespre", people "a les 9 del vespre", "5 de la tarda", "9 del
  // matí"; the part of the day after "de" was not beside the hour, so "a les 9 del vespre" of a
  // post's "21 h" was stopped (the evening's hours as people write them, to "9 del vespre").
  ca: [
    ['de la matinada', [0, 1, 2, 3, 4, 5]],
    ['del mati', [5, 6, 7, 8, 9, 10, 11, 12]],
    ['del migdia', [12, 13, 14]],
    ['de la tarda', [12, 13, 14, 15, 16, 17, 18, 19, 20]],
    ['del vespre', [18, 19, 20, 21, 22]],
    ['de la nit', [20, 21, 22, 23, 0, 1, 2, 3, 4]],
  ],
  ar: [
    ['عصرا', [14, 15, 16, 17]],
    ['بعد منتصف الليل', [0, 1, 2, 3, 4]],
  ],
};

/**
 * Words before a number that make it an hour: "saat 10" (not "10 saat", ten hours); Indonesian's
 * and Malay's "pukul 9", "jam 8" (not "8 jam", eight hours: round thirty-seven's review of a
 * streamer's "malam jam 8", whose line's "pukul 20.00" was stopped); Hebrew's "בשעה" (at the
 * hour: "בשעה 19.30").
 * Polish's hour in the cases its prepositions ask ("o godzinie 18", "od godziny 8": h256, whose
 * line's "o 18:00" was stopped). Romanian's "la ora 10" and Italian's "alle ore 15" (h290).
 */
const HOUR_BEFORE =
  'saat ساعت الساعة ساعة lúc godz godzina godzinie godziny klo kl pukul jam בשעה ora ore';
/**
 * Words of the hour a language writes after the number that CLDR's hour pattern leaves out: the
 * Iberian languages' spaced "h" ("de 7 a 14 h", as French's CLDR "14 h"), Thai's "น." (นาฬิกา,
 * "22.00 น."), Hungarian's "óra". Only in these languages: an English or German "14 h" is as
 * often fourteen hours.
 */
const HOUR_AFTER_IN: Readonly<Record<string, string>> = {
  es: 'h',
  ca: 'h',
  pt: 'h',
  th: 'น นาฬิกา',
  // Hungarian's hour, as Dutch "uur" is ("10 és 18 óra között", "19 órakor").
  hu: 'óra órakor',
  // Hindi's clock with its minutes, "9 बजकर 17 मिनट" (having struck nine, 17 minutes): 9:17.
  hi: 'बजकर',
};

/** A part of the day and the hours it names, as one language writes it. */
interface DayPeriod {
  phrase: string;
  hours: ReadonlySet<number>;
  lang: string;
  /**
   * One letter of a script not Latin (Arabic's "ص" and "م"): read only right beside a time in
   * digits ("3:30 ص"), as "م" after a bare number is as often metres or the Common Era's year.
   */
  letter: boolean;
}

/** The languages whose parts of the day a text's words are looked up in. */
const CLOCK_LANGUAGES =
  'en es fr de pt it nl sv da pl cs ro hu fi tr id ms vi ru uk el he ar fa ur hi bn ko ja zh th ca ta hr sr et tl'.split(
    ' ',
  );

const AM = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
const PM = new Set([12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);

/** The folded form a phrase is compared in: lower case, no marks, one kind of apostrophe. */
const fold = (text: string) => foldWord(text, false).replace(/\s+/g, ' ').trim();

const periodsByLang = /* @__PURE__ */ new Map<string, DayPeriod[]>();
const hourWordsByLang = /* @__PURE__ */ new Map<string, string[]>();

/** A language's parts of the day from CLDR (flexible day periods, then AM and PM). */
function periodsOf(lang: string): DayPeriod[] {
  let known = periodsByLang.get(lang);
  if (known) return known;
  const hours = new Map<string, Set<number>>();
  const add = (phrase: string, hour: number) => {
    const key = fold(phrase);
    // English's narrow "a" and "p" are everyday letters: a single letter only in another script.
    if ([...key].length < 2 && !/^[^\p{sc=Latin}\P{L}]$/u.test(key)) return;
    const set = hours.get(key) ?? new Set<number>();
    set.add(hour);
    hours.set(key, set);
  };
  const hourWords = new Set<string>();
  try {
    for (const dayPeriod of ['long', 'short', 'narrow'] as const) {
      const format = new Intl.DateTimeFormat(lang, {
        hour: 'numeric',
        hourCycle: 'h12',
        dayPeriod,
        timeZone: 'UTC',
      });
      for (let hour = 0; hour < 24; hour++) {
        const parts = format.formatToParts(new Date(Date.UTC(2024, 0, 1, hour)));
        for (const part of parts) if (part.type === 'dayPeriod') add(part.value, hour);
      }
    }
    const twelve = new Intl.DateTimeFormat(lang, {
      hour: 'numeric',
      hour12: true,
      timeZone: 'UTC',
    });
    for (const hour of [3, 15]) {
      const part = twelve
        .formatToParts(new Date(Date.UTC(2024, 0, 1, hour)))
        .find((one) => one.type === 'dayPeriod');
      for (const other of part ? (hour < 12 ? AM : PM) : []) add(part?.value ?? '', other);
    }
    // "18時", "18 Uhr", "18 h": what CLDR writes after the hour on the 24-hour clock.
    const parts = new Intl.DateTimeFormat(lang, {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }).formatToParts(new Date(Date.UTC(2024, 0, 1, 18)));
    const at = parts.findIndex((part) => part.type === 'hour');
    const after = parts[at + 1];
    if (after?.type === 'literal' && fold(after.value) !== '') hourWords.add(fold(after.value));
    for (const word of HOUR_AFTER_IN[lang]?.split(' ') ?? []) hourWords.add(fold(word));
  } catch {
    // A runtime without this language's data reads the others.
  }
  for (const [phrase, named] of PERIODS_BESIDES_CLDR[lang] ?? []) {
    for (const hour of named) add(phrase, hour);
  }
  known = [...hours].map(([phrase, set]) => ({
    phrase,
    hours: set,
    lang,
    letter: [...phrase].length < 2,
  }));
  periodsByLang.set(lang, known);
  hourWordsByLang.set(lang, [...hourWords]);
  return known;
}

let hourAfter: Set<string> | undefined;
let hourBefore: Set<string> | undefined;

/** True for a word (folded) after a number that makes it an hour, in any language read. */
export function isHourWordAfter(word: string, langs: Iterable<string>): boolean {
  hourAfter ??= new Set(HOUR_AFTER.split(' ').map(fold));
  if (hourAfter.has(word)) return true;
  for (const lang of langs) {
    periodsOf(lang);
    if (hourWordsByLang.get(lang)?.includes(word)) return true;
  }
  return false;
}

let clockWords: Set<string> | undefined;

/**
 * True for a word (folded) that may make a number beside it an hour in some language the guard
 * reads: a word of the hour, or the first or last word of a part of the day. Asked once per word
 * (figure-units.ts), so a number among other words is not looked at further.
 */
export function isClockWord(word: string): boolean {
  if (clockWords === undefined) {
    clockWords = new Set(HOUR_AFTER.split(' ').map(fold));
    for (const lang of CLOCK_LANGUAGES) {
      for (const { phrase, letter } of periodsOf(lang)) {
        if (letter) continue;
        const words = phrase.split(' ');
        clockWords.add(words[0] as string);
        clockWords.add(words.at(-1) as string);
        // A text's words are its runs of letters: Greek's "π.μ." and "μ.μ." are read as "π", "μ".
        const letters = phrase.match(/[\p{L}\p{M}]+/gu) ?? [];
        for (const run of [letters[0], letters.at(-1)]) if (run) clockWords.add(run);
      }
      for (const hour of hourWordsByLang.get(lang) ?? []) clockWords.add(hour);
    }
  }
  return clockWords.has(word);
}

/**
 * The word of hours after a number that French's "à" before it makes a clock's hour ("à 19
 * heures" is "19h"); "à" alone is a price's too ("vendu à 8"), and "19 heures" alone a duration.
 */
const HOURS_AFTER_A = new Set(['heure', 'heures']);

/**
 * Words of a time before "heures" that make it a clock's too ("après 22 heures" is "après 22 h"),
 * unless "de" follows: "après 22 heures de négociations" is a duration.
 */
const CLOCK_BEFORE_HOURS = new Set(['apres', 'vers']);

/**
 * True for "à 19 heures", "après 22 heures": `before`, `after` and `next` the number's words and
 * the one after, folded ("à" is "a").
 */
export function isHoursAfterA(
  before: string | undefined,
  after: string | undefined,
  next?: string,
): boolean {
  if (after === undefined || !HOURS_AFTER_A.has(after)) return false;
  return before === 'a' || (CLOCK_BEFORE_HOURS.has(before ?? '') && next !== 'de' && next !== 'd');
}

/** True for a word (folded) before a number that makes it an hour ("saat", "ساعت"). */
export function isHourWordBefore(word: string): boolean {
  hourBefore ??= new Set(HOUR_BEFORE.split(' ').map(fold));
  return hourBefore.has(word);
}

const UNSPACED = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;

/** CJK's hour marks, written straight after the digits ("18時", "10点"). */
export const CJK_HOUR = /^\s?[時时点點시]/u;

/**
 * The hours a part of the day names where it stands right before `before`'s end or right after
 * `after`'s start (folded text), in `langs`; undefined for none. The longest phrase wins ("de la
 * tarde" over "tarde"). `letters`: a time in digits, beside which one letter of a script not Latin
 * is a part of the day too ("3:30 ص").
 */
export function dayPeriodNear(
  before: string,
  after: string,
  langs: Iterable<string>,
  letters = false,
): ReadonlySet<number> | undefined {
  let best: DayPeriod | undefined;
  for (const lang of langs) {
    for (const period of periodsOf(lang)) {
      if (best && best.phrase.length >= period.phrase.length) continue;
      if (period.letter && !letters) continue;
      const { phrase } = period;
      // Han and kana have no spaces: "夜7時", "午後2時" stand against the words around them.
      const unspaced = UNSPACED.test(phrase);
      // "20:00 am Samstag": German's "am" (on the) is no morning there (german-am.ts).
      const follows =
        after.startsWith(phrase) &&
        (unspaced || !/[\p{L}\p{M}]/u.test(after.charAt(phrase.length))) &&
        !isGermanAm(phrase, after, langs);
      const precedes =
        before.endsWith(phrase) &&
        (unspaced || !/[\p{L}\p{M}]/u.test(before.charAt(before.length - phrase.length - 1)));
      if (follows || precedes) best = period;
    }
  }
  return best?.hours;
}

const twentyFourHours = /* @__PURE__ */ new Map<string, boolean>();

/**
 * True where a language writes the time of day on the 24-hour clock (CLDR's hour cycle, through
 * `Intl`): there "3:30" is 3:30 in the night, where English's "3:30" may be either.
 */
export function writesTwentyFourHourClock(lang: string): boolean {
  let known = twentyFourHours.get(lang);
  if (known === undefined) {
    try {
      const cycle = new Intl.DateTimeFormat(lang, { hour: 'numeric' }).resolvedOptions().hourCycle;
      known = cycle === 'h23' || cycle === 'h24';
    } catch {
      known = false;
    }
    twentyFourHours.set(lang, known);
  }
  return known;
}

/** The distance between two hours on a clock's face (23 and 1 are two apart). */
const apart = (a: number, b: number) => Math.min(Math.abs(a - b), 24 - Math.abs(a - b));

/**
 * The hours on the 24-hour clock an hour `value` (0-24) stands for: itself past 12; else both
 * clocks, or the one the part of the day names (the nearest to its hours where it names neither,
 * as Persian's "بعدازظهر", which CLDR gives noon alone, names 16:00 in "۴ بعدازظهر").
 */
export function hoursOf(value: number, period: ReadonlySet<number> | undefined): number[] {
  if (value > 12) return [value % 24];
  const both = [value % 12, (value % 12) + 12];
  if (!period) return both;
  const inside = both.filter((hour) => period.has(hour));
  if (inside.length > 0) return inside;
  const distance = (hour: number) => Math.min(...[...period].map((other) => apart(hour, other)));
  const [am = 0, pm = 12] = both.map(distance);
  return am === pm ? both : [am < pm ? (both[0] as number) : (both[1] as number)];
}

/** The folded text `length` characters before `at` and after `end`, to look for a day's part. */
export function foldedAround(
  text: string,
  at: number,
  end: number,
  length = 24,
): { before: string; after: string } {
  const before = fold(text.slice(Math.max(0, at - length), at).replace(/\s+$/u, ''));
  const after = fold(text.slice(end, end + length).replace(/^\s+/u, ''));
  return { before, after };
}

const dotted = /* @__PURE__ */ new Map<string, boolean>();

/** True where CLDR writes `lang`'s clock with a full stop ("15.30": Danish, Finnish, Indonesian). */
export function writesClockWithDot(lang: string): boolean {
  let known = dotted.get(lang);
  if (known === undefined) {
    try {
      const parts = new Intl.DateTimeFormat(lang, {
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
      }).formatToParts(new Date(Date.UTC(2024, 0, 1, 15, 30)));
      known = parts.find((part) => part.type === 'literal')?.value === '.';
    } catch {
      known = false;
    }
    dotted.set(lang, known);
  }
  return known;
}

const DOTTED_TIME = /(?<![\d.,])([01]?\d|2[0-3])\.([0-5]\d)(?![\d.,]?\d)/gu;

/**
 * A source in a language whose clock CLDR writes with a full stop holds its "15.30" as the time
 * too ("t15:30", and both clocks' for "3.30"), which a translation writes "3:30 PM". The source's
 * keys only, read loosely: a line's "3.50" stays a number.
 */
export function addDottedTimes(text: string, langs: readonly string[], keys: Set<string>): void {
  // Where only usage writes the dot (Swedish "04.00"), the 24-hour clock's hour as written.
  const cldr = langs.some(writesClockWithDot);
  if (!text.includes('.') || !(cldr || langs.some(writesDottedClockToo))) return;
  for (const match of text.matchAll(DOTTED_TIME)) {
    const hour = Number(match[1]);
    // "09.00": an hour written with its nought is the 24-hour clock's, in the morning (round h278:
    // a line's "pukul 21.00" of a post's "pukul 09.00 WIB" was kept).
    const padded = match[1]?.length === 2 && hour < 10;
    for (const one of hour > 12 || !cldr || padded ? [hour] : [hour % 12, (hour % 12) + 12]) {
      keys.add(`t${one}:${match[2]}`);
    }
  }
}
