/**
 * Another country's people written in lower case (issue 44 item 4, h288): Spanish "los etíopes
 * ganaron" of a post about Kenya's runners, Portuguese "os etíopes", Russian "эфиопы", Italian
 * "gli etiopi". These languages write a people's word and its adjective without a capital, so the
 * names readers, which read capitals, never see it; English's "Ethiopian" they do. A line's lower-case
 * word is read as a country's where it shares five letters or more with the start of a word of
 * one of a few countries' names (people-inflections.ts's reading: CLDR's names in the line's
 * languages and world-countries'), that word no common one ("nueva" of Nueva Zelanda, "reino" of
 * Reino Unido, "unidos" would make "nuevas", "reinos", "unidos" countries). It is a claim where no
 * word of the source is read as that country (the source's own "Kenia" holds "kenianos"), and the
 * source never writes the word itself.
 */

import { isSourceCurrencyName } from '../figures/currency-codes.ts';
import { oncePer } from '../once-per-source.ts';
import { commonWordsOf, isCommonWord } from '../words/common-words.ts';
import { isSourceCountryPeople } from './people-inflections.ts';
import { countriesIn } from './place-words.ts';
import { textCountryCodes } from './text-country-codes.ts';

/** The fewest letters a word shares with a country's name to be its people's. */
const LEAST = 5;
/** How many of a country name's last letters a people's word may change ("Kenia": "kenianos"). */
const STEM_SLACK = 2;
/** A word read as more countries than this names none ("franco" of every French-speaking one). */
const MOST_COUNTRIES = 4;
/** A figure right before a word: its digits, a space between. */
const AFTER_FIGURE = /\p{N}[\s\u00A0\u202F]*$/u;
/** Lower-case words of a Latin, Cyrillic or Greek line, six letters or more. */
const LOWER_WORD = /(?<![\p{L}\p{M}])\p{Ll}[\p{L}\p{M}]{5,}/gu;

/**
 * A word's letters without their acute, grave and circumflex accents ("etíopes" as "etiopes",
 * "Quénia" as "quenia"); a diaeresis or a tilde makes another letter ("gäller" is no "galler").
 */
const folded = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u0302]/gu, '')
    .normalize('NFC')
    .toLowerCase();

/** How many letters two words share at their start. */
function sharedStart(a: string, b: string): number {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  return at;
}

interface NamePart {
  code: string;
  /** The word of a country's name, accents folded. */
  folded: string;
}

const partsByLanguages = /* @__PURE__ */ new Map<string, readonly NamePart[]>();

/**
 * The words of the countries' one- and two-word names in `langs`, five letters or more, no common
 * word of those languages, folded: built once a set of languages, not for every word read.
 */
function nameParts(langs: readonly string[]): readonly NamePart[] {
  const key = langs.join(',');
  let parts = partsByLanguages.get(key);
  if (parts) return parts;
  const built: NamePart[] = [];
  for (const country of countriesIn(langs).countries) {
    for (const name of country.full) {
      const words = name.split(' ');
      // A long official name's words are a state's forms, not its people's ("Co-operative
      // Republic of Guyana", Indonesian "Kepulauan Terluar Kecil" of the US's outlying islands).
      if (words.length > 2) continue;
      for (const part of words) {
        if (part.length < LEAST || langs.some((lang) => isCommonWord(part, lang))) continue;
        built.push({ code: country.code, folded: folded(part) });
      }
    }
  }
  parts = built;
  partsByLanguages.set(key, parts);
  return parts;
}

/** The countries whose names' uncommon words open like `word`, five letters or more. */
function countriesOfWord(word: string, langs: readonly string[]): Set<string> {
  let best = LEAST - 1;
  let codes = new Set<string>();
  for (const part of nameParts(langs)) {
    const shared = sharedStart(word, part.folded);
    // The name's whole stem, its last two letters aside ("etiop-ía", "keni-a"): a long name's
    // first five letters are a common word's too ("слова-" of "Словакия" in "словами").
    if (shared < best || shared < LEAST || shared < part.folded.length - STEM_SLACK) continue;
    if (shared > best) {
      best = shared;
      codes = new Set();
    }
    codes.add(part.code);
  }
  return codes;
}

/** The letters a people's word shares with its country's name as the source writes it. */
const SOURCE_STEM = 5;

/** Whether a word of the source opens as `word` does, five letters or more, accents aside. */
function sharesSourceStart(word: string, words: ReadonlySet<string>): boolean {
  const stem = word.slice(0, SOURCE_STEM);
  for (const known of words) {
    if (known.length >= SOURCE_STEM && folded(known).startsWith(stem)) return true;
  }
  return false;
}

interface PeopleSource {
  readonly text: string;
  readonly words: ReadonlySet<string>;
  readonly langs: readonly string[];
  readonly lineLangs: readonly string[];
}

/** The countries the source names (by a name, its letters, its capital), once per source. */
const namedCountries = /* @__PURE__ */ oncePer((source: PeopleSource) =>
  textCountryCodes(source.text, [...source.langs, ...source.lineLangs]),
);

/**
 * The lower-case words of `line` that name another country's people than the source's, in the
 * source's and the line's languages.
 */
export function lowercasePeopleWords(line: string, source: PeopleSource): string[] {
  const langs = [...new Set([...source.langs, ...source.lineLangs])];
  // Only where every language has its list of common words, which tells a word from a people's
  // (Malay, Swedish, Hungarian have none here: a Malay date's word was read as a country).
  if (langs.length === 0 || !langs.every((lang) => commonWordsOf(lang) !== undefined)) return [];
  const found: string[] = [];
  for (const { 0: word, index: at } of line.matchAll(LOWER_WORD)) {
    const lower = word.normalize('NFC').toLowerCase();
    // A common word of the line's languages is read as none: many open as a country's name
    // does ("libertad", "jamais", "schwer", "kamera"), and common peoples ("americanos") the
    // names readers know by other ways.
    if (source.words.has(lower) || langs.some((lang) => isCommonWord(lower, lang))) continue;
    const codes = countriesOfWord(folded(word), langs);
    if (codes.size === 0 || codes.size > MOST_COUNTRIES) continue;
    const named = namedCountries(source);
    if ([...codes].some((code) => named.has(code)) || isSourceCountryPeople(word, source)) continue;
    // "1 250 российских рублей" of "1 250 ₽": a people's word after a figure is a currency's or
    // a measure's name (the figure's reader checks it), declined as CLDR's names are not.
    if (
      isSourceCurrencyName(word, source.text, langs) ||
      AFTER_FIGURE.test(line.slice(Math.max(0, at - 8), at))
    )
      continue;
    // "quenianos" of "Quénia", a spelling CLDR's "Quênia" is not: the source's word, accents aside.
    if (sharesSourceStart(folded(word), source.words)) continue;
    found.push(word);
  }
  return found;
}
