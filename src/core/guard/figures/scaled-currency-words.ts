/**
 * A scale and its currency written as one abbreviation after the number, as Mexican news writes
 * money: "7.5 mdd" (millones de dólares), "12 mil mdp" (mil millones de pesos), "320 mmdp" (miles
 * de millones de pesos). CLDR's compact notation writes the scale alone ("7,5 M") and no library
 * spells these out, so the four are listed here. figure-quantities.ts reads one after the digits
 * or after a scale word ("mil") and gives the amount both: "4.3 mdd" of "4.3 millones de dólares"
 * is 4,300,000 dollars, so a changed currency ("mdp") or scale ("mdd" of "mil millones") stops.
 */

/** The abbreviation (lower case) and what it says: the factor and the currency, as figure-words.ts names it. */
const SCALED_CURRENCIES: ReadonlyMap<string, { factor: number; currency: string }> =
  /* @__PURE__ */ new Map([
    ['mdd', { factor: 1e6, currency: 'dollar' }],
    ['mdp', { factor: 1e6, currency: 'peso' }],
    ['mmdd', { factor: 1e9, currency: 'dollar' }],
    ['mmdp', { factor: 1e9, currency: 'peso' }],
  ]);

/**
 * The factor and currency of `word` when it is a scale and currency in one abbreviation ("mdd",
 * "MDP"); undefined for any other word (most words: tested on their length and first letter first).
 */
export function scaledCurrencyOf(word: string): { factor: number; currency: string } | undefined {
  if (word.length < 3 || word.length > 4 || (word[0] !== 'm' && word[0] !== 'M')) return undefined;
  return SCALED_CURRENCIES.get(word.toLowerCase());
}
