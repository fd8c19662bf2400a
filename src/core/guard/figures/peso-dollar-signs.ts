/**
 * A "$" a source writes before pesos (docs/decisions/012, h269): Mexico, Argentina, Chile and
 * Colombia write their peso with the dollar's sign, and a post says so after the amount ("$2.3
 * millones de pesos", "$500 pesos"). The sign was read as the dollar and the word after it left
 * unread, so a faithful "2,3 millones de pesos" was stopped as a peso the source never gave. Where
 * a bare "$" (not "US$", "R$") has the peso's word after the number, the amount is in pesos;
 * a "$" with no such word stays the dollar, so "2,3 millones de pesos" of "$2.3 millones" is
 * still stopped. The source keeps the dollar's reading it had (a line's "500 dólares" of "$500
 * pesos" passes as before).
 */
import type { FigureText, Quantity } from './figure-quantities.ts';
import { currenciesOf } from './figure-words.ts';
import { currencyAfterOf } from './money-abbreviations.ts';

/** Reads a bare "$" amount with the peso's word after it as pesos, that word taken in. */
export function pesoAfterDollarSign(quantity: Quantity, reading: FigureText): void {
  const currencies = quantity.currencies;
  if (currencies?.length !== 1 || currencies[0] !== 'dollar') return;
  if (reading.text.charAt(quantity.start) !== '$') return;
  const at = quantity.last + 1;
  const word = reading.tokens[at];
  if (word?.kind !== 'word') return;
  // "$2.3 millones de pesos" (two words) or "$500 pesos" (one).
  const found = currencyAfterOf(reading.tokens, reading.text, at) ?? {
    currencies: [...currenciesOf(word.text)],
    tokens: 1,
  };
  if (found.currencies.length !== 1 || found.currencies[0] !== 'peso') return;
  // A source holds its sign's dollar too, as it did: a line's copied "$500" is its "$500 pesos".
  quantity.currencies = reading.source ? ['peso', 'dollar'] : ['peso'];
  quantity.last += found.tokens;
  quantity.end = reading.tokens[quantity.last]?.end ?? quantity.end;
}
