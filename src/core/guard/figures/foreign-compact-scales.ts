/**
 * A compact amount whose scale is written as another language's CLDR writes it, or in another
 * case (issue 44 item 4): English "$1.2 mn" (Swedish and Turkish write "mn"), "₹2.5 cr" and
 * "₹40L" (Indian English), French "1,3 Mrd €" (German) and "3,4 Mds €" (its plural), Vietnamese
 * "2,5 tr đồng" ("Tr"). The readers of the source's and the line's languages (compact-letter-
 * scales.ts, compact-scales.ts) know none of these, so the digits were read alone and stopped, or
 * the scale as a name. Here
 * the scales are those `Intl.NumberFormat`'s compact notation writes after a number in every
 * language the guard reads numbers in, lower-cased, a word two languages give different factors
 * left out ("tn": Swedish thousands, Turkish trillions); one letter only as CLDR writes it,
 * against the digits ("₹40L"), as "5 m" stays five metres. A scale with a currency's sign joined
 * on is read too: Swedish "2,5 mkr", "40 tkr", "1,3 mdkr", one letter naming the smallest scale
 * whose word opens on it (a larger one writes two, "md"). A reading holds only where the number
 * times that factor, with the line's currency, is a figure of the source: a changed amount or a
 * changed scale ("3,5 mkr", "1,2 mkr" of a source's 1,2 miljarder) stays stopped. Nordic and
 * Finnish business writing joins the scale to the currency's ISO code ("1 200 MSEK", "MEUR 40"):
 * read after or before the amount, and from the source's side (heldSourceCodedScale).
 */
import { NUMBER_WORD_LANGUAGES } from '../numbers/number-words.ts';
import { compactScalesOf } from './cldr-compact-scales.ts';
import type { Figure } from './figure-kinds.ts';
import { currenciesOf } from './figure-words.ts';

/** Besides the number-word languages, the regions whose CLDR writes scales its own way. */
const REGIONAL = ['en-IN', 'de-CH'];

let union: ReadonlyMap<string, number> | undefined;

/** Every language's compact scales after a number, lower-cased, one factor each; built once. */
function scales(): ReadonlyMap<string, number> {
  if (union) return union;
  const found = new Map<string, number>();
  for (const lang of [...NUMBER_WORD_LANGUAGES, ...REGIONAL]) {
    for (const scale of compactScalesOf(lang)) {
      if (scale.before) continue;
      const word = scale.value.replace(/\.$/u, '').toLowerCase();
      const key = [...word].length === 1 ? `+${word}` : word;
      found.set(key, found.has(key) && found.get(key) !== scale.factor ? Number.NaN : scale.factor);
    }
  }
  union = new Map([...found].filter(([, factor]) => !Number.isNaN(factor)));
  return union;
}

const initials = /* @__PURE__ */ new Map<string, ReadonlyMap<string, number>>();

/** `lang`'s scale words' first letters, each the smallest factor whose word opens on it. */
function initialsOf(lang: string): ReadonlyMap<string, number> {
  let known = initials.get(lang);
  if (known) return known;
  const found = new Map<string, number>();
  for (const scale of compactScalesOf(lang)) {
    const letter = scale.value.charAt(0).toLowerCase();
    if (!/\p{L}/u.test(letter) || [...scale.value].length < 3) continue;
    found.set(letter, Math.min(found.get(letter) ?? Number.POSITIVE_INFINITY, scale.factor));
  }
  known = found;
  if (initials.size >= 200) initials.clear();
  initials.set(lang, known);
  return known;
}

/** The scale (and any currency joined on) after a number: `word` as written, spaced or not. */
function scaleOf(
  word: string,
  spaced: boolean,
  langs: readonly string[],
): { factor: number; currency: string } | undefined {
  const lower = word.toLowerCase();
  const factor =
    [...lower].length === 1
      ? spaced
        ? undefined
        : scales().get(`+${lower}`)
      : scales().get(lower);
  if (factor !== undefined) return { factor, currency: '' };
  // "3,4 Mds €": French's plural of "Md", a scale of two letters or more and an "s".
  const plural =
    [...lower].length >= 3 && lower.endsWith('s') ? scales().get(lower.slice(0, -1)) : undefined;
  if (plural !== undefined) return { factor: plural, currency: '' };
  // "mkr", "mdkr": a scale's letters, then a currency's sign the figures reader knows.
  for (const size of [1, 2]) {
    const currency = word.slice(size);
    if (currency.length < 2 || currenciesOf(currency).length === 0) continue;
    const letters = lower.slice(0, size);
    const scaled =
      size === 1
        ? langs.map((lang) => initialsOf(lang).get(letters)).find((one) => one !== undefined)
        : scales().get(letters);
    if (scaled !== undefined) return { factor: scaled, currency };
  }
  return undefined;
}

/**
 * The digits of a figure, a decimal mark and one or two digits after it allowed; thousands grouped
 * by a space too ("1 200 MSEK", "2 300 MNOK"), never by a mark that may be a decimal one.
 */
const NUMBER =
  /(?<![\d.,])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d{1,4})(?:[.,](\d{1,2}))?(?![\d.,]*\d)/u;
/** A scale joined to a currency's code before the number ("MEUR 40", "MSEK 1 200"). */
const BEFORE = /(?<![\p{L}\p{M}])([\p{L}]{4,6})([\s\u00a0\u202f]?)$/u;
/** A word right after the figure, a space or none between, an abbreviation's full stop after it. */
const AFTER = /^([\s\u00a0\u202f]?)([\p{L}\p{M}]{1,6})\.?(?![\p{L}\p{M}])/u;

/** Each place the line writes `figure`'s number with a foreign scale after it, written out. */
function* scaledAt(
  figure: Figure,
  line: string,
  langs: readonly string[],
): Generator<{ start: number; end: number; written: string; digits: string }> {
  const number = NUMBER.exec(figure.text);
  if (!number || (figure.kind !== 'count' && figure.kind !== 'money')) return;
  for (let at = line.indexOf(figure.text); at >= 0; at = line.indexOf(figure.text, at + 1)) {
    // After the number, inside the figure or past it: "1,3 Mrd €" is read as one figure in French.
    const from = at + number.index;
    const end = from + number[0].length;
    const after = AFTER.exec(line.slice(end));
    if (!after) continue;
    const space = after[1] ?? '';
    const scale = scaleOf(after[2] ?? '', space !== '', langs);
    if (!scale) continue;
    const digits = String(Math.round(numberValue(number) * scale.factor));
    const currency = scale.currency ? ` ${scale.currency}` : '';
    const written = `${line.slice(0, from)}${digits}${currency}${line.slice(end + after[0].length)}`;
    yield { start: end + space.length, end: end + after[0].length, written, digits };
  }
  yield* codedBefore(figure, line, langs, number);
}

/** A matched number's value, its groups' spaces aside. */
function numberValue(number: RegExpExecArray): number {
  return Number(`${(number[1] ?? '').replace(/\D/gu, '')}.${number[2] ?? '0'}`);
}

/**
 * "MEUR 40", "MSEK 1 200": Nordic and Finnish business writing puts a scale joined to a currency's
 * ISO code before the amount too; only a code with a scale (a currency alone is no scale's).
 */
function* codedBefore(
  figure: Figure,
  line: string,
  langs: readonly string[],
  number: RegExpExecArray,
): Generator<{ start: number; end: number; written: string; digits: string }> {
  for (let at = line.indexOf(figure.text); at >= 0; at = line.indexOf(figure.text, at + 1)) {
    const from = at + number.index;
    const before = BEFORE.exec(line.slice(Math.max(0, from - 8), from));
    const word = before?.[1] ?? '';
    if (!before || !/^\p{Lu}*$/u.test(word.slice(1))) continue;
    const scale = scaleOf(word, true, langs);
    if (!scale?.currency) continue;
    const digits = String(Math.round(numberValue(number) * scale.factor));
    const start = from - before[0].length;
    const end = from + number[0].length;
    const written = `${line.slice(0, start)}${digits} ${scale.currency}${line.slice(end)}`;
    yield { start, end: start + word.length, written, digits };
  }
}

/**
 * Whether the line's `figure`, a foreign compact scale after it, is a figure of the source once
 * multiplied out: `read` reads a text's figures as the line's are read, `supported` says whether
 * the source holds one; `langs` the source's and the line's languages (for a currency's letters).
 */
export function heldForeignCompactScale(
  figure: Figure,
  line: string,
  langs: readonly string[],
  read: (text: string) => Figure[],
  supported: (figure: Figure) => boolean,
): boolean {
  for (const { written, digits } of scaledAt(figure, line, langs)) {
    const figures = read(written).filter((one) => one.text.includes(digits));
    if (figures.length > 0 && figures.every(supported)) return true;
  }
  return false;
}

/**
 * `namesText` with each foreign compact scale after one of the line's `figures` blanked where the
 * amount it writes is a value of the source's (`sourceKeys`): "Mrd" of "1,3 Mrd €" is no name.
 */
export function withoutHeldForeignScales(
  namesText: string,
  figures: readonly Figure[],
  langs: readonly string[],
  sourceKeys: ReadonlySet<string>,
): string {
  let text = namesText;
  for (const figure of figures) {
    for (const { start, end, digits } of scaledAt(figure, namesText, langs)) {
      // A money amount's keys hold it with an unknown currency too ("c:?:1300000000").
      if (!sourceKeys.has(`c:?:${digits}`) && !sourceKeys.has(`n${digits}`)) continue;
      text = `${text.slice(0, start)}${' '.repeat(end - start)}${text.slice(end)}`;
    }
  }
  return text;
}

/** A scale's letters joined to a currency's code in capitals ("MSEK", "MNOK", "mdSEK"). */
const CODED = /(?<![\p{L}\p{M}])(?:[kKtTmM]|[mM][dD]|[mM]rd|bn)[A-Z]{3}(?![\p{L}\p{M}])/gu;

/**
 * Whether the line's `figure` is an amount the source writes with a scale joined to a currency's
 * code ("1,2 miljarder kronor" of the source's "1 200 MSEK"), the other way round from the readers
 * above: each such amount of the source is read written out, in a window around it, so a long
 * source costs one pass of a regular expression.
 */
export function heldSourceCodedScale(
  figure: Figure,
  sourceText: string,
  langs: readonly string[],
  read: (text: string) => Figure[],
): boolean {
  if (figure.kind !== 'money' && figure.kind !== 'count') return false;
  for (const coded of sourceText.matchAll(CODED)) {
    const at = coded.index ?? 0;
    const window = sourceText.slice(Math.max(0, at - 16), at + coded[0].length + 16);
    for (const one of read(window)) {
      for (const { written, digits } of scaledAt(one, window, langs)) {
        const keys = new Set(
          read(written)
            .filter((amount) => amount.text.includes(digits))
            .flatMap((amount) => amount.readings.flat()),
        );
        if (figure.readings.some((reading) => reading.every((key) => keys.has(key)))) return true;
      }
    }
  }
  return false;
}
