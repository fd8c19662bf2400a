/**
 * A word's currency written as CLDR's letter symbol ("Ft", "zł"), asked once per word and languages
 * (currency-codes.ts answers it): a long source asks it of the words on both sides of every number,
 * and "1 one " repeated asks it of "one" thousands of times.
 */
import { currencyOfLetterSymbol } from './currency-codes.ts';
import type { Token } from './figure-tokens.ts';

/**
 * currencyOfLetterSymbol of the token's text in `langs`, kept on the word's shared information for
 * the last set of languages asked (a reading's set is the same object for the same languages).
 */
export function letterSymbolOf(token: Token, langs: ReadonlySet<string>): string | undefined {
  const info = token.word;
  if (info === undefined) return currencyOfLetterSymbol(token.text, langs);
  if (info.symbolLangs !== langs) {
    info.symbol = currencyOfLetterSymbol(token.text, langs);
    info.symbolLangs = langs;
  }
  return info.symbol;
}
