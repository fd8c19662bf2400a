/**
 * A currency's name after an amount as CLDR writes it in a language the text is read in, in each of
 * its plural forms and with the adjective it carries (issue 44): Finnish "1 250 euroa", Croatian
 * "1.250 eura", Greek "1.250 ευρώ", Russian "1 250 российских рублей", Hindi "1,250 भारतीय रुपए",
 * Chinese "1,250人民币". figure-words.ts lists the few words people write most in a table; this
 * reads the rest from `Intl.NumberFormat`'s names, so a line's amount is money in the currency its
 * source writes with a sign ("1 250 €"), not a bare 1250 the source does not hold.
 */
import { currencyOfCode } from './figure-words.ts';

interface NamedCurrency {
  /** The name's words after the first, lower case ("kronor" of "svenska kronor"). */
  rest: readonly string[];
  /** The currency as figure-words.ts names it ("euro"), or '' for one it does not know. */
  currency: string;
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
          list.push({ rest, currency: currencyOfCode(code) ?? '' });
          names.set(first, list);
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

/**
 * The currency whose name `text` begins with (a line's words after an amount), in `langs`, and the
 * length of that name in `text`; undefined where it begins with none, or with the names of
 * currencies figure-words.ts tells apart ("dollars" alone: the table says which).
 */
export function currencyNameAt(
  text: string,
  langs: Iterable<string>,
): { currency: string; length: number } | undefined {
  const head = /^\s*([\p{L}\p{M}]+)/u.exec(text);
  if (!head?.[1]) return undefined;
  const first = head[1].toLowerCase();
  let best: { currency: string; length: number; words: number } | undefined;
  const found = new Set<string>();
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
        best = { currency: name.currency, length: at, words };
        found.clear();
      }
      if (words === best.words) found.add(name.currency);
    }
  }
  // One word naming several currencies ("dinar", "peso") says no one of them.
  if (!best?.currency || found.size !== 1) return undefined;
  return { currency: best.currency, length: best.length };
}

/** A run of Han or kana at a text's start: Chinese and Japanese write a name against its amount. */
const CJK_RUN = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc]+/u;

/** The longest Chinese or Japanese currency name looked for ("新台币", "香港ドル"). */
const CJK_NAME_MAX = 6;

/**
 * The currency whose CLDR name in Chinese or Japanese `text` begins with, and its length: "欧元浮动
 * 条款" begins with "欧元", "ユーロで" with "ユーロ". These write no space after the name, so the
 * longest name that starts the run is taken (round eighteen: "6000万欧元" was a bare 60 million,
 * and its English card's "€60 million" was stopped). One-character names ("元", "円") are signs.
 */
export function cjkCurrencyNameAt(
  text: string,
  langs: Iterable<string>,
): { currency: string; length: number } | undefined {
  const run = CJK_RUN.exec(text)?.[0];
  if (!run || run.length < 2) return undefined;
  let best: { currency: string; length: number } | undefined;
  const found = new Set<string>();
  for (const lang of langs) {
    if (lang !== 'zh' && lang !== 'ja') continue;
    for (let length = Math.min(run.length, CJK_NAME_MAX); length >= 2; length--) {
      const names = namesIn(lang)
        .get(run.slice(0, length))
        ?.filter((name) => name.rest.length === 0 && name.currency !== '');
      if (!names?.length) continue;
      if (!best || length > best.length) {
        best = { currency: names[0]?.currency ?? '', length };
        found.clear();
      }
      if (length === best.length) for (const name of names) found.add(name.currency);
      break;
    }
  }
  return best && found.size === 1 ? best : undefined;
}

/** The longest currency name looked for after an amount ("российских рублей" and spaces). */
const NAME_SPAN = 48;

/** currencyNameAt of `text` from `start` on: the word after an amount. */
export const currencyNameFrom = (text: string, start: number, langs: Iterable<string>) =>
  currencyNameAt(text.slice(start, start + NAME_SPAN), langs);

/**
 * `text` with the currency name of an amount it holds (`amount`, a money figure's text: "1 250
 * svenska kronor") blanked, where CLDR's name it is: its adjective is no name of its own. The
 * same text where the amount's words are none such ("800 هزار تومان": thousand, then the table's).
 */
export function withoutCurrencyName(text: string, amount: string, langs: Iterable<string>): string {
  const at = text.indexOf(amount);
  const digits = /\d[\d\s.,]*/u.exec(amount);
  if (at < 0 || !digits) return text;
  const after = digits.index + digits[0].length;
  const name = currencyNameAt(amount.slice(after), langs);
  if (!name) return text;
  const start = at + after;
  return `${text.slice(0, start)}${' '.repeat(name.length)}${text.slice(start + name.length)}`;
}
