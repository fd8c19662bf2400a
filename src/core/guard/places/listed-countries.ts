/**
 * A country a joke's line lists beside one of the post's where the post lists another (issue 44,
 * round twenty-eight): "in Vietnam and Laos" of a Thai post's "ในเวียดนามและกัมพูชา" (Vietnam and
 * Cambodia). A translation's words are not the post's, so no frame of words holds; a list of the
 * post's countries does: one of its items kept and the other named nowhere in the post changed it.
 * The list word is the line's language's, from CLDR through `Intl.ListFormat` (no hand table). A
 * country a joke names alone ("richer than Switzerland") is no list of the post's and stays kept.
 */
import { namesCountry } from '../swaps/country-keys.ts';

/** The word that joins two items of a list in a language ("and", "y", "và"), or none. */
function listWord(lang: string): string | undefined {
  try {
    const joined = new Intl.ListFormat(lang, { type: 'conjunction' }).format(['\u0001', '\u0002']);
    return joined.slice(joined.indexOf('\u0001') + 1, joined.indexOf('\u0002')).trim();
  } catch {
    return undefined;
  }
}

/**
 * The countries of `unsupported` (which the post names nowhere, lower case) that the line lists
 * beside a country the post names.
 */
export function listedCountries(
  line: string,
  unsupported: readonly string[],
  langs: readonly string[],
  lineLang: string,
): string[] {
  const word = listWord(lineLang);
  if (!word) return [];
  const join = `\\s*(?:,|\\s${word})\\s+`;
  const lower = line.toLowerCase();
  const other = (text: string | undefined) =>
    text !== undefined && !unsupported.includes(text.toLowerCase()) && namesCountry(text, langs);
  return unsupported.filter((place) => {
    if (place.includes(' ')) return false;
    const before = new RegExp(`([\\p{L}\\p{M}]+)${join}${place}(?![\\p{L}\\p{M}])`, 'u');
    const after = new RegExp(`(?<![\\p{L}\\p{M}])${place}${join}([\\p{L}\\p{M}]+)`, 'u');
    return other(before.exec(lower)?.[1]) || other(after.exec(lower)?.[1]);
  });
}
