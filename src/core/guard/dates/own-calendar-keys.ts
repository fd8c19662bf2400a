/**
 * A source's Gregorian dates in the calendar its language writes them in (h268), the mirror of
 * calendar-eras.ts: a Persian post's "۲۱ مارس ۲۰۲۶" is a line's "۱ فروردین ۱۴۰۵" (Solar Hijri), a
 * Thai post's year 2026 a line's "พ.ศ. 2569" (Buddhist era). Both were stopped, as the guard read
 * other calendars only from the source to the line. The conversions are CLDR's, through `Intl`.
 * A day and month become the other calendar's only with a year the source gives (a day's month
 * there depends on it), so a day moved by one is still stopped; a year alone becomes each year
 * of that calendar it overlaps (2026 is 1404 and 1405).
 *
 * Read from the source's keys before calendar-eras.ts adds its Gregorian readings of the source's
 * own years: read after, "1405" would hold its line's "1404" by way of 2026.
 */

/** Calendars whose months are the Gregorian ones: only the year is another. */
const GREGORIAN_MONTHS = new Set(['buddhist', 'roc']);
const YEAR_KEY = /^n(\d{4})$/u;
const PAIR_KEY = /^dm(\d{1,2})\.(\d{1,2})$/u;
/** Years a date is converted in (the calendar eras read the same span). */
const FIRST_YEAR = 1950;
const LAST_YEAR = 2100;
/** No more dates than this are converted: a source's dates times its years stays small. */
const MOST_DATES = 60;

const calendars = /* @__PURE__ */ new Map<string, string | undefined>();

/** The calendar `lang` writes dates in, where it is not the Gregorian one. */
function ownCalendar(lang: string): string | undefined {
  if (calendars.has(lang)) return calendars.get(lang);
  let calendar: string | undefined;
  try {
    calendar = new Intl.DateTimeFormat(lang).resolvedOptions().calendar;
  } catch {
    calendar = undefined;
  }
  const own = calendar === 'gregory' || calendar === 'iso8601' ? undefined : calendar;
  calendars.set(lang, own);
  return own;
}

const formats = /* @__PURE__ */ new Map<string, Intl.DateTimeFormat>();

/** A Gregorian day's day, month and year in `calendar` (its format made once). */
function convert(calendar: string, date: Date): { day: number; month: number; year: number } {
  let format = formats.get(calendar);
  if (!format) {
    format = new Intl.DateTimeFormat(`en-u-ca-${calendar}`, {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    });
    formats.set(calendar, format);
  }
  const parts = format.formatToParts(date);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { day: value('day'), month: value('month'), year: value('year') };
}

/**
 * Adds to a source's `keys` the other-calendar readings of the Gregorian dates and years in
 * `gregorian` (its keys as the figures read them), in the calendars of `langs`.
 */
export function addOwnCalendarKeys(
  gregorian: readonly string[],
  langs: readonly string[],
  keys: Set<string>,
): void {
  const own = [...new Set(langs.map(ownCalendar))].filter(
    (one): one is string => one !== undefined && one !== 'japanese',
  );
  if (own.length === 0) return;
  const years = gregorian
    .map((key) => Number(YEAR_KEY.exec(key)?.[1]))
    .filter((year) => year >= FIRST_YEAR && year <= LAST_YEAR);
  if (years.length === 0) return;
  const pairs = gregorian.flatMap((key) => {
    const pair = PAIR_KEY.exec(key);
    return pair ? [[Number(pair[1]), Number(pair[2])] as const] : [];
  });
  const added: string[] = [];
  for (const calendar of own) {
    for (const year of years) {
      const bare = keys.has(`nu:${year}`);
      const firsts = [convert(calendar, new Date(Date.UTC(year, 0, 1))).year];
      if (!GREGORIAN_MONTHS.has(calendar)) {
        firsts.push(convert(calendar, new Date(Date.UTC(year, 11, 31))).year);
      }
      for (const first of firsts) added.push(`n${first}`, ...(bare ? [`nu:${first}`] : []));
    }
    if (GREGORIAN_MONTHS.has(calendar) || pairs.length * years.length > MOST_DATES) continue;
    for (const [day, month] of pairs) {
      for (const year of years) {
        const date = new Date(Date.UTC(year, month - 1, day));
        if (date.getUTCDate() !== day) continue;
        const other = convert(calendar, date);
        added.push(`day${other.day}`, `o${other.day}`, `m${calendar}${other.month}`);
      }
    }
  }
  for (const key of added) keys.add(key);
}
