/**
 * A score's side in a translated line, as one key whatever language names it (docs/decisions/012,
 * round ten): a translation's sides are compared by their spelling's consonants (roman-names.ts),
 * which hold for most names ("Serbia" and "Сербию" are both "srb") but not where a country's
 * names differ ("England" and "Англии", "Scotland" and "Шотландию"). A word that alone names one
 * country, in English or the source's languages, is keyed by its English name's consonants.
 */

import { consonantKeys } from '../names/roman-names.ts';
import { textCountryCodes } from '../places/text-country-codes.ts';
import { UK_NATIONS } from '../places/uk-nations.ts';

let english: Intl.DisplayNames | undefined;

/** A country's English name: CLDR's, or a UK nation's own. */
function englishName(code: string): string | undefined {
  const nation = UK_NATIONS.find((one) => one.code === code);
  if (nation) return nation.names[0];
  english ??= new Intl.DisplayNames(['en'], { type: 'region' });
  try {
    return english.of(code);
  } catch {
    return undefined;
  }
}

/** The countries one word names, in English or `langs` (a capital's too). */
const countriesOfWord = (word: string, langs: readonly string[]) => textCountryCodes(word, langs);

/**
 * Whether `word` alone names one country: a score's side where no capital tells a name (round
 * fourteen: "ایران" and "ژاپن" of a Persian result), as national teams are named.
 */
export const namesCountry = (word: string, langs: readonly string[]): boolean =>
  countriesOfWord(word, langs).size === 1;

/** The key `word` is compared by as a translation's score side, the source written in `langs`. */
export function sideKey(word: string, langs: readonly string[]): string {
  const codes = countriesOfWord(word, langs);
  const name = codes.size === 1 ? englishName([...codes][0] as string) : undefined;
  return consonantKeys(name ?? word)[0];
}
