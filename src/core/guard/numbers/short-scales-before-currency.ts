/**
 * A compact scale of one or two letters between an amount and its currency: Hungarian "48 M Ft",
 * "800 E Ft", Turkish "2,4 Mn $", "1,5 Mr $", Vietnamese "4,5 Tr ₫". compact-scales.ts reads a
 * scale word of three letters or more (or two small ones) alone, as "5 m" may be five metres and
 * "Mr" a title; with a currency right after it, the letters can only be the amount's scale, so
 * "48 M Ft" of a source's "48 milliárd forint" is 48 million forints and stops, where the digits
 * alone had been held by the source's 48. The letters and factors are CLDR's compact notation
 * (`Intl.NumberFormat`, cldr-compact-scales.ts) in the text's languages: no table here.
 */
import { compactScalesOf, scaleFactors } from '../figures/cldr-compact-scales.ts';
import { currencyOfLetterSymbol } from '../figures/currency-codes.ts';
import type { Token } from '../figures/figure-tokens.ts';
import { currenciesOf } from '../figures/figure-words.ts';

const shortByLang = /* @__PURE__ */ new Map<string, ReadonlyMap<string, number>>();

/** The scales `lang` writes after a number and a space, as CLDR writes their case, dot off. */
function shortScalesOf(lang: string): ReadonlyMap<string, number> {
  let known = shortByLang.get(lang);
  if (known) return known;
  const after = compactScalesOf(lang).filter((scale) => !scale.before && !scale.joined);
  known = scaleFactors(after, (scale) => scale.value.replace(/\.$/u, ''));
  if (shortByLang.size >= 200) shortByLang.clear();
  shortByLang.set(lang, known);
  return known;
}

/** A sign that is no currency's. */
const PERCENT = /^[%٪]$/u;

/** Whether `token` is a currency: its sign, or a word or CLDR letter symbol of one ("Ft-ba"). */
function isCurrency(token: Token, langs: readonly string[]): boolean {
  if (token.kind === 'sign') return !PERCENT.test(token.text);
  if (token.kind !== 'word') return false;
  const word = token.text.replace(/-\p{Ll}{1,4}$/u, '');
  return currenciesOf(word).length > 0 || currencyOfLetterSymbol(word, langs) !== undefined;
}

/**
 * The factor of `next`, a compact scale of one or two letters in one of `langs`, when `after` is a
 * currency one space or none after it; undefined otherwise (most words: tested on length first).
 */
export function shortScaleBeforeCurrency(
  next: Token,
  after: Token | undefined,
  langs: readonly string[],
): number | undefined {
  if (next.text.length > 2 || after === undefined || after.start - next.end > 1) return undefined;
  if (!isCurrency(after, langs)) return undefined;
  for (const lang of langs) {
    const factor = shortScalesOf(lang).get(next.text);
    if (factor !== undefined) return factor;
  }
  return undefined;
}
