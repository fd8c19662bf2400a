/**
 * A country's people and adjectives in the inflections of the source's language (round six):
 * "Zwycięstwo Polaków" (the Poles' victory) of "Polscy siatkarze" (Polish players) names no one
 * new, though "Polaków" and "polscy" share only "pol". No list of demonyms: a word is read as the
 * country whose name it shares the longest start with, among every country's names in
 * English and the source's languages (CLDR through Intl, world-countries: "polska", "polski",
 * "poland", "polish"), three letters at least. A line's capitalised word passes where a word of the
 * source that shares its start is read as the same country: "Portugalczyków" is Portugal's,
 * "Polinezyjczyków" French Polynesia's, and neither is a post's about Polish players.
 */
import { countriesIn } from './place-words.ts';

/** The fewest letters a word shares with a country's name to be read as that country's. */
const LEAST = 3;

/** The fewest a source word shares with its country's name: "con" (with) is no Congo's word. */
const LEAST_IN_SOURCE = 4;

/** A word's countries and how many letters it shares with their names. */
interface Reading {
  codes: ReadonlySet<string>;
  shared: number;
}

const readings = /* @__PURE__ */ new Map<string, Reading>();

/** How many letters two words share at their start. */
function sharedStart(a: readonly string[], b: string): number {
  let at = 0;
  for (const letter of b) {
    if (a[at] !== letter) break;
    at++;
  }
  return at;
}

/** The countries a word is read as: those whose names share its longest start (three or more). */
export function countriesOf(word: string, langs: readonly string[]): Reading {
  const key = `${langs.join(',')} ${word}`;
  const kept = readings.get(key);
  if (kept) return kept;
  const letters = [...word];
  let best = LEAST;
  let codes = new Set<string>();
  for (const country of countriesIn(langs).countries) {
    for (const name of country.full) {
      for (const part of name.split(' ')) {
        const shared = sharedStart(letters, part);
        if (shared > best) {
          best = shared;
          codes = new Set();
        }
        if (shared === best) codes.add(country.code);
      }
    }
  }
  const reading = { codes, shared: best };
  readings.set(key, reading);
  return reading;
}

/**
 * Whether a line's capitalised word is a people's or an adjective's form of a country a word of
 * the source is of: both are read as that country (the source's word by four letters of its name
 * or more), and share their first three letters.
 */
export function isSourceCountryPeople(
  word: string,
  source: { readonly words: ReadonlySet<string>; readonly langs: readonly string[] },
  least = LEAST,
): boolean {
  const lower = word
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’].*$/u, '');
  const letters = [...lower];
  if (letters.length < 4 || source.langs.length === 0) return false;
  const reading = countriesOf(lower, source.langs);
  // `least`: the letters the line's word shares with the country's name (claim-names.ts asks
  // four, as of the source's word: "Vingegaard" shares only "vin" with "Saint Vincent").
  if (reading.codes.size === 0 || reading.shared < least) return false;
  const mine = reading.codes;
  for (const known of source.words) {
    if (known === lower || sharedStart(letters, known) < LEAST) continue;
    const theirs = countriesOf(known, source.langs);
    if (theirs.shared < LEAST_IN_SOURCE) continue;
    for (const code of theirs.codes) if (mine.has(code)) return true;
  }
  return false;
}
