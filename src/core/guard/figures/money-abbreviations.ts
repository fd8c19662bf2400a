/**
 * Money as summaries abbreviate it and documents spell it out (docs/decisions/012, "Long
 * documents"): a short scale against its currency sign ("420 M€", "1,2 Md€", "500 k€"), and a
 * currency joined to its scale by "of" ("420 millions d'euros", "3 millones de dólares"). The
 * figures reader (figure-quantities.ts, figure-units.ts) applies what these find.
 */
import type { Token } from './figure-tokens.ts';
import { currenciesOf } from './figure-words.ts';

/** Scales written as a letter or two against a currency sign, as French and German write them. */
const SHORT_SCALES_BEFORE_SIGN: ReadonlyMap<string, number> = /* @__PURE__ */ new Map([
  ['k', 1e3],
  ['K', 1e3],
  ['M', 1e6],
  ['Mio', 1e6],
  ['Md', 1e9],
  ['Mds', 1e9],
  ['Mrd', 1e9],
]);

/** The factor of `word` when it is a short scale written against a currency sign (`sign`). */
export function shortScaleBeforeSign(word: Token, sign: Token | undefined): number | undefined {
  // The sign first: most words have none against them, and are looked up for nothing.
  if (sign?.kind !== 'sign' || sign.start !== word.end) return undefined;
  const factor = SHORT_SCALES_BEFORE_SIGN.get(word.text);
  if (factor === undefined) return undefined;
  return /[%٪]/.test(sign.text) ? undefined : factor;
}

/** "de", "di": the word that joins a scale to its currency ("3 millones de dólares"). */
const CURRENCY_OF = /^(?:de|di|del)$/;

/**
 * The currency after a number and its "of", `at` the index of the word after the number (or its
 * scale, "420 millions"): the currencies and how many tokens they take, or undefined. After a bare
 * number only Romanian writes it ("1.250 de lei"; figure-units.ts asks a lower-case currency there).
 */
export function currencyAfterOf(
  tokens: readonly Token[],
  text: string,
  at: number,
): { currencies: string[]; tokens: number } | undefined {
  const word = tokens[at];
  // Both readings begin with a lower-case "d" ("d'euros", "de", "di", "del"): a word that does
  // not (most of a long source's) is let go before any regex runs (issue 44 item 7).
  if (word?.kind !== 'word' || word.text.charCodeAt(0) !== 0x64) return undefined;
  // French elides its "de" into the currency's word: "d'euros", one token.
  const elided = /^d['’](\p{L}+)$/u.exec(word.text)?.[1];
  if (elided !== undefined) {
    const currencies = currenciesOf(elided);
    return currencies.length > 0 ? { currencies: [...currencies], tokens: 1 } : undefined;
  }
  if (!CURRENCY_OF.test(word.text)) return undefined;
  const currency = tokens[at + 1];
  if (currency?.kind !== 'word' || !/^\s?$/u.test(text.slice(word.end, currency.start)))
    return undefined;
  const currencies = currenciesOf(currency.text);
  return currencies.length > 0 ? { currencies: [...currencies], tokens: 2 } : undefined;
}
