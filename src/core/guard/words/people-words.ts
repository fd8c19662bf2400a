/**
 * Words a faithful English line makes of the source's own names, though the source never writes
 * them (round thirty-one, docs/decisions/012): a country's people where the source gives the
 * country by its letters or its flag ("the American" of "the US Open! 🇺🇸"), a city's people
 * ("New Yorkers" of "New York City", "Londoners" of "London"), and an institution by the clipped
 * first word reporters give it ("the Fed" of "the Federal Reserve", "the Met" of "the Met Office").
 * Each holds only where the source writes the name it comes from: a line's "the British" of a post
 * about the US, "Bostonians" of one about New York, "the ECB" of one about the Fed stay names.
 */
import { countries } from '../places/country-list.ts';

/** A regional indicator pair ("🇺🇸"): the flag of the country with those two letters. */
const FLAG = /[\u{1F1E6}-\u{1F1FF}]{2}/gu;

/** The two letters of each flag the text shows ("US" of "🇺🇸"). */
function flagCodes(text: string): Set<string> {
  const codes = new Set<string>();
  for (const [flag] of text.matchAll(FLAG)) {
    const letters = [...flag].map((mark) =>
      String.fromCharCode((mark.codePointAt(0) ?? 0) - 0x1f1e6 + 65),
    );
    codes.add(letters.join(''));
  }
  return codes;
}

/**
 * Whether `text` writes `letters` as a word of capitals, with or without dots ("US", "U.S."): not
 * after a shouted word, where "US" is the pronoun ("JOIN US", "HELP US").
 */
function writesLetters(text: string, letters: string): boolean {
  const dotted = [...letters].map((letter) => `${letter}\\.`).join('');
  return new RegExp(
    `(?<![\\p{L}\\p{N}.])(?<!\\p{Lu}{2,} )(?:${letters}|${dotted})(?![\\p{L}\\p{N}])`,
    'u',
  ).test(text);
}

/**
 * True where `word` ("American", "Americans", "British") names a country's people and the source
 * writes that country only by its letters ("US", "U.S.", "UK") or its flag: a reader knows it.
 */
export function isLettersCountryPeople(word: string, text: string): boolean {
  const lower = word.toLowerCase().replace(/['’]s?$/u, '');
  const singular = lower.endsWith('s') ? lower.slice(0, -1) : lower;
  // The source's flags are read only for a word that names a country's people: a pass over the
  // whole source for every capitalised word of a line cost a long source most of this reader.
  let flags: Set<string> | undefined;
  return countries().some(({ code, names }) => {
    const says = names.some((name) => {
      const key = name.toLowerCase();
      return key === lower || key === singular;
    });
    if (!says) return false;
    flags ??= flagCodes(text);
    if (flags.has(code)) return true;
    // The country's own letters among its names ("USA", "UK"), and its code.
    const letters = names.filter((name) => /^\p{Lu}{2,4}$/u.test(name)).concat(code);
    return letters.some((one) => /^[A-Z]{2,4}$/.test(one) && writesLetters(text, one));
  });
}

/** A city's people: the place's name and "-ers" or "-er" ("New Yorkers", "Londoner"). */
const CITY_PEOPLE = /^(\p{Lu}\p{Ll}{3,}?)(?:ers?)$/u;

/**
 * True where `word` is the people of a place whose name the source writes with its capital
 * ("Yorkers" of "New York City", "Londoners" of "London"; a doubled or dropped "e" too).
 */
export function isSourceCityPeople(word: string, text: string): boolean {
  const stem = CITY_PEOPLE.exec(word.replace(/['’]s?$/u, ''))?.[1];
  if (!stem) return false;
  const bases = [stem, `${stem}e`, stem.replace(/(\p{Ll})\1$/u, '$1')];
  return bases.some((base) =>
    new RegExp(`(?<![\\p{L}\\p{M}])${base}(?![\\p{L}\\p{M}])`, 'u').test(text),
  );
}

/**
 * True where `word`, three letters after "the" in the line ("the Fed", "the Met"), opens a name
 * of two capitalised words or more the source writes ("Federal Reserve", "Met Office").
 */
export function isClippedSourceName(word: string, line: string, at: number, text: string): boolean {
  if (!/^\p{Lu}\p{Ll}{2}$/u.test(word) || !/\bthe\s+$/iu.test(line.slice(0, at))) return false;
  return new RegExp(`(?<![\\p{L}\\p{M}])${word}\\p{Ll}*\\s+\\p{Lu}\\p{L}+`, 'u').test(text);
}
