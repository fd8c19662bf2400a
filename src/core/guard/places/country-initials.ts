/**
 * A country written by its initials where the source writes its name (round fifty-one: "ЦБ РФ"
 * of "Банк России", Russia's "Российская Федерация"; "VAE" of "Vereinigte Arabische Emirate", "EAU"
 * of "Émirats arabes unis"): the names reader takes a source's spelled-out name's initials ("US" of
 * "United States"), but a source that writes only "России" spells out no name. Here the initials
 * are those of the country's names the guard knows (world-countries' official and native names,
 * CLDR's names and short names through `Intl.DisplayNames` in the source's and the lines'
 * languages, and English), and they hold where the source names that country, in any case a
 * declining language gives it ("России" of "Россия"). "США" of a post about Russia names another
 * country: it stays a name.
 */
import { declinedSourceName } from '../names/inflected-names.ts';
import { countries, intlName } from './country-list.ts';
import { type PlaceSource, sourceCountryCodes } from './place-words.ts';

interface Initials {
  /** The countries each set of initials may stand for ("РФ": RU). */
  codes: Map<string, Set<string>>;
  /** Each country's one-word names in these languages, in lower case ("россия"). */
  words: Map<string, string[]>;
}

const built = /* @__PURE__ */ new Map<string, Initials>();

/** Initials as a line writes them: capitals without their accents ("EAU" of "Émirats arabes unis"). */
const plainCapitals = (letters: string) =>
  letters.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();

/** The letters a name of several words is written with: each word's first, or its capitals'. */
function initialsOf(name: string): string[] {
  const words = name.split(/[\s\-‐]+/u).filter((word) => /^\p{L}/u.test(word));
  if (words.length < 2) return /^\p{Lu}{2,6}$/u.test(name) ? [name] : [];
  const firsts = (list: string[]) => list.map((word) => [...word][0] ?? '').join('');
  const capitals = words.filter((word) => /^\p{Lu}/u.test(word));
  return [firsts(words), firsts(capitals)]
    .filter((letters) => [...letters].length >= 2)
    .map(plainCapitals);
}

/** The countries' initials and one-word names in `langs` and English, built once a language set. */
function initialsIn(langs: readonly string[]): Initials {
  const key = langs.join();
  let found = built.get(key);
  if (found) return found;
  found = { codes: new Map(), words: new Map() };
  const displays: Intl.DisplayNames[] = [];
  for (const lang of new Set(['en', ...langs])) {
    for (const style of ['long', 'short'] as const) {
      try {
        displays.push(new Intl.DisplayNames([lang], { type: 'region', style }));
      } catch {
        // A runtime without this language's names reads none.
      }
    }
  }
  for (const { code, names } of countries()) {
    const own = displays.flatMap((display) => intlName(display, code) ?? []);
    for (const name of [...names, ...own]) {
      for (const letters of initialsOf(name)) {
        const codes = found.codes.get(letters) ?? new Set<string>();
        codes.add(code);
        found.codes.set(letters, codes);
      }
    }
    found.words.set(
      code,
      own.filter((name) => /^[\p{L}\p{M}]+$/u.test(name)).map((name) => name.toLowerCase()),
    );
  }
  built.set(key, found);
  return found;
}

/** True where `letters` ("РФ", "VAE") are the initials of a country the source names. */
export function isSourceCountryInitials(letters: string, source: PlaceSource): boolean {
  const read = initialsIn(source.langs);
  const codes = read.codes.get(plainCapitals(letters));
  if (!codes) return false;
  const named = sourceCountryCodes(source);
  if ([...codes].some((code) => named.has(code))) return true;
  const text = { text: source.text ?? '', words: source.words, langs: source.langs };
  return [...codes].some((code) =>
    (read.words.get(code) ?? []).some((name) => declinedSourceName(name, text)),
  );
}
