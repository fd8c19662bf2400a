/**
 * The other forms posts write numbers in, each locale's from CLDR through Node's `Intl` (issue 44),
 * beside locale-figures.test.ts's dates, clocks, sums and percentages: compact amounts ("1.2M",
 * "1,2 Mio.", "120万", "12 लाख"), measures in long, short and narrow units, signed changes and
 * ranges ("+3.5%", "30–50 cm"), and numbers spelled in the locale's words by n2words, which the
 * guard's lexicons are made of. The source writes each group's values in one form; a faithful
 * line restates them in another form of the same locale (or in English) and must be kept; an
 * invented line changes one value (for a range, one end) and must be stopped.
 */
import { describe, expect, it } from 'vitest';
import {
  gapsOf,
  LOCALE_CURRENCIES as LOCALES,
  type LocaleCase,
  misjudgedBy,
} from '#test/locale-gaps.ts';

/** A group's values by name: a number, or a range's two ends. */
type Values = Readonly<Record<string, number | readonly [number, number]>>;

/** One kind of form: its values, how a locale writes them in a style, and the styles. */
interface Group<S> {
  name: string;
  values: Values;
  /** The one-value changes an invented line makes. */
  changes: ReadonlyArray<[change: string, values: (v: Values) => Values]>;
  source: S;
  /** The other styles a faithful line restates the source in, named for the gap table. */
  styles: ReadonlyArray<[name: string, style: S]>;
  /** The English translation's style. */
  english: S;
  /** The values' parts as `locale` writes them in `style`, or none where it has no such form. */
  render(locale: string, currency: string, style: S, v: Values): string[] | undefined;
}

const num = (v: Values, key: string): number => v[key] as number;
const ends = (v: Values, key: string): readonly [number, number] =>
  v[key] as readonly [number, number];

/** Full numbers in the source; compact ones ("1.2M", "4,5 Mio. €") in the line. */
const COMPACT: Group<'full' | 'short' | 'long'> = {
  name: 'compact',
  values: { count: 1_200_000, money: 4_500_000, fans: 38_000 },
  changes: [
    ['count', (v) => ({ ...v, count: 1_700_000 })],
    ['money', (v) => ({ ...v, money: 6_500_000 })],
    ['thousands', (v) => ({ ...v, fans: 53_000 })],
  ],
  source: 'full',
  styles: [
    ['compact short', 'short'],
    ['compact long', 'long'],
  ],
  english: 'short',
  render(locale, currency, style, v) {
    const compact: Intl.NumberFormatOptions =
      style === 'full'
        ? {}
        : { notation: 'compact', compactDisplay: style, maximumFractionDigits: 1 };
    const count = new Intl.NumberFormat(locale, compact);
    // A full sum without cents, as a post writes a round one.
    const whole = style === 'full' ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {};
    const money = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...compact,
      ...whole,
    });
    return [
      count.format(num(v, 'count')),
      money.format(num(v, 'money')),
      count.format(num(v, 'fans')),
    ];
  },
};

type UnitDisplay = 'long' | 'short' | 'narrow';

/** Measures of the units posts carry, each with a value and the value an invented line puts. */
const MEASURES: ReadonlyArray<[unit: string, value: number, changed: number]> = [
  ['kilometer', 42, 47],
  ['kilometer-per-hour', 120, 140],
  ['celsius', 28, 31],
  ['centimeter', 35, 39],
  ['millimeter', 8, 6],
  ['kilogram', 75, 79],
  ['liter', 1.5, 2.5],
  ['hour', 3, 5],
  ['minute', 45, 25],
  ['percent', 12, 16],
];

/** Five measures to a sentence, as a post lists a few. */
const measureGroup = (name: string, measures: typeof MEASURES): Group<UnitDisplay> => ({
  name,
  values: Object.fromEntries(measures.map(([unit, value]) => [unit, value])),
  changes: measures.map(([unit, , changed]) => [unit, (v) => ({ ...v, [unit]: changed })]),
  source: 'short',
  // The narrow names are mostly the short ones: the long names and English are the other forms.
  styles: [['long unit', 'long']],
  english: 'short',
  render: (locale, _currency, style, v) =>
    measures.map(([unit]) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: style }).format(
        num(v, unit),
      ),
    ),
});

interface ChangeStyle {
  sign: 'always' | 'exceptZero' | 'auto';
  unitDisplay: UnitDisplay;
  currencyDisplay: 'symbol' | 'code' | 'name';
}

/** A rise and a fall written with their signs, a length and a price written as ranges. */
const CHANGES_AND_RANGES: Group<ChangeStyle> = {
  name: 'signed and ranges',
  values: { rise: 0.035, fall: -2, length: [30, 50], price: [5, 8] },
  changes: [
    ['rise', (v) => ({ ...v, rise: 0.055 })],
    ['rise sign', (v) => ({ ...v, rise: -0.035 })],
    ['fall', (v) => ({ ...v, fall: -4 })],
    ['range low', (v) => ({ ...v, length: [20, 50] })],
    ['range high', (v) => ({ ...v, length: [30, 60] })],
    ['price low', (v) => ({ ...v, price: [4, 8] })],
    ['price high', (v) => ({ ...v, price: [5, 9] })],
  ],
  source: { sign: 'always', unitDisplay: 'short', currencyDisplay: 'symbol' },
  styles: [
    ['except zero', { sign: 'exceptZero', unitDisplay: 'long', currencyDisplay: 'symbol' }],
    ['currency name', { sign: 'exceptZero', unitDisplay: 'short', currencyDisplay: 'name' }],
  ],
  english: { sign: 'exceptZero', unitDisplay: 'short', currencyDisplay: 'symbol' },
  render(locale, currency, style, v) {
    const [low, high] = ends(v, 'length');
    const [from, to] = ends(v, 'price');
    return [
      new Intl.NumberFormat(locale, {
        style: 'percent',
        signDisplay: style.sign,
        maximumFractionDigits: 1,
      }).format(num(v, 'rise')),
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'celsius',
        unitDisplay: style.unitDisplay,
        signDisplay: style.sign,
      }).format(num(v, 'fall')),
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'centimeter',
        unitDisplay: style.unitDisplay,
      }).formatRange(low, high),
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: style.currencyDisplay,
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
      }).formatRange(from, to),
    ];
  },
};

/** The n2words module each locale's words come from, where n2words spells its language. */
const SPELLERS: Readonly<Record<string, string>> = {
  en: 'en-US',
  es: 'es-ES',
  pt: 'pt-PT',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  nl: 'nl-NL',
  sv: 'sv-SE',
  da: 'da-DK',
  nb: 'nb-NO',
  fi: 'fi-FI',
  pl: 'pl-PL',
  cs: 'cs-CZ',
  ro: 'ro-RO',
  hu: 'hu-HU',
  el: 'el-GR',
  tr: 'tr-TR',
  ru: 'ru-RU',
  uk: 'uk-UA',
  ar: 'ar-SA',
  he: 'he-IL',
  fa: 'fa-IR',
  hi: 'hi-IN',
  bn: 'bn-BD',
  th: 'th-TH',
  vi: 'vi-VN',
  id: 'id-ID',
  ms: 'ms-MY',
  ja: 'ja-JP',
  zh: 'zh-Hans-CN',
  ko: 'ko-KR',
  hr: 'hr-HR',
  sr: 'sr-Cyrl-RS',
  lt: 'lt-LT',
  sw: 'sw-KE',
  ta: 'ta-IN',
};

type Spell = (value: number) => string;
const spellers = new Map<string, Spell>(
  await Promise.all(
    Object.entries(SPELLERS).map(async ([locale, module]): Promise<[string, Spell]> => {
      const { toCardinal } = (await import(`n2words/${module}`)) as { toCardinal: Spell };
      return [locale, (value) => toCardinal(value)];
    }),
  ),
);

/** Counts under 100 and round hundreds and thousands, in digits or in the locale's words. */
const wordGroup = (name: string, source: 'digits' | 'words'): Group<'digits' | 'words'> => ({
  name,
  values: { few: 7, score: 23, many: 68, hundreds: 300, thousands: 4000 },
  changes: [
    ['few', (v) => ({ ...v, few: 9 })],
    ['score', (v) => ({ ...v, score: 26 })],
    ['many', (v) => ({ ...v, many: 86 })],
    ['hundreds', (v) => ({ ...v, hundreds: 500 })],
    ['thousands', (v) => ({ ...v, thousands: 6000 })],
  ],
  source,
  styles: [[source === 'digits' ? 'words' : 'digits', source === 'digits' ? 'words' : 'digits']],
  english: source === 'digits' ? 'words' : 'digits',
  render(locale, _currency, style, v) {
    const spell = spellers.get(locale);
    if (!spell) return undefined;
    const keys = ['few', 'score', 'many', 'hundreds', 'thousands'];
    return keys.map((key) =>
      style === 'words' ? spell(num(v, key)) : new Intl.NumberFormat(locale).format(num(v, key)),
    );
  },
});

const GROUPS: ReadonlyArray<Group<never>> = [
  COMPACT,
  measureGroup('measures', MEASURES.slice(0, 5)),
  measureGroup('more measures', MEASURES.slice(5)),
  CHANGES_AND_RANGES,
  wordGroup('spelled', 'digits'),
  wordGroup('read', 'words'),
] as unknown as ReadonlyArray<Group<never>>;

interface Case extends LocaleCase {
  group: string;
}

/** The parts joined as CLDR joins a list. */
const joined = (locale: string, parts: readonly string[]) =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);

function cases(): Case[] {
  const all: Case[] = [];
  for (const [locale, currency] of LOCALES) {
    for (const group of GROUPS) {
      const sourceParts = group.render(locale, currency, group.source, group.values);
      if (!sourceParts) continue;
      const source = joined(locale, sourceParts);
      const styles: Array<[string, string, never]> = [
        ...group.styles.map(([name, style]): [string, string, never] => [name, locale, style]),
        ...(locale === 'en' ? [] : [['en', 'en', group.english] as [string, string, never]]),
      ];
      for (const [name, lineLocale, style] of styles) {
        const render = (v: Values) => {
          const parts = group.render(lineLocale, currency, style, v);
          return parts && joined(lineLocale, parts);
        };
        const faithful = render(group.values);
        if (!faithful) continue;
        all.push({
          locale,
          group: group.name,
          style: name,
          change: 'faithful',
          line: faithful,
          source,
        });
        for (const [change, changed] of group.changes) {
          const line = render(changed(group.values));
          if (!line || line === faithful) continue;
          all.push({ locale, group: group.name, style: name, change, line, source });
        }
      }
    }
  }
  return all;
}

/** Each source read once per locale, line language and text (two locales may write the same source: Italian and Portuguese measures). */
const wrong = misjudgedBy(
  (entry: Case) => `${entry.locale}/${entry.style === 'en'}/${entry.source}`,
);

/**
 * What the guard still gets wrong: for each `group/style/change` (the change "faithful" for a line
 * it stops that restates the source), the locales it gets wrong in. The test asserts this table
 * exactly, so it fails both when a new gap appears and when one is closed without striking it.
 */
const KNOWN_GAPS: Readonly<Record<string, string>> = {
  // Slovak "38K" in English of a source whose "4 500 000 € a 38 000" reads as a range ("a" is
  // "to" in Spanish, "and" in Slovak): its 38 000 is a sum's end, no count; Thai's "1,200,000
  // ฿4,500,000" (CLDR's list with no comma) reads the baht sign after the first number.
  'compact/en/faithful': 'th sk',
  // Hungarian "3 óra" of "3 ó": an hour's names are left to the clock's readers ("22 h" is a
  // clock's hour as often as a duration), which do not know "ó".
  'more measures/long unit/faithful': 'hu',
  // A source of number words the lexicons do not read: Swedish n2words' hyphens ("tjugo-tre"),
  // Arabic's "و" joined to each word, French "sept" and Hebrew "ארבעת אלפים" (a construct form).
  // Portuguese "trezentos e quatro mil", Danish "trehundrede og firetusind" and Norwegian "tre
  // hundre og fire tusen" are 304,000 as well: CLDR's "e" and "og" joining the list make the
  // words say another number.
  'read/digits/faithful': 'pt fr sv da nb ar he',
  'read/en/faithful': 'pt fr sv da nb ar he',
  // Persian's "ریال" before a range ("ریال ۵–۸") is read as the Saudi riyal, after it
  // ("۵–۸ ریال ایران") as Iran's rial: the source's sum and the line's are two currencies.
  'signed and ranges/currency name/faithful': 'fa',
  // A range's currency code in English of a source that writes CLDR's symbol ("MYR 5–8" of
  // "RM 5–8", "IRR 5–8" of "ریال ۵–۸" as above).
  'signed and ranges/en/faithful': 'fa ms',
  // Number words the guard reads as names or as another number: Swedish "tre hundra och fyra
  // tusen", Danish and Norwegian as above (one number), Arabic's joined "و", Chinese financial
  // numerals ("贰拾叁", which n2words writes; posts write 二十三); Portuguese as above.
  'spelled/words/faithful': 'pt sv da nb ar zh',
  // French "neuf" is also "new", Korean "구" a district, Hebrew "ששת אלפים" a construct form.
  'spelled/words/few': 'fr ko',
  'spelled/words/thousands': 'he',
};

/** The cases the guard gets wrong, in KNOWN_GAPS's shape. */
const gapsOfCases = (all: readonly Case[]) =>
  gapsOf(all.filter(wrong), (entry) => `${entry.group}/${entry.style}/${entry.change}`);

describe('numbers in CLDR’s locales', () => {
  const all = cases();

  it('builds every locale’s cases from Intl and n2words', () => {
    expect(all.length).toBeGreaterThan(LOCALES.length * 40);
  });

  it('keeps every faithful restatement and stops every changed value, but the known gaps', () => {
    expect(gapsOfCases(all)).toEqual(KNOWN_GAPS);
    // Some 3,000 lines, each through the whole guard: slow on a shared machine, not stuck.
  }, 300_000);
});
