/**
 * A day and month in digits without a year, in the order and with the separator the line's
 * language writes them (issue 44): Dutch and Malay "14-3", Lithuanian "03-14", Korean "3. 14.",
 * Persian "۱۲/۲۴" (the Solar Hijri 24 Esfand). The short-date reader (figure-kinds.ts) takes a
 * slash either way round and a dotted pair; a dash between two numbers is read as a range or a
 * score, and Korean's "3. 14." as two counts, so a faithful "14-3" of "vrijdag 14 maart" was
 * stopped. The order, the separator and the calendar are CLDR's, through `Intl`'s formatToParts,
 * so only the form the language itself writes is read as a date, and only its way round.
 *
 * A dash keeps its range's and score's readings beside the date's: the date's is the day and
 * month together ("dm14.3"), so a score changed from the source's ("14-4" of "14-3") is still
 * stopped unless the source dates that very day.
 */
import type { Figure } from '../figures/figure-kinds.ts';
import { pairKey } from './date-pairs.ts';
import { beforeMonthName } from './range-day-months.ts';

interface NumericForm {
  /** Matches the form: group 1 the first number, group 2 the second. */
  pattern: RegExp;
  dayFirst: boolean;
  /** Written with a dash, as a range and a score are too. */
  dashed: boolean;
  /** The calendar of its months where it is not the Gregorian: "persian" for the Solar Hijri. */
  calendar: string | undefined;
}

const GREGORIAN = new Set(['gregory', 'iso8601', 'buddhist', 'japanese', 'roc']);
const BIDI = /[\u200e\u200f\u061c]/gu;

const forms = /* @__PURE__ */ new Map<string, NumericForm | null>();

/**
 * The language's own year-less numeric date where the short-date reader does not read it: a dash
 * between the numbers, a dot and a space with a closing dot ("3. 14."), or another calendar's
 * months. Null where the language writes a form that reader already takes.
 */
function formOf(lang: string): NumericForm | null {
  let form = forms.get(lang);
  if (form !== undefined) return form;
  form = null;
  try {
    const format = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'numeric' });
    const parts = format.formatToParts(new Date(Date.UTC(2025, 2, 14, 12)));
    const types = parts.filter((part) => part.type !== 'literal').map((part) => part.type);
    const literals = parts.map((part) => (part.type === 'literal' ? part.value : '#'));
    const [, separator = '', closing = ''] = literals.join('').split('#');
    const sep = separator.replace(BIDI, '');
    const calendar = format.resolvedOptions().calendar;
    const gregorian = GREGORIAN.has(calendar);
    const dashed = sep === '-';
    const spacedDots = sep === '. ' && closing === '.';
    if (types.length === 2 && types.every((type) => type === 'day' || type === 'month')) {
      if (dashed || spacedDots || (!gregorian && sep === '/')) {
        const between = spacedDots ? '\\.\\s?' : sep;
        const end = spacedDots ? '\\.' : '';
        form = {
          pattern: new RegExp(`(?<![\\d.,/-])(\\d{1,2})${between}(\\d{1,2})${end}(?![\\d])`, 'gu'),
          dayFirst: types[0] === 'day',
          dashed,
          calendar: gregorian ? undefined : calendar,
        };
      }
    }
  } catch {
    // A language Intl does not know writes no form read here.
  }
  forms.set(lang, form);
  return form;
}

/** A match's day and month in the form's order, or undefined where they make no date. */
function dayMonth(form: NumericForm, match: RegExpMatchArray): [number, number] | undefined {
  const [first, second] = [Number(match[1]), Number(match[2])];
  const [day, month] = form.dayFirst ? [first, second] : [second, first];
  return day >= 1 && day <= 31 && month >= 1 && month <= 12 ? [day, month] : undefined;
}

/**
 * A line's readings of the date: the day and month together ("dm14.3"); another calendar's
 * ("dm24.persian12") apart from the Gregorian days a source's named months are also read as
 * (calendar-eras.ts), whose day keys would hold a changed day that falls on one of them.
 */
function dateReadings(form: NumericForm, day: number, month: number): string[][] {
  if (form.calendar === undefined) return [[`day${day}`, `m${month}`, pairKey(day, month)]];
  return [[calendarPairKey(form.calendar, day, month)]];
}

const calendarPairKey = (calendar: string, day: number, month: number) =>
  `dm${day}.${calendar}${month}`;

const OTHER_MONTH = /^m([a-z]+)(\d{1,2})$/u;
const DAY_KEY = /^day(\d{1,2})$/u;

/**
 * Adds to a source's `keys` the day and month of each numeric date written in one of `langs`'
 * own forms but a dash's, and the pair of each day and another calendar's month it names ("۲۴ اسفند": every
 * day with every such month, as date-pairs.ts pairs the days of months named in other languages).
 * Before addGregorianKeys, so the days are the source's own.
 */
export function addLocaleNumericDates(
  text: string,
  langs: readonly string[],
  keys: Set<string>,
): void {
  if (!/\d/u.test(text)) return;
  for (const form of langs.map(formOf)) {
    // A source's "14-3" may be its score: it dates nothing a line may then say ("op 14 maart").
    if (form === null || form.dashed) continue;
    for (const match of text.matchAll(form.pattern)) {
      const date = dayMonth(form, match);
      if (!date) continue;
      const [day, month] = date;
      keys.add(`day${day}`);
      if (form.calendar === undefined) keys.add(`m${month}`).add(pairKey(day, month));
      else keys.add(`m${form.calendar}${month}`);
    }
  }
  const days: number[] = [];
  const months: Array<[string, number]> = [];
  for (const key of keys) {
    const day = DAY_KEY.exec(key)?.[1];
    if (day !== undefined) days.push(Number(day));
    const month = OTHER_MONTH.exec(key);
    if (month?.[1] && month[2]) months.push([month[1], Number(month[2])]);
  }
  for (const [calendar, month] of months) {
    for (const day of days) keys.add(calendarPairKey(calendar, day, month));
  }
}

/** Where each figure of a line stands in it (-1 where its text is not found after the last). */
export function spansOf(text: string, figures: readonly Figure[]): Array<[number, number]> {
  let cursor = 0;
  return figures.map((figure) => {
    const start = figure.text === '' ? -1 : text.indexOf(figure.text, cursor);
    if (start >= 0) cursor = start + figure.text.length;
    return [start, start + figure.text.length];
  });
}

/**
 * `figures` of a line with each numeric day and month written in one of `langs`' own forms read
 * as that date: the figure it was read as (a range, a score, another calendar's date) gains the
 * date's reading, and the two counts of "3. 14." become one date.
 */
export function withLocaleNumericDates(
  text: string,
  figures: Figure[],
  langs: Iterable<string>,
): Figure[] {
  if (figures.length === 0) return figures;
  const owned = [...langs].map(formOf).filter((form): form is NumericForm => form !== null);
  if (owned.length === 0) return figures;
  let result = figures;
  for (const form of owned) {
    const spans = spansOf(text, result);
    const changed: Figure[] = [];
    let from = 0;
    for (const match of text.matchAll(form.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      const date = dayMonth(form, match);
      if (!date) continue;
      const readings = dateReadings(form, ...date);
      // The figures the form covers, none standing out of it.
      const inside: number[] = [];
      for (let index = 0; index < result.length; index++) {
        const [at, to] = spans[index] as [number, number];
        if (at < 0 || to <= start || at >= end) continue;
        if (at < start || to > end + 1) {
          inside.length = 0;
          break;
        }
        inside.push(index);
      }
      const [one, last] = [inside[0], inside[inside.length - 1]];
      if (one === undefined || last === undefined || last - one + 1 !== inside.length) continue;
      // "3-5 maart": a range of days before its month's name is no 3 May (range-day-months.ts).
      if (form.dashed && beforeMonthName(text, result[last + 1], spans[last + 1], end)) continue;
      changed.push(...result.slice(from, one));
      const figure = result[one] as Figure;
      if (inside.length === 1) {
        changed.push({ ...figure, readings: [...figure.readings, ...readings] });
      } else {
        changed.push({ text: match[0], kind: 'date', readings });
      }
      from = last + 1;
    }
    if (from === 0) continue;
    result = [...changed, ...result.slice(from)];
  }
  return result;
}
