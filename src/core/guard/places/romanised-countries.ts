/**
 * A translated line's country read through its other names (issue 44 item 5, docs/decisions/012,
 * round twenty-four): a line names a country by its demonym or its name where the source writes
 * another form of it in another script ("Russian" of "России", "French" of "الفرنسي", the
 * noun's "France"). The line's place is the source's when one of that country's one-word names,
 * its Latin ones or the one the source's language gives it (CLDR's "فرنسا", any-ascii's "frns" where
 * "France" is "frnk"), romanised, is one of the source's words (roman-names.ts). A name of two consonants ("Russia",
 * "rs") is read so only in a script spelled letter by letter: Arabic writes no vowels, and its
 * "رئيس" (president) is "rs" too.
 */

import { consonantKeys, romanSupported, type SourceSpelling } from '../names/roman-names.ts';
import { placeKey } from './capital-places.ts';
import { countries, intlName } from './country-list.ts';

/** Whether a country `place` (as the places reader gives it) is the source's under another name. */
export function romanisedCountry(
  place: string,
  source: { readonly text: string },
  spelling: SourceSpelling,
  sourceLang: string,
): boolean {
  const key = placeKey(place);
  const shortest = spelling === 'spelled' ? 2 : 3;
  const own = regionNames(sourceLang);
  return countries().some(({ code, names }) => {
    if (!names.some((name) => placeKey(name) === key)) return false;
    const theirs = own ? intlName(own, code) : undefined;
    return [...names, ...(theirs ? [theirs] : [])].some(
      (name) =>
        /^\p{L}+$/u.test(name) &&
        consonantKeys(name).every((key) => key.length >= shortest) &&
        romanSupported(name, source),
    );
  });
}

const regions = /* @__PURE__ */ new Map<string, Intl.DisplayNames | undefined>();

/** The language's region names (CLDR), or none where the runtime has not that language. */
function regionNames(lang: string): Intl.DisplayNames | undefined {
  if (!regions.has(lang)) {
    try {
      regions.set(lang, new Intl.DisplayNames([lang], { type: 'region' }));
    } catch {
      regions.set(lang, undefined);
    }
  }
  return regions.get(lang);
}
