/**
 * A source's dates in the calendar its language writes them in, as a translation writes them in
 * the Gregorian one (issue 44): a Thai post's year 2568 is the 2025 of an English card (the
 * Buddhist era), a Persian post's "۲۴ اسفند ۱۴۰۳" is its "14 March 2025" (the Solar Hijri
 * calendar). The calendars and their conversions are CLDR's, through `Intl`: nothing is computed
 * here but a search of the Gregorian days that format to the source's day, month and year.
 */
import { addOwnCalendarKeys } from './own-calendar-keys.ts';

/** Calendars whose years and months are the Gregorian ones. */
const GREGORIAN = new Set(['gregory', 'iso8601']);
/** Calendars whose months are the Gregorian ones, and only their years differ. */
const GREGORIAN_MONTHS = new Set(['buddhist', 'japanese', 'roc']);
/** The Gregorian years a source's other-era year is looked for in. */
const FIRST_YEAR = 1950;
const LAST_YEAR = 2100;

const calendarOfLang = /* @__PURE__ */ new Map<string, string>();

/** The calendar `lang` writes dates in by default (CLDR), or undefined for the Gregorian. */
function calendarOf(lang: string): string | undefined {
  let calendar = calendarOfLang.get(lang);
  if (calendar === undefined) {
    try {
      calendar = new Intl.DateTimeFormat(lang).resolvedOptions().calendar;
    } catch {
      calendar = 'gregory';
    }
    calendarOfLang.set(lang, calendar);
  }
  return GREGORIAN.has(calendar) ? undefined : calendar;
}

const yearMaps = /* @__PURE__ */ new Map<string, Map<number, number[]>>();

/** A calendar's years, each with the Gregorian years it overlaps (its first and last day's). */
function yearsOf(calendar: string): Map<number, number[]> {
  let years = yearMaps.get(calendar);
  if (years) return years;
  years = new Map();
  const format = new Intl.DateTimeFormat(`en-u-ca-${calendar}`, {
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });
  const yearOf = (date: Date) =>
    Number(format.formatToParts(date).find((part) => part.type === 'year')?.value);
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
    for (const date of [new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year, 11, 31))]) {
      const own = yearOf(date);
      if (!Number.isInteger(own) || own === year) continue;
      const list = years.get(own) ?? [];
      if (!list.includes(year)) list.push(year);
      years.set(own, list);
    }
  }
  yearMaps.set(calendar, years);
  return years;
}

const converted = /* @__PURE__ */ new Map<string, ReadonlyArray<[number, number, number]>>();

/**
 * The Gregorian days (year, month, day) of `day` of the calendar's `month`, in the Gregorian years
 * given: each searched day formatted in the calendar, as CLDR converts it.
 */
function gregorianDays(
  calendar: string,
  month: number,
  day: number,
  years: readonly number[],
): ReadonlyArray<[number, number, number]> {
  const key = `${calendar} ${month} ${day} ${years.join(',')}`;
  let found = converted.get(key);
  if (found) return found;
  const format = new Intl.DateTimeFormat(`en-u-ca-${calendar}`, {
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });
  const days: Array<[number, number, number]> = [];
  for (const year of years) {
    for (let date = new Date(Date.UTC(year, 0, 1)); date.getUTCFullYear() === year; ) {
      const parts = format.formatToParts(date);
      const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
      if (value('month') === month && value('day') === day) {
        days.push([year, date.getUTCMonth() + 1, date.getUTCDate()]);
      }
      date = new Date(date.getTime() + 86_400_000);
    }
  }
  found = days;
  converted.set(key, found);
  return found;
}

/** Keys of a number: "n2568" and, where the source has it, its unitless "nu:2568". */
const NUMBER_KEY = /^n(\d{3,4})$/;
const OTHER_MONTH = /^m([a-z]+)(\d{1,2})$/;
const DAY_KEY = /^day(\d{1,2})$/;

/**
 * Adds to a source's `keys` what its other-calendar dates are in the Gregorian calendar: each year
 * of `langs`' calendars as the Gregorian years it falls in, and each day of another calendar's
 * month ("mpersian12" with "day24") as its Gregorian day and month, in the years the source gives
 * (or the years around now where it gives none).
 */
export function addGregorianKeys(keys: Set<string>, langs: readonly string[]): void {
  const calendars = new Set(langs.map(calendarOf).filter((one) => one !== undefined));
  if (calendars.size === 0) return;
  // The source's own Gregorian dates, before the readings below join them (own-calendar-keys.ts).
  const gregorian = [...keys];
  const added: string[] = [];
  const ownYears = new Map<string, number[]>();
  for (const calendar of calendars) {
    const years = yearsOf(calendar);
    const own: number[] = [];
    for (const key of keys) {
      const year = Number(NUMBER_KEY.exec(key)?.[1]);
      for (const gregorian of years.get(year) ?? []) {
        own.push(gregorian);
        added.push(`n${gregorian}`);
        if (keys.has(`nu:${year}`)) added.push(`nu:${gregorian}`);
      }
    }
    ownYears.set(calendar, own);
  }
  const days = [...keys].flatMap((key) => {
    const day = Number(DAY_KEY.exec(key)?.[1]);
    return Number.isInteger(day) ? [day] : [];
  });
  for (const key of keys) {
    const month = OTHER_MONTH.exec(key);
    const calendar = month?.[1];
    if (!month || !calendar || !calendars.has(calendar) || GREGORIAN_MONTHS.has(calendar)) continue;
    const now = new Date().getUTCFullYear();
    const given = ownYears.get(calendar) ?? [];
    const years = given.length > 0 ? given : [now - 1, now, now + 1];
    for (const day of days) {
      for (const [, gMonth, gDay] of gregorianDays(calendar, Number(month[2]), day, years)) {
        added.push(`day${gDay}`, `o${gDay}`, `m${gMonth}`, `dm${gDay}.${gMonth}`);
      }
    }
  }
  for (const key of added) keys.add(key);
  addOwnCalendarKeys(gregorian, langs, keys);
}

/** A numeric date's keys: its day, month and year ("day24", "m12", "n1403"). */
const MONTH_KEY = /^m(\d{1,2})$/;

/**
 * A numeric date's readings (figure-kinds.ts) where its year is one of another calendar's that
 * `langs` write in, and no Gregorian year read here: a Persian line's "۱۴۰۳/۱۲/۲۴" is the Solar
 * Hijri 24 Esfand, "mpersian12" as the source's "۲۴ اسفند ۱۴۰۳" holds it, not a December.
 */
export function inOwnCalendar(readings: string[][], langs: readonly string[]): string[][] {
  const calendars = [...new Set(langs.map(calendarOf))].filter(
    (one): one is string => one !== undefined && !GREGORIAN_MONTHS.has(one),
  );
  if (calendars.length === 0) return readings;
  return readings.map((reading) => {
    const year = Number(reading.map((key) => NUMBER_KEY.exec(key)?.[1]).find(Boolean));
    if (!Number.isInteger(year) || (year >= FIRST_YEAR && year <= LAST_YEAR)) return reading;
    const calendar = calendars.find((one) => yearsOf(one).has(year));
    if (!calendar) return reading;
    return reading.map((key) => {
      const month = MONTH_KEY.exec(key)?.[1];
      return month === undefined ? key : `m${calendar}${month}`;
    });
  });
}
