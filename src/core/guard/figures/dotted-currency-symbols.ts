/**
 * A currency's CLDR symbol written as letters and full stops after an amount (h246): Arabic's "ر.س."
 * (the Saudi riyal), "د.إ." (the dirham), "ج.م." (the Egyptian pound), Bulgarian's "лв.". The
 * tokens split it at its stops, so letter-symbol-words.ts (one word) did not see it: "1,2 مليون
 * ر.س" was a bare count, and a card's faithful "1,2 مليون ريال" of it was stopped as money the
 * post never named. The symbols are `Intl.NumberFormat`'s, for the reading's languages; only
 * those of a currency figure-words.ts names are read (another would match no source's sign).
 */
import { currencyOfCode } from './figure-words.ts';

/** Each language's dotted symbols, their final stop off ("ر.س"), by the currency they name. */
const symbolsByLang = /* @__PURE__ */ new Map<string, ReadonlyMap<string, string>>();

/** Letters, a stop and letters, and the stop that may end it: what a dotted symbol looks like. */
const DOTTED = /^(\p{L}{1,3}(?:\.\p{L}{1,3})+)\.?/u;
/** The direction marks CLDR writes around an Arabic symbol. */
const MARKS = /[\u200e\u200f\u061c]/gu;

function symbolsIn(lang: string): ReadonlyMap<string, string> {
  let symbols = symbolsByLang.get(lang);
  if (symbols) return symbols;
  const found = new Map<string, string>();
  try {
    for (const code of Intl.supportedValuesOf('currency')) {
      const currency = currencyOfCode(code);
      if (!currency) continue;
      const format = new Intl.NumberFormat(lang, { style: 'currency', currency: code });
      for (const part of format.formatToParts(1)) {
        if (part.type !== 'currency') continue;
        const symbol = DOTTED.exec(part.value.replace(MARKS, ''));
        if (symbol?.[1]) found.set(symbol[1].toLowerCase(), currency);
      }
    }
  } catch {
    // A runtime without this language's data reads none.
  }
  symbols = found;
  symbolsByLang.set(lang, symbols);
  return symbols;
}

/**
 * The currency of the dotted symbol `text` has at `start` (the word after an amount) in one of
 * `langs`, and where it ends (its final stop left to the sentence); undefined for none.
 */
export function dottedSymbolAt(
  text: string,
  start: number,
  langs: Iterable<string>,
): { currency: string; end: number } | undefined {
  // Most words after an amount are no letter or two and a stop: told before any table is made.
  const found = DOTTED.exec(text.slice(start, start + 12));
  if (!found?.[1]) return undefined;
  const symbol = found[1].toLowerCase();
  for (const lang of langs) {
    const currency = symbolsIn(lang).get(symbol);
    if (currency) return { currency, end: start + found[1].length };
  }
  return undefined;
}
