/**
 * What the guard's CLDR locale tests share (src/core/guard/locale-figures, locale-dates and
 * locale-numbers): the ~40 locales posts are written in, each with the currency its people pay in;
 * a case's verdict, its source read once per key as the server reads a post once per card; and
 * the table of the cases it gets wrong, which each test asserts exactly, so it fails both when a
 * new gap opens and when one is closed without striking it.
 */
import { type ClaimSource, claimSource, unsupportedClaims } from '#core/guard/index.ts';

/** Each locale with the currency its people pay in. */
export const LOCALE_CURRENCIES: ReadonlyArray<readonly [locale: string, currency: string]> = [
  ['en', 'USD'],
  ['es', 'EUR'],
  ['pt', 'BRL'],
  ['fr', 'EUR'],
  ['de', 'EUR'],
  ['it', 'EUR'],
  ['nl', 'EUR'],
  ['sv', 'SEK'],
  ['da', 'DKK'],
  ['nb', 'NOK'],
  ['fi', 'EUR'],
  ['pl', 'PLN'],
  ['cs', 'CZK'],
  ['ro', 'RON'],
  ['hu', 'HUF'],
  ['el', 'EUR'],
  ['tr', 'TRY'],
  ['ru', 'RUB'],
  ['uk', 'UAH'],
  ['ar', 'EGP'],
  ['he', 'ILS'],
  ['fa', 'IRR'],
  ['hi', 'INR'],
  ['bn', 'BDT'],
  ['th', 'THB'],
  ['vi', 'VND'],
  ['id', 'IDR'],
  ['ms', 'MYR'],
  ['ja', 'JPY'],
  ['zh', 'CNY'],
  ['ko', 'KRW'],
  ['ca', 'EUR'],
  ['hr', 'EUR'],
  ['sr', 'RSD'],
  ['sk', 'EUR'],
  ['bg', 'BGN'],
  ['lt', 'EUR'],
  ['et', 'EUR'],
  ['sw', 'KES'],
  ['ta', 'INR'],
];

export const LOCALES: readonly string[] = LOCALE_CURRENCIES.map(([locale]) => locale);

/** A generated line with the source it restates in a locale. */
export interface LocaleCase {
  locale: string;
  /** The style's name, or "en" for the English translation. */
  style: string;
  /** "faithful", or the value an invented line changes. */
  change: string;
  line: string;
  source: string;
}

/**
 * Whether the guard misjudges a case: keeps a changed line or stops a faithful one. `sourceKey`
 * names the source a case shares with others (each read once).
 */
export function misjudgedBy<C extends LocaleCase>(
  sourceKey: (entry: C) => string,
): (entry: C) => boolean {
  const sources = new Map<string, ClaimSource>();
  return (entry) => {
    const lineLang = entry.style === 'en' ? { lineLang: 'en' } : {};
    const key = sourceKey(entry);
    let source = sources.get(key);
    if (!source) {
      source = claimSource({ text: entry.source, lang: entry.locale, ...lineLang });
      sources.set(key, source);
    }
    const stopped = unsupportedClaims(entry.line, source, 'normal').length > 0;
    return stopped !== (entry.change !== 'faithful');
  };
}

/** The misjudged cases as a known-gaps table: each `gapKey`, the locales misjudged there. */
export function gapsOf<C extends LocaleCase>(
  misjudged: readonly C[],
  gapKey: (entry: C) => string,
): Record<string, string> {
  const gaps: Record<string, string[]> = {};
  for (const entry of misjudged) {
    const key = gapKey(entry);
    gaps[key] = [...(gaps[key] ?? []), entry.locale];
  }
  return Object.fromEntries(
    Object.entries(gaps)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, locales]) => [key, locales.join(' ')]),
  );
}
