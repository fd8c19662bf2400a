/**
 * A country named where the source writes only its currency (issue 44, docs/decisions/012): "EU
 * and US members can get a full refund" of terms of service whose refund is for "Members in the
 * European Union and the United Kingdom" and whose prices are "$11.99". The names reader lets a
 * word of a currency's name pass where the source writes that currency ("1 250 svenska kronor" of
 * "1 250 kr", claim-names.ts): so "US" of "US dollar" passed as the source's "$". A country's
 * word said as a place, with no currency beside it, is the country's, and a source that never
 * names that country (in any of its names or by its capital) does not say it.
 *
 * Read where capitals mark names. The currency is beside the word where the word and the next make
 * a currency's name ("US dollars", "Swiss francs") or a sign or a figure stands against it ("US$",
 * "$5 US").
 */
import type { ClaimSource } from '../claim-source.ts';
import { isSourceCurrencyName } from '../figures/currency-codes.ts';
import { oncePer } from '../once-per-source.ts';
import { type PlaceSource, sourceCountryCodes } from './place-words.ts';
import { textCountryCodes } from './text-country-codes.ts';

/** A capitalised word, its possessive apart. */
const CAPITALISED = /(?<![\p{L}\p{M}\p{N}])(\p{Lu}[\p{L}\p{M}]*)(?:['’]s)?(?![\p{L}\p{M}\p{N}])/gu;
/** A sign or a figure against a word, before or after it. */
const SIGN_AFTER = /^\s?[\p{Sc}\p{N}]/u;
const SIGN_BEFORE = /[\p{Sc}\p{N}]\s?$/u;
/** The next word after a match. */
const NEXT_WORD = /^\s+([\p{L}\p{M}]+)/u;

/** The countries the source names, read once a source. */
const sourceCountries = /* @__PURE__ */ oncePer((source: ClaimSource): ReadonlySet<string> => {
  const acronyms = new Set(source.text.match(/(?<![\p{L}\p{N}])\p{Lu}{2,6}(?![\p{L}\p{N}])/gu));
  const place: PlaceSource = {
    key: source.key,
    words: source.words,
    langs: source.langs,
    acronyms,
    text: source.text,
  };
  return sourceCountryCodes(place);
});

/** The countries a word names: one in capitals as a country's letters ("US", "UK"), too. */
function countryCodesOf(word: string, langs: readonly string[]): ReadonlySet<string> {
  if (!/^\p{Lu}{2,6}$/u.test(word)) return textCountryCodes(word, langs);
  const lower = word.toLowerCase();
  const words = new Set([lower]);
  return sourceCountryCodes({
    text: word,
    key: ` ${lower} `,
    words,
    langs,
    acronyms: new Set([word]),
  });
}

/** The line's country words ("US") whose country the source gives only as its currency ("$"). */
export function currencyCountryWords(line: string, source: ClaimSource): string[] {
  if (!source.checksNames) return [];
  const found: string[] = [];
  for (const match of line.matchAll(CAPITALISED)) {
    const word = match[1] ?? '';
    const start = match.index ?? 0;
    const end = start + match[0].length;
    // Only a word that passes as a currency's: any other is the names readers' to judge.
    if (!isSourceCurrencyName(word, source.text, source.langs)) continue;
    const codes = countryCodesOf(word, ['en', ...source.langs]);
    // "Dollar", "Euro": the currency's own word, no country's.
    if (codes.size === 0) continue;
    const after = line.slice(end);
    if (SIGN_AFTER.test(after) || SIGN_BEFORE.test(line.slice(0, start))) continue;
    const next = NEXT_WORD.exec(after)?.[1];
    if (next && isSourceCurrencyName(`${word} ${next}`, source.text, source.langs)) continue;
    const named = sourceCountries(source);
    if ([...codes].some((code) => named.has(code))) continue;
    found.push(word);
  }
  return [...new Set(found)];
}
