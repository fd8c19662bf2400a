/**
 * A currency's ISO code in a line ("1 250 CZK", "EGP 1,250"), or a word of its name ("svenska
 * kronor", "Türk lirası", "US dollars"), where the source writes the same currency its own way
 * ("1 250 Kč", "1,250 ج.م.", "₺1.250"): CLDR's forms of that currency (`Intl.NumberFormat`'s
 * symbol, narrow symbol and name) in the source's languages, so no table of signs is kept here. The
 * names reader (claim-names.ts) asks this of a word it would otherwise stop as a name the source
 * lacks; the amount itself is the figures reader's to check.
 */
import { currenciesOf, currencyOfCode } from './figure-words.ts';

let codes: ReadonlySet<string> | undefined;

/** What CLDR writes a currency as in one language, cached: a few per word ever asked. */
const forms = /* @__PURE__ */ new Map<string, readonly string[]>();

/** The plural forms' samples a currency's name takes ("1 koruna", "2 koruny", "5 korun"). */
const SAMPLES = [1, 2, 5, 1250];

function formsOf(code: string, lang: string): readonly string[] {
  const key = `${code} ${lang}`;
  let known = forms.get(key);
  if (known) return known;
  const found = new Set<string>();
  try {
    for (const currencyDisplay of ['symbol', 'narrowSymbol', 'name'] as const) {
      const format = new Intl.NumberFormat(lang, {
        style: 'currency',
        currency: code,
        currencyDisplay,
      });
      for (const sample of currencyDisplay === 'name' ? SAMPLES : [1250]) {
        for (const part of format.formatToParts(sample)) {
          const value = part.value.replace(/[\u200e\u200f\u061c]/gu, '').trim();
          if (part.type === 'currency' && value !== '') found.add(value);
        }
      }
    }
  } catch {
    // A runtime without this language's data reads the others.
  }
  known = [...found];
  forms.set(key, known);
  return known;
}

/** `form` written in `text` as a word of its own where it has letters ("Kč", not "Kčs"). */
function writes(text: string, form: string): boolean {
  let at = text.indexOf(form);
  const lettered = /\p{L}/u.test(form);
  while (at >= 0) {
    const before = text.charAt(at - 1);
    const after = text.charAt(at + form.length);
    if (!lettered || (!/[\p{L}\p{M}]/u.test(before) && !/[\p{L}\p{M}]/u.test(after))) return true;
    at = text.indexOf(form, at + 1);
  }
  return false;
}

/**
 * True for `word`, a currency's ISO code in capitals, where `text` (the source) writes that
 * currency in a form CLDR gives it in `langs` or in English.
 */
export function isSourceCurrencyCode(
  word: string,
  text: string,
  langs: readonly string[],
): boolean {
  if (!/^[A-Z]{3}$/.test(word)) return false;
  codes ??= new Set(Intl.supportedValuesOf('currency'));
  if (!codes.has(word)) return false;
  if (writes(text, word)) return true;
  if (
    [...new Set([...langs, 'en'])].some((lang) =>
      formsOf(word, lang).some((form) => writes(text, form)),
    )
  )
    return true;
  // "2,5 tỷ VND" of "2,5 tỷ đồng", "3,4 mld PLN" of "3,4 miliarda złotych": CLDR's name is the
  // currency's with its country ("đồng Việt Nam"), the source writes the currency's word alone,
  // which the figures reader takes for the currency the code names (figure-words.ts).
  const currency = currencyOfCode(word);
  return (
    currency !== undefined &&
    (text.match(/[\p{L}\p{M}]{4,}/gu) ?? []).some((one) => currenciesOf(one).includes(currency))
  );
}

/** A number's digits just before a currency's form ("1 250 Ft"), its groups' separators aside. */
const DIGITS_BEFORE = /(?<![\d.,])(\d+(?:[.,\s']\d{3})*(?:[.,]\d+)?)\s?$/u;
/** A number's digits just after a currency's form ("Ksh 1,250"). */
const DIGITS_AFTER = /^\s?(\d+(?:[.,\s']\d{3})*(?:[.,]\d+)?)(?![\d.,]?\d)/u;

/** `form` written in `text` as a word of its own, a number whose digits are `digits` beside it. */
function writesBeside(text: string, form: string, digits: string): boolean {
  let at = text.indexOf(form);
  while (at >= 0) {
    const end = at + form.length;
    const runs = [
      DIGITS_BEFORE.exec(text.slice(Math.max(0, at - 24), at))?.[1],
      DIGITS_AFTER.exec(text.slice(end, end + 24))?.[1],
    ];
    // "Ft" of "1250 Ft", not of "Fte": a form with letters is a word of its own.
    const alone =
      !/\p{L}/u.test(form) ||
      (!/[\p{L}\p{M}]/u.test(text.charAt(at - 1)) && !/[\p{L}\p{M}]/u.test(text.charAt(end)));
    if (alone && runs.some((run) => run?.replace(/\D/gu, '') === digits)) return true;
    at = text.indexOf(form, at + 1);
  }
  return false;
}

/**
 * True where `text` (the source) writes the currency of ISO code `code` beside the amount whose
 * digits are `digits` (separators aside: "1250" of "1 250"): the code itself, or a form CLDR gives
 * it in `langs` or in English ("1250 Ft" of HUF, "1250 лв." of BGN, "Ksh 1,250" of KES).
 */
export function sourceWritesCurrencyBeside(
  code: string,
  digits: string,
  text: string,
  langs: readonly string[],
): boolean {
  if (writesBeside(text, code, digits)) return true;
  return [...new Set([...langs, 'en'])].some((lang) =>
    formsOf(code, lang).some((form) => writesBeside(text, form, digits)),
  );
}

/** Each language's currency names' words (lower case), with the codes whose names they are in. */
const nameWords = /* @__PURE__ */ new Map<string, Map<string, string[]>>();

/** A language's names of every currency CLDR has, made on first need (a few milliseconds). */
function nameWordsIn(lang: string): Map<string, string[]> {
  let known = nameWords.get(lang);
  if (known) return known;
  known = new Map();
  codes ??= new Set(Intl.supportedValuesOf('currency'));
  try {
    for (const code of codes) {
      // The name alone: one format for each currency (its symbols are no words of a name).
      const format = new Intl.NumberFormat(lang, {
        style: 'currency',
        currency: code,
        currencyDisplay: 'name',
      });
      for (const sample of SAMPLES) {
        // Turkish writes the sign and the name both ("₺1,00 Türk lirası"): every currency part.
        for (const part of format.formatToParts(sample)) {
          if (part.type !== 'currency') continue;
          for (const word of part.value.toLowerCase().match(/\p{L}[\p{L}\p{M}]*/gu) ?? []) {
            const list = known.get(word) ?? [];
            if (!list.includes(code)) known.set(word, [...list, code]);
          }
        }
      }
    }
  } catch {
    // A runtime without this language's data reads the others.
  }
  nameWords.set(lang, known);
  return known;
}

/** Each language's currency names' words' first three letters, from the names in the singular. */
const namePrefixes = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();

/** A word's first three letters (fewer for a shorter word). */
const prefixOf = (word: string) => [...word].slice(0, 3).join('');

/**
 * Whether `word` (lower case) may be a word of a currency's name in `lang`: its first three letters
 * begin a word of one of the names `Intl.DisplayNames` gives (all of them from one object, cheap),
 * as "svenska" and "Reais" begin "svensk krona" and "real brasileiro". Most names a line holds are
 * none, so the plural names (hundreds of formats) are made only for a word that may be.
 */
function mayNameCurrency(word: string, lang: string): boolean {
  let prefixes = namePrefixes.get(lang);
  if (!prefixes) {
    const found = new Set<string>();
    codes ??= new Set(Intl.supportedValuesOf('currency'));
    try {
      const names = new Intl.DisplayNames([lang], { type: 'currency', fallback: 'none' });
      for (const code of codes) {
        const name = names.of(code)?.toLowerCase() ?? '';
        for (const one of name.match(/\p{L}[\p{L}\p{M}]*/gu) ?? []) found.add(prefixOf(one));
      }
    } catch {
      // A runtime without this language's data reads the others.
    }
    prefixes = found;
    namePrefixes.set(lang, prefixes);
  }
  return prefixes.has(prefixOf(word));
}

/**
 * True for `name` (one word or a few: "svenska", "Việt Nam"), every word of it in CLDR's name of a
 * currency that `text` (the source) writes, in `langs` or in English.
 */
export function isSourceCurrencyName(
  name: string,
  text: string,
  langs: readonly string[],
): boolean {
  const words = name.toLowerCase().match(/\p{L}[\p{L}\p{M}]*/gu);
  if (!words) return false;
  return [...new Set([...langs, 'en'])].some((lang) => {
    if (!words.every((word) => mayNameCurrency(word, lang))) return false;
    const table = nameWordsIn(lang);
    const shared = words
      .map((word) => table.get(word) ?? [])
      .reduce((common, list) => common.filter((code) => list.includes(code)));
    return shared.some((code) =>
      [...new Set([...langs, 'en'])].some((own) =>
        [code, ...formsOf(code, own)].some((form) => writes(text, form)),
      ),
    );
  });
}

/** Each language's currency symbols CLDR writes with letters, in lower case. */
const letterSymbols = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();

function letterSymbolsIn(lang: string): ReadonlySet<string> {
  let known = letterSymbols.get(lang);
  if (known) return known;
  const found = new Set<string>();
  codes ??= new Set(Intl.supportedValuesOf('currency'));
  try {
    for (const code of codes) {
      const format = new Intl.NumberFormat(lang, { style: 'currency', currency: code });
      for (const part of format.formatToParts(1)) {
        if (part.type === 'currency' && /^\p{L}+$/u.test(part.value)) {
          found.add(part.value.toLowerCase());
        }
      }
    }
  } catch {
    // A runtime without this language's data reads the others.
  }
  known = found;
  letterSymbols.set(lang, known);
  return known;
}

/** Each language's letter symbols of the currencies figure-words.ts names ("ft": forint, in hu). */
const symbolCurrencies = /* @__PURE__ */ new Map<string, ReadonlyMap<string, string>>();
/** The first characters of those symbols, lower-cased: a word starting otherwise names none. */
const symbolFirsts = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();

/**
 * The currency (as figure-words.ts names it) whose symbol CLDR writes as `word` in letters in one of
 * `langs`: Hungarian's "19 900 Ft" is in forints, as a line's "19 900 forintba" says (round
 * twenty-six); English reads "6 ft" as no currency, its symbols being others.
 */
export function currencyOfLetterSymbol(word: string, langs: Iterable<string>): string | undefined {
  // Its first character lower-cased alone is the whole word's lower-cased first (no final sigma
  // there), save a surrogate's: most words start with no symbol's letter, and are not lower-cased.
  const code = word.charCodeAt(0);
  const first = code >= 0xd800 && code <= 0xdfff ? undefined : word.charAt(0).toLowerCase();
  let lower: string | undefined;
  for (const lang of langs) {
    let known = symbolCurrencies.get(lang);
    if (!known) {
      const found = new Map<string, string>();
      codes ??= new Set(Intl.supportedValuesOf('currency'));
      try {
        for (const code of codes) {
          const currency = currencyOfCode(code);
          if (!currency) continue;
          const format = new Intl.NumberFormat(lang, { style: 'currency', currency: code });
          for (const part of format.formatToParts(1)) {
            if (part.type === 'currency' && /^\p{L}+$/u.test(part.value)) {
              found.set(part.value.toLowerCase(), currency);
            }
          }
        }
      } catch {
        // A runtime without this language's data reads the others.
      }
      known = found;
      symbolCurrencies.set(lang, known);
      symbolFirsts.set(lang, new Set([...found.keys()].map((symbol) => symbol.charAt(0))));
    }
    if (first !== undefined && !symbolFirsts.get(lang)?.has(first)) continue;
    lower ??= word.toLowerCase();
    const currency = known.get(lower);
    if (currency) return currency;
  }
  return undefined;
}

/**
 * True for `word`, a currency's symbol CLDR writes in letters in one of `langs` ("RM", the ringgit's
 * in Malay; "ریال", the rial's in Persian): before a number it is the currency, as "USD" is.
 */
export function isLetterSymbol(word: string, langs: Iterable<string>): boolean {
  const lower = word.toLowerCase();
  for (const lang of langs) if (letterSymbolsIn(lang).has(lower)) return true;
  return false;
}

/**
 * True for `word`, a currency's sign with its country's letters before it ("KSh", "TSh"), where
 * `text` (the source) writes the sign alone before a number ("Sh 7,999", as Kenyan and Tanzanian
 * posts write the shilling) and CLDR writes `word` as a currency's symbol in `langs` or English
 * ("Ksh" in Swahili and Kenyan English): the same currency, its country said.
 */
export function isSourceSignWithCountry(
  word: string,
  text: string,
  langs: readonly string[],
): boolean {
  if (!/^\p{Lu}{1,2}\p{L}{2,3}$/u.test(word)) return false;
  // The sign the source writes: the word's end from a capital on, two letters or more ("Sh").
  const signs = [...word].map((_, at) => word.slice(at)).slice(1, -1);
  const written = signs.some(
    (sign) =>
      /^\p{Lu}/u.test(sign) && new RegExp(`(?<![\\p{L}\\p{M}])${sign}\\s?\\d`, 'u').test(text),
  );
  if (!written) return false;
  const lower = word.toLowerCase();
  return [...new Set([...langs, 'en'])].some((lang) => letterSymbolsIn(lang).has(lower));
}
