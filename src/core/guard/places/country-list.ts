/**
 * The countries the guard knows (issue 44): world-countries' names, other spellings and demonyms
 * (country-names.data.ts, generated) with the UK's nations, and each country as one language names
 * it through CLDR (`Intl.DisplayNames`). place-words.ts reads a source's countries from these;
 * claim-names.ts and pinyin-names.ts ask a language's own names of them.
 */

import { placeKey } from './capital-places.ts';
import { COUNTRY_NAMES } from './country-names.data.ts';
import { UK_NATIONS } from './uk-nations.ts';

let known: Array<{ code: string; names: string[] }> | undefined;
/** The generated list, read on first need. */
export function countries(): Array<{ code: string; names: string[] }> {
  known ??= COUNTRY_NAMES.split('\n')
    .filter((line) => line.length > 3)
    .map((line) => ({ code: line.slice(0, 2), names: line.slice(3).split('|') }))
    // The UK's nations are places lines name too, in no country list (uk-nations.ts).
    .concat(UK_NATIONS);
  return known;
}

/** A CLDR name, or nothing where the runtime has none for it. */
export function intlName(names: Intl.DisplayNames, code: string): string | undefined {
  try {
    const name = names.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

const ownNames = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();

/**
 * The countries as one language names them (CLDR's region names, as placeKey spells them): "spain"
 * in English, "испания" in Russian. Built once a language, on first need.
 */
export function countryNamesIn(lang: string): ReadonlySet<string> {
  let names = ownNames.get(lang);
  if (!names) {
    const found = new Set<string>();
    try {
      const regions = new Intl.DisplayNames([lang], { type: 'region' });
      for (const { code } of countries()) {
        const name = intlName(regions, code);
        if (name) found.add(placeKey(name));
      }
    } catch {
      // A runtime without this language's names reads none.
    }
    names = found;
    ownNames.set(lang, names);
  }
  return names;
}
