/**
 * A currency's name after an amount as CLDR writes it in a language the text is read in, in each of
 * its plural forms and with the adjective it carries (issue 44): Finnish "1 250 euroa", Croatian
 * "1.250 eura", Greek "1.250 ευρώ", Russian "1 250 российских рублей", Hindi "1,250 भारतीय रुपए",
 * Chinese "1,250人民币". figure-words.ts lists the few words people write most in a table; this
 * reads the rest from `Intl.NumberFormat`'s names, so a line's amount is money in the currency its
 * source writes with a sign ("1 250 €"), not a bare 1250 the source does not hold.
 */

import { finnishGenitive } from '../numbers/finnish-scale-genitives.ts';
import { sourceWritesCurrencyBeside } from './currency-codes.ts';
import { currencyOfCode } from './figure-words.ts';

interface NamedCurrency {
  /** The name's words after the first, lower case ("kronor" of "svenska kronor"). */
  rest: readonly string[];
  /** The currency as figure-words.ts names it ("euro"), or '' for one it does not know. */
  currency: string;
  /** Its ISO code ("EUR"). */
  code: string;
}

/** The plural forms' samples a currency's name takes ("1 euro", "2 euroa", "5 eura"). */
const SAMPLES = [1, 2, 5, 21, 1250, 1.5];

const namesByLang = /* @__PURE__ */ new Map<string, Map<string, NamedCurrency[]>>();

/** A name's words: runs of letters and marks, lower case. */
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];

/** Every currency's names in `lang`, by their first word, made on first need (tens of ms). */
function namesIn(lang: string): Map<string, NamedCurrency[]> {
  let names = namesByLang.get(lang);
  if (names) return names;
  names = new Map();
  try {
    for (const code of Intl.supportedValuesOf('currency')) {
      // Whole amounts take their own plural forms ("1 250 российских рублей", not "рубля").
      const formats = [0, undefined].map(
        (digits) =>
          new Intl.NumberFormat(lang, {
            style: 'currency',
            currency: code,
            currencyDisplay: 'name',
            ...(digits === 0 && { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
          }),
      );
      const seen = new Set<string>();
      for (const [format, sample] of formats.flatMap((one) =>
        SAMPLES.map((n) => [one, n] as const),
      )) {
        for (const part of format.formatToParts(sample)) {
          // A former currency of the same name ("российский рубль (1991–1998)") is no other.
          if (part.type !== 'currency' || /\d/u.test(part.value)) continue;
          const words = wordsOf(part.value);
          const key = words.join(' ');
          const [first, ...rest] = words;
          if (!first || seen.has(key)) continue;
          seen.add(key);
          const list = names.get(first) ?? [];
          // A currency whose signs figure-words.ts does not know stays unread: its source's sign
          // is read as none, and an amount with its name would be stopped where it was kept.
          list.push({ rest, currency: currencyOfCode(code) ?? '', code });
          names.set(first, list);
          // "1,2 miljardin euron tulos": a Finnish amount before its noun takes the genitive, a
          // one-word name's ending in a vowel and "n" (finnish-scale-genitives.ts reads its scale).
          const genitive = finnishGenitive(lang, words);
          if (genitive && !names.has(genitive))
            names.set(genitive, [{ rest, currency: currencyOfCode(code) ?? '', code }]);
        }
      }
    }
  } catch {
    // A runtime without this language's data reads the others.
  }
  namesByLang.set(lang, names);
  return names;
}

const prefixesByLang = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();

/** A word's first three letters (fewer for a shorter word). */
const prefixOf = (word: string) => [...word].slice(0, 3).join('');

/**
 * Whether `word` may begin a currency's name in `lang`: its first three letters begin one of the
 * names `Intl.DisplayNames` gives (one object, a few milliseconds), as "российских" begins
 * "российский рубль". Most words after an amount begin none, so the plural names (hundreds of
 * formats, a tenth of a second) are made only for a language where a word may.
 */
function mayBeginName(word: string, lang: string): boolean {
  let prefixes = prefixesByLang.get(lang);
  if (!prefixes) {
    const found = new Set<string>();
    try {
      const names = new Intl.DisplayNames([lang], { type: 'currency', fallback: 'none' });
      for (const code of Intl.supportedValuesOf('currency')) {
        const first = wordsOf(names.of(code) ?? '')[0];
        if (first) found.add(prefixOf(first));
      }
    } catch {
      // A runtime without this language's data reads the others.
    }
    prefixes = found;
    prefixesByLang.set(lang, prefixes);
  }
  return prefixes.has(prefixOf(word));
}

/** Each language set's answers by word: a long source asks of the same few words thousands of times. */
const answered = /* @__PURE__ */ new WeakMap<ReadonlySet<string>, Map<string, boolean>>();

/**
 * Whether `word` (as written) may begin a currency's name in one of `langs` (a reading's set, the
 * same object for the same languages): asked of the word after every amount, so answered once.
 */
export function mayBeginCurrencyName(word: string, langs: ReadonlySet<string>): boolean {
  let known = answered.get(langs);
  if (!known) {
    known = new Map();
    answered.set(langs, known);
  }
  let may = known.get(word);
  if (may === undefined) {
    const lower = word.toLowerCase();
    may = [...langs].some((lang) => mayBeginName(lower, lang));
    if (known.size < 50_000) known.set(word, may);
  }
  return may;
}

/** The longest of CLDR's currency names `text` begins with, and every currency so named. */
interface NameFound {
  /** As figure-words.ts names them ('' for one it does not know). */
  currencies: ReadonlySet<string>;
  codes: ReadonlySet<string>;
  length: number;
}

function longestNameAt(text: string, langs: Iterable<string>): NameFound | undefined {
  const head = /^\s*([\p{L}\p{M}]+)/u.exec(text);
  if (!head?.[1]) return undefined;
  const first = head[1].toLowerCase();
  // Han and kana have no spaces: the name is the head's beginning ("人民币" of "人民币和").
  if (UNSPACED.test(first)) return unspacedNameAt(first, head[0].length - first.length, langs);
  let best:
    | { currencies: Set<string>; codes: Set<string>; length: number; words: number }
    | undefined;
  for (const lang of langs) {
    if (!mayBeginName(first, lang)) continue;
    for (const name of namesIn(lang).get(first) ?? []) {
      let at = head[0].length;
      let whole = true;
      for (const word of name.rest) {
        const next = /^[\s-]*([\p{L}\p{M}]+)/u.exec(text.slice(at));
        if (next?.[1]?.toLowerCase() !== word) {
          whole = false;
          break;
        }
        at += next[0].length;
      }
      if (!whole) continue;
      const words = name.rest.length + 1;
      if (!best || words > best.words) {
        best = { currencies: new Set(), codes: new Set(), length: at, words };
      }
      if (words === best.words) {
        best.currencies.add(name.currency);
        best.codes.add(name.code);
      }
    }
  }
  return best;
}

const UNSPACED = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;

/**
 * The longest one-word name `head` begins with (letters written without spaces, `offset` after the
 * text's start).
 */
function unspacedNameAt(
  head: string,
  offset: number,
  langs: Iterable<string>,
): NameFound | undefined {
  // CLDR's Han names are short ("人民币", "莫桑比克美提卡"): a dozen letters is room enough.
  const letters = [...head].slice(0, 12);
  for (let count = letters.length; count > 0; count--) {
    const name = letters.slice(0, count).join('');
    const currencies = new Set<string>();
    const codes = new Set<string>();
    for (const lang of langs) {
      if (!mayBeginName(name, lang)) continue;
      for (const one of namesIn(lang).get(name) ?? []) {
        if (one.rest.length > 0) continue;
        currencies.add(one.currency);
        codes.add(one.code);
      }
    }
    if (codes.size > 0) return { currencies, codes, length: offset + name.length };
  }
  return undefined;
}

/**
 * The currency whose name `text` begins with (a line's words after an amount), in `langs`, and the
 * length of that name in `text`; undefined where it begins with none, or with the names of
 * currencies figure-words.ts tells apart ("dollars" alone: the table says which).
 */
export function currencyNameAt(
  text: string,
  langs: Iterable<string>,
): { currency: string; length: number } | undefined {
  const best = longestNameAt(text, langs);
  // One word naming several currencies ("dinar", "peso") says no one of them.
  const [currency] = best?.currencies ?? [];
  if (!best || !currency || best.currencies.size !== 1) return undefined;
  return { currency, length: best.length };
}

/** The longest currency name looked for after an amount ("российских рублей" and spaces). */
const NAME_SPAN = 48;

/** currencyNameAt of `text` from `start` on: the word after an amount. */
export const currencyNameFrom = (text: string, start: number, langs: Iterable<string>) =>
  currencyNameAt(text.slice(start, start + NAME_SPAN), langs);

/** The most words a currency's name before its amount takes ("shilingi za Kenya 1,250"). */
const WORDS_BEFORE = 4;

/**
 * `text` with the currency name beside an amount it holds (`figure`, a supported money or count
 * figure: "1 250 svenska kronor", "1.250 đồng Việt Nam", "shilingi za Kenya 1,250") blanked, where
 * CLDR's name it is and either the figure's currency or one the source writes beside the same
 * amount (`source`, in a form CLDR gives it: "1250 Ft" of "1250 magyar forint", "1,250 ج.م." of
 * "1,250 جنيهًا مصريًا"): the country or its adjective in the name is no name of its own. The same
 * text where the amount's words are none such ("800 هزار تومان": thousand, then the table's).
 * `ends`: the amounts the source may write the currency beside, if not the figure's own digits (a
 * range's two ends: "RM 5–8" writes it beside the 5 of "5–8 Ringgit Malaysia").
 */
export function withoutCurrencyName(
  text: string,
  figure: { text: string; kind: string },
  langs: readonly string[],
  source: { text: string; langs: readonly string[] },
  ends?: readonly string[],
): string {
  const at = text.indexOf(figure.text);
  const digits = /\d(?:[\d.,]|\s(?=\d))*/u.exec(figure.text);
  if (at < 0 || !digits) return text;
  const start = at + digits.index;
  const end = start + digits[0].length;
  const named = (found: NameFound | undefined) => {
    if (!found) return false;
    const [currency] = found.currencies;
    if (figure.kind === 'money' && currency && found.currencies.size === 1) return true;
    const amounts = ends ?? [digits[0]];
    return [...found.codes].some((code) =>
      amounts.some((amount) =>
        sourceWritesCurrencyBeside(code, amount.replace(/\D/gu, ''), source.text, source.langs),
      ),
    );
  };
  const blank = (from: number, to: number) =>
    `${text.slice(0, from)}${' '.repeat(to - from)}${text.slice(to)}`;
  const after = longestNameAt(text.slice(end, end + NAME_SPAN), langs);
  if (after && named(after)) return blank(end, end + after.length);
  // A name before the amount: the one that ends where the digits begin (spaces between).
  const head = text.slice(Math.max(0, start - NAME_SPAN), start);
  const offset = start - head.length;
  const starts = [...head.matchAll(/[\p{L}\p{M}]+/gu)].slice(-WORDS_BEFORE);
  for (const word of starts) {
    const from = offset + (word.index ?? 0);
    const found = longestNameAt(text.slice(from, start), langs);
    if (found && /^\s*$/u.test(text.slice(from + found.length, start)) && named(found)) {
      return blank(from, from + found.length);
    }
  }
  return text;
}
