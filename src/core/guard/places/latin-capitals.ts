/**
 * A capital a translated line names where its source is written in Latin letters (round
 * eighteen). The source writes it as its own language does ("Londra", "Londres", "Lisboa"), which
 * no list holds, so capitals were not read in such a translation at all, and a card's "from
 * Istanbul to Paris" of a post about a flight "Londra'ya" passed. A capital's exonyms mostly keep
 * its first two letters ("Lon-dra", "Lis-boa", "Ro-ma", "Pra-ga", "Mos-kau"): a capital that no
 * capitalised word of the source begins as it does is one the source does not name.
 */

import { oncePer } from '../once-per-source.ts';
import { foldWord } from '../words/fold-word.ts';
import { type PlaceSource, unsupportedCountries } from './place-words.ts';

/**
 * A name's first two letters, folded ("Ätna": "at"), a "w" read as "v" and a "k" as "c", as the
 * languages spell the same sound ("Wien" and "Vienna", "Kopenhag" and "Copenhagen", "Warsaw" and
 * "Varsovia").
 */
const startOf = (name: string) =>
  [...foldWord(name, false)].slice(0, 2).join('').replace(/w/gu, 'v').replace(/k/gu, 'c');

/** The first two letters of each capitalised word of the source, read once a source. */
const capitalisedStarts = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): ReadonlySet<string> => {
    const starts = new Set<string>();
    for (const [word] of source.text.matchAll(/\p{Lu}[\p{L}\p{M}]+/gu)) starts.add(startOf(word));
    return starts;
  },
);

/**
 * The capitals `line` names that neither the source's places nor its capitalised words hold, past
 * the countries already `found`; for a translation of a source in Latin letters.
 */
export function unsupportedLatinCapitals(
  line: string,
  langs: readonly string[],
  sourcePlace: () => PlaceSource,
  source: { readonly text: string },
  found: readonly string[],
): string[] {
  const lower = line.toLowerCase();
  return (
    unsupportedCountries(line, langs, sourcePlace, { capitals: true })
      .filter((place) => !found.includes(place) && !capitalisedStarts(source).has(startOf(place)))
      // As the line writes it, so the names reader's claim of the same word is this one.
      .map((place) => {
        const at = lower.length === line.length ? lower.indexOf(place) : -1;
        return at < 0 ? place : line.slice(at, at + place.length);
      })
  );
}
