/**
 * An amount a sentence compares with a priced one, its currency written once (claim-figures.ts's
 * sourceFigures adds the key to a source only): "6.20 dollars a kilo in January, up from 4.10 a
 * year earlier" holds "up from $4.10". The currency is the nearest amount's before "from" in the
 * same sentence, so each bare amount takes its own neighbour's, never one across a full stop.
 */
import { valueText } from './figure-quantities.ts';
import { currenciesOf } from './figure-words.ts';

/** A bare amount after "from" or "versus", no unit, sign or percent after it. */
const COMPARED =
  /\b(?:from|versus|vs\.?|compared (?:with|to))\s(\d{1,7}(?:\.\d{1,2})?)(?![\d\p{L}%\p{Sc}]|\s?(?:%|per\s?cent))/gu;
/** The last amount with its currency in a stretch of a sentence: a sign before, or a word after. */
const PRICED = /(\p{Sc})\s?\d[\d,.]*|\d[\d,.]*\s?(\p{L}+)/gu;

/** Adds to `keys` the money a bare amount compared with a priced one is, in that one's currency. */
export function addCarriedCurrencies(text: string, keys: Set<string>): void {
  if (!/\bfrom\b|\bvs\b|\bversus\b|\bcompared\b/u.test(text)) return;
  for (const match of text.matchAll(COMPARED)) {
    const at = match.index ?? 0;
    // The sentence before "from", up to 80 characters: no full stop that ends one in between.
    const before =
      text
        .slice(Math.max(0, at - 80), at)
        .split(/[.!?;](?!\d)/u)
        .pop() ?? '';
    let currencies: readonly string[] = [];
    for (const [, sign, word] of before.matchAll(PRICED)) {
      const found = currenciesOf(sign ?? word ?? '');
      currencies = found.length > 0 ? found : currencies;
    }
    const value = valueText(Number(match[1]));
    for (const currency of currencies) keys.add(`c:${currency}:${value}`);
    if (currencies.length > 0) keys.add(`c:?:${value}`);
  }
}
