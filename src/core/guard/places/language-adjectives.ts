/**
 * A country named by its language's adjective, as the source's language declines it (issue 44,
 * round thirteen): "Der Deutsche Wetterdienst", "la cuisine française", "la selección española",
 * "polskiego rządu". A translation writes "the German Weather Service", and "German" is the
 * source's country, though no list holds "Deutsche": round thirteen's line was stopped for it.
 * The language's name comes from CLDR (`Intl.DisplayNames`, the source's languages, never English,
 * whose adjectives the country list holds), and its country from CLDR's likely subtags: the one
 * country the language is most likely written in ("deutsch": Germany, not Austria; "português":
 * Brazil, whose English names hold "Portuguese" as a line writes it for Portugal too).
 */
import { countries, intlName } from './country-list.ts';

/** A word in lower case without its accents ("française": "francaise"). */
const folded = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The longest ending an adjective adds to its language's name: "polsk|iego", "deutsch|en". */
const ADJECTIVE_ENDING = 4;
/** The shortest stem read: no shorter one begins everyday words ("per" of "peras"). */
const SHORTEST_STEM = 5;

/**
 * A language's name as its adjectives begin ("deutsch" of "Deutsch", "italian" of "italiano",
 * "polsk" of "polski"): folded, a last vowel cut; one Latin word of five letters or more.
 * Undefined for any other name.
 */
export function languageStem(name: string): string | undefined {
  const stem = folded(name).replace(/[aeiouy]$/u, '');
  return [...stem].length >= SHORTEST_STEM && /^\p{Script=Latin}+$/u.test(stem) ? stem : undefined;
}

/** Each language's stem as one language names it, with the countries it is the main one of. */
const stemsByLang = /* @__PURE__ */ new Map<string, ReadonlyMap<string, readonly string[]>>();

function stemsIn(lang: string): ReadonlyMap<string, readonly string[]> {
  let stems = stemsByLang.get(lang);
  if (stems) return stems;
  const found = new Map<string, string[]>();
  try {
    const names = new Intl.DisplayNames([lang], { type: 'language' });
    const languages = new Set<string>();
    for (const { code } of countries()) {
      try {
        languages.add(new Intl.Locale(`und-${code}`).maximize().language);
      } catch {
        // A code CLDR does not know has no language.
      }
    }
    languages.delete('en');
    for (const language of languages) {
      const stem = languageStem(intlName(names, language) ?? '');
      const region = new Intl.Locale(language).maximize().region;
      if (stem === undefined || region === undefined) continue;
      const codes = found.get(stem) ?? [];
      if (!codes.includes(region)) codes.push(region);
      found.set(stem, codes);
    }
  } catch {
    // A runtime without this language's names reads none.
  }
  stems = found;
  stemsByLang.set(lang, stems);
  return stems;
}

/**
 * The ISO codes of the countries whose language's adjective one of `words` (a source's, in lower
 * case) is, in `langs` other than English: its stem and up to four letters after it.
 */
export function languageAdjectiveCodes(
  words: Iterable<string>,
  langs: readonly string[],
): Set<string> {
  const codes = new Set<string>();
  const tables = langs.filter((lang) => lang !== 'en').map(stemsIn);
  if (tables.length === 0) return codes;
  for (const word of words) {
    const plain = folded(word);
    for (let cut = 0; cut <= ADJECTIVE_ENDING && plain.length - cut >= SHORTEST_STEM; cut++) {
      const stem = plain.slice(0, plain.length - cut);
      for (const table of tables) for (const code of table.get(stem) ?? []) codes.add(code);
    }
  }
  return codes;
}
