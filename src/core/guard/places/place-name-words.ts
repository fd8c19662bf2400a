/**
 * Every word of the countries' and capitals' English names ("hong", "kong", "taipei"), as the
 * places reader claims them: the names readers leave such a word to it (one set, built once).
 */
import { capitals } from './capital-places.ts';
import { countryNamesIn } from './country-list.ts';

let placeWords: ReadonlySet<string> | undefined;

/** Whether `word` (lower case) is a country's or a capital's English name, or a word of one. */
export function isPlaceNameWord(word: string): boolean {
  placeWords ??= new Set(
    [...countryNamesIn('en'), ...capitals().full.flat()].flatMap((name) => name.split(' ')),
  );
  return placeWords.has(word);
}
