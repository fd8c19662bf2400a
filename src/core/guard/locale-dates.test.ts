/**
 * The forms of a day and a time that `locale-figures.test.ts` does not render, in the same
 * locales (issue 44): a date without its year, with or without its weekday, and the weekday alone
 * where the source ties it to the date; a range of days, across months, and a range of hours; an
 * hour with no minutes, on a 24-hour clock, a 12-hour one, and with CLDR's words for the part of
 * the day ("in the afternoon", "பிற்பகல்", "บ่าย"). Blind rounds kept finding one of these at a
 * time ("13.30 uur", "14.01" for 14 January, "godz. 18"); here every form comes from CLDR through
 * Node's `Intl`, so a whole class shows at once. The source writes its values in one style; a
 * faithful line restates them in another style of the same locale (or in English) and must be
 * kept; an invented line changes one value and must be stopped. A relative day ("tomorrow") is
 * left out: a faithful line cannot say it without the post's own date.
 */
import { describe, expect, it } from 'vitest';
import { gapsOf, LOCALES, type LocaleCase, misjudgedBy } from '#test/locale-gaps.ts';

/** A moment of 2025 in UTC; months count from 0 as `Date` counts them. */
interface Moment {
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const at = (m: Moment) => new Date(Date.UTC(2025, m.month, m.day, m.hour, m.minute));

type Options = Intl.DateTimeFormatOptions;

/**
 * One kind of statement: the moments it writes, how a locale writes them in a style, the styles
 * a faithful line uses (the first is the source's), and the one-value changes an invented line
 * makes.
 */
interface Scene<V> {
  name: string;
  values: V;
  render: (locale: string, style: Options, v: V) => string;
  source: Options;
  styles: ReadonlyArray<[name: string, style: Options]>;
  english: Options;
  changes: ReadonlyArray<[change: string, values: (v: V) => V]>;
}

const format = (locale: string, style: Options, m: Moment) =>
  new Intl.DateTimeFormat(locale, { ...style, timeZone: 'UTC' }).format(at(m));

const range = (locale: string, style: Options, from: Moment, to: Moment) =>
  new Intl.DateTimeFormat(locale, { ...style, timeZone: 'UTC' }).formatRange(at(from), at(to));

const list = (locale: string, parts: string[]) =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);

/**
 * Friday 14 March without its year. A changed day moves a week, and a changed month goes to
 * November (whose 14th is a Friday too), so the weekday stays and only the one value differs;
 * a changed weekday is the next day, the only way Intl writes another weekday.
 */
const DAY: Scene<Moment> = {
  name: 'day',
  values: { month: 2, day: 14, hour: 12, minute: 0 },
  render: (locale, style, m) => format(locale, style, m),
  source: { weekday: 'long', day: 'numeric', month: 'long' },
  styles: [
    ['short month', { weekday: 'long', day: 'numeric', month: 'short' }],
    ['numeric date', { day: 'numeric', month: 'numeric' }],
    ['no weekday', { day: 'numeric', month: 'long' }],
    ['short weekday', { weekday: 'short', day: 'numeric', month: 'short' }],
    ['weekday alone', { weekday: 'long' }],
  ],
  english: { weekday: 'long', day: 'numeric', month: 'long' },
  changes: [
    ['day', (m) => ({ ...m, day: m.day + 7 })],
    ['month', (m) => ({ ...m, month: 10 })],
    ['weekday', (m) => ({ ...m, day: m.day + 1 })],
  ],
};

interface Ranges {
  /** 14–17 March. */
  days: [Moment, Moment];
  /** 28 March – 2 April. */
  months: [Moment, Moment];
  /** 15:30–18:00 on one day. */
  hours: [Moment, Moment];
}

const moment = (month: number, day: number, hour = 12, minute = 0): Moment => ({
  month,
  day,
  hour,
  minute,
});

const RANGES: Scene<Ranges> = {
  name: 'range',
  values: {
    days: [moment(2, 14), moment(2, 17)],
    months: [moment(2, 28), moment(3, 2)],
    hours: [moment(2, 14, 15, 30), moment(2, 14, 18, 0)],
  },
  render: (locale, style, v) => {
    const { hour12, ...date } = style;
    const clock: Options = { hour: 'numeric', minute: '2-digit', hour12: hour12 ?? false };
    return list(locale, [
      range(locale, date, ...v.days),
      range(locale, date, ...v.months),
      range(locale, clock, ...v.hours),
    ]);
  },
  source: { day: 'numeric', month: 'long' },
  styles: [
    ['short month', { day: 'numeric', month: 'short' }],
    ['numeric date', { day: 'numeric', month: 'numeric' }],
    ['12-hour clock', { day: 'numeric', month: 'long', hour12: true }],
  ],
  english: { day: 'numeric', month: 'long', hour12: true },
  changes: [
    ['first day', (v) => ({ ...v, days: [moment(2, 12), v.days[1]] })],
    ['last day', (v) => ({ ...v, days: [v.days[0], moment(2, 19)] })],
    ['last day across months', (v) => ({ ...v, months: [v.months[0], moment(3, 4)] })],
    ['last month', (v) => ({ ...v, months: [v.months[0], moment(4, 2)] })],
    ['first hour', (v) => ({ ...v, hours: [moment(2, 14, 16, 30), v.hours[1]] })],
    ['last hour', (v) => ({ ...v, hours: [v.hours[0], moment(2, 14, 19, 0)] })],
  ],
};

/** 14 March at 15, no minutes: the hour as posts write it ("at 3 in the afternoon"). */
const HOUR: Scene<Moment> = {
  name: 'hour',
  values: moment(2, 14, 15, 0),
  render: (locale, style, m) => format(locale, style, m),
  source: { day: 'numeric', month: 'long', hour: 'numeric', hourCycle: 'h23' },
  styles: [
    ['12-hour clock', { day: 'numeric', month: 'long', hour: 'numeric', hour12: true }],
    ...(['long', 'short', 'narrow'] as const).map((dayPeriod): [string, Options] => [
      `day period ${dayPeriod}`,
      { day: 'numeric', month: 'long', hour: 'numeric', hour12: true, dayPeriod },
    ]),
  ],
  english: { day: 'numeric', month: 'long', hour: 'numeric', hour12: true, dayPeriod: 'long' },
  changes: [
    ['hour', (m) => ({ ...m, hour: 17 })],
    // The same digits on the other side of noon: only the part of the day tells them apart.
    ['day period', (m) => ({ ...m, hour: 3 })],
  ],
};

interface Case extends LocaleCase {
  scene: string;
}

function sceneCases<V>(scene: Scene<V>): Case[] {
  const all: Case[] = [];
  for (const locale of LOCALES) {
    const source = scene.render(locale, scene.source, scene.values);
    const styles: Array<[string, string, Options]> = [
      ...scene.styles.map(([name, style]): [string, string, Options] => [name, locale, style]),
      ...(locale === 'en' ? [] : [['en', 'en', scene.english] as [string, string, Options]]),
    ];
    for (const [name, lineLocale, style] of styles) {
      const faithful = scene.render(lineLocale, style, scene.values);
      const base = { scene: scene.name, locale, style: name, source };
      all.push({ ...base, change: 'faithful', line: faithful });
      for (const [change, changed] of scene.changes) {
        const line = scene.render(lineLocale, style, changed(scene.values));
        // A style that cannot show the change (a weekday alone moved a week) restates it.
        if (line === faithful) continue;
        all.push({ ...base, change, line });
      }
    }
  }
  return all;
}

/** Each source read once per scene, locale and line language. */
const wrong = misjudgedBy(
  (entry: Case) => `${entry.scene}/${entry.locale}/${entry.style === 'en'}`,
);

/**
 * What the guard still gets wrong: for each `scene/style/change` (the change "faithful" for a
 * line it stops that restates the source), the locales it gets wrong in. The test asserts this
 * table exactly, so it fails both when a new gap appears and when one is closed without
 * striking it.
 */
const KNOWN_GAPS: Readonly<Record<string, string>> = {
  // Bulgarian's "3 ч. am", "3 ч. през нощта": the hour's abbreviation stands between the number
  // and its part of the day, so the 3 is read on either clock.
  'hour/12-hour clock/day period': 'bg',
  'hour/day period long/day period': 'bg',
  'hour/day period narrow/day period': 'bg',
  'hour/day period short/day period': 'bg',
  // Bulgarian's 12-hour range writes "ч." after each end.
  'range/12-hour clock/faithful': 'bg',
  // A range across months in the Persian calendar's named months ("۸ فروردین تا ۱۵ فروردین"):
  // its last day's change is held by the other month's days (each day with each month named).
  'range/12-hour clock/last day across months': 'fa',
  'range/short month/last day across months': 'fa',
  // A source's range with its month before the days or as a number word (Hungarian "március
  // 14–17.", Lithuanian "kovo 14–17", Vietnamese "14 – 17 tháng 3"), restated in English.
  'range/en/faithful': 'hu vi lt',
  // A range of numeric dates month first with the last day alone ("3. 14–17."), or slashed
  // against a source whose first day is a count ("14/3 – 17/3" of "14 – 17 tháng 3").
  'range/numeric date/faithful': 'hu vi',
};

/** The cases the guard gets wrong, in KNOWN_GAPS's shape. */
const gapsOfCases = (all: readonly Case[]) =>
  gapsOf(all.filter(wrong), (entry) => `${entry.scene}/${entry.style}/${entry.change}`);

describe('days and clocks in CLDR’s locales', () => {
  const scenes = [sceneCases(DAY), sceneCases(RANGES), sceneCases(HOUR)];

  it('builds every locale’s cases from Intl', () => {
    // Three scenes of three to five styles and English, each faithful with its changes.
    expect(scenes.flat().length).toBeGreaterThan(LOCALES.length * 50);
  });

  // One test a scene, each some 500-1,000 lines through the whole guard: slow on a shared
  // machine, not stuck.
  for (const cases of scenes) {
    const scene = cases[0]?.scene ?? '';
    it(`keeps every faithful ${scene} and stops every changed value, but the known gaps`, () => {
      const known = Object.entries(KNOWN_GAPS).filter(([key]) => key.startsWith(`${scene}/`));
      expect(gapsOfCases(cases)).toEqual(Object.fromEntries(known));
    }, 120_000);
  }
});
