/**
 * A source's countries as their people, their language and their other names (issue 44): a line
 * may call a post about China "Chinese", one about the United States "US" or "American", one about
 * Kenya "Kenyan", and none of these is a new name. A country the source does not mention stays a
 * claim: "Kenyan" of a post about Nigeria is stopped.
 *
 * Data, not hand lists: each country's names, other spellings and demonyms come from the
 * world-countries package (country-names.data.ts, generated), its names in the post's language,
 * its short name ("US", "UK") and its main language ("Chinese", "Dutch") from CLDR through `Intl`.
 */

import { sameTextKey } from '../../clean-model-text.ts';
import { UNSPACED } from '../../unspaced-scripts.ts';
import { unspacedSays } from '../names/katakana-words.ts';
import { oncePer } from '../once-per-source.ts';
import {
  CAPITAL,
  capitalisedKey,
  capitals,
  firstSaid,
  firstWord,
  placeKey,
} from './capital-places.ts';
import { countries, intlName } from './country-list.ts';
import { isDeclinedSourceCountry } from './declined-countries.ts';
import { withoutKoreanParticles } from './korean-particle-countries.ts';
import { languageAdjectiveCodes } from './language-adjectives.ts';
import { sourceSlavicCountries } from './slavic-country-words.ts';

interface Country {
  code: string;
  /** Its names as sameTextKey spells them ("united states", "american"). */
  phrases: string[];
  /** The same with a space either side, as a source's key is searched for them. */
  paddedPhrases: string[];
  /** Its names in capitals ("US", "USA", "UK"): a source says them in capitals ("us" is a word). */
  acronyms: string[];
  /** Its names as placeKey spells them, a script's marks kept ("भारत"). */
  full: string[];
  /** The same with a space either side, as a text's key is searched for them. */
  padded: string[];
  /** Their first words: a name whose first word a text lacks is not searched for in it. */
  firsts: string[];
}

/** A reader of many sources: each source's place words are read once. */
export interface PlaceSource {
  /** The source's words as sameTextKey spells them, a space either side. */
  readonly key: string;
  /** The source's words in lower case. */
  readonly words: ReadonlySet<string>;
  /** Languages the source is written in besides English. */
  readonly langs: readonly string[];
  /** The words the source writes in capitals ("US", "NYC"), as written. */
  readonly acronyms: ReadonlySet<string>;
  /** The source's text as written, to find its countries in any script. */
  readonly text?: string;
}

/** No countries: one empty list for the words no name begins with, not one made for each. */
const NONE: readonly number[] = [];

/** A name written in capitals. */
const ACRONYM = /^\p{Lu}{2,5}$/u;

/** The countries with their names in these languages: built once for each set of languages. */
const byLanguages = /* @__PURE__ */ new Map<
  string,
  {
    countries: Country[];
    byWord: Map<string, number[]>;
    /** placeKey's phrases by their first word, and those of scripts without spaces. */
    byFirst: Map<string, number[]>;
    unspaced: Array<[number, string]>;
  }
>();

export function countriesIn(langs: readonly string[]) {
  const locales = ['en', ...langs.filter((lang) => lang !== 'en')];
  const cacheKey = locales.join(',');
  const cached = byLanguages.get(cacheKey);
  if (cached) return cached;
  const readers = locales.flatMap((locale) => {
    try {
      return [
        {
          regions: new Intl.DisplayNames([locale], { type: 'region' }),
          short: new Intl.DisplayNames([locale], { type: 'region', style: 'short' }),
          languages: new Intl.DisplayNames([locale], { type: 'language' }),
        },
      ];
    } catch {
      return [];
    }
  });
  const list: Country[] = countries().map(({ code, names }) => {
    // The language most people there write: "Chinese" of China; not English, said of so many.
    let language: string | undefined;
    try {
      language = new Intl.Locale(`und-${code}`).maximize().language;
    } catch {
      language = undefined;
    }
    const intl = readers.flatMap((reader) => [
      intlName(reader.regions, code),
      intlName(reader.short, code),
      language && language !== 'en' ? intlName(reader.languages, language) : undefined,
    ]);
    const all = [...names, ...intl].filter((name): name is string => typeof name === 'string');
    const phrases = all
      .filter((name) => !ACRONYM.test(name))
      .map(sameTextKey)
      .filter((phrase) => phrase !== '');
    const acronyms = all.filter((name) => ACRONYM.test(name));
    const full = [...new Set(all.filter((name) => !ACRONYM.test(name)).map(placeKey))].filter(
      (phrase) => phrase !== '',
    );
    return {
      code,
      phrases: [...new Set(phrases)],
      paddedPhrases: [...new Set(phrases)].map((phrase) => ` ${phrase} `),
      acronyms: [...new Set(acronyms)],
      full,
      padded: full.map((phrase) => ` ${phrase} `),
      firsts: full.map(firstWord),
    };
  });
  // Phrases by their first word, so a source is read by its own words, not by every name.
  const byWord = new Map<string, number[]>();
  list.forEach((country, index) => {
    for (const phrase of [...country.phrases, ...country.acronyms]) {
      const first = (phrase.split(' ')[0] ?? phrase).toLowerCase();
      const indexes = byWord.get(first) ?? [];
      if (!indexes.includes(index)) indexes.push(index);
      byWord.set(first, indexes);
    }
  });
  const unspaced: Array<[number, string]> = [];
  const byFirst = new Map<string, number[]>();
  list.forEach((country, index) => {
    for (const phrase of country.full) {
      if (UNSPACED.test(phrase)) unspaced.push([index, phrase]);
      const first = phrase.split(' ')[0] ?? phrase;
      const indexes = byFirst.get(first) ?? [];
      if (!indexes.includes(index)) indexes.push(index);
      byFirst.set(first, indexes);
    }
  });
  const built = { countries: list, byWord, byFirst, unspaced };
  byLanguages.set(cacheKey, built);
  return built;
}

/** The countries the source calls a thing by their language's adjective (language-adjectives.ts). */
const adjectiveCountries = /* @__PURE__ */ oncePer((source: PlaceSource): readonly number[] => {
  const codes = languageAdjectiveCodes(source.words, source.langs);
  // "немецкие", "Nijemaca", "Турции": a Slavic adjective, people or case (slavic-country-words.ts).
  for (const code of sourceSlavicCountries(source)) codes.add(code);
  const { countries: list } = countriesIn(source.langs);
  return codes.size === 0 ? NONE : list.flatMap((one, at) => (codes.has(one.code) ? [at] : []));
});

const capitalWordsOf = /* @__PURE__ */ oncePer(
  (source: PlaceSource): ReadonlySet<string> =>
    wordsOfCountries(source, countriesOfCapitals(source)),
);

/** Every word of every name of the countries numbered `indexes` (countriesIn's list). */
function wordsOfCountries(source: PlaceSource, indexes: Iterable<number>): Set<string> {
  const { countries: list } = countriesIn(source.langs);
  const words = new Set<string>();
  for (const index of indexes) {
    const country = list[index];
    for (const phrase of country?.phrases ?? [])
      for (const part of phrase.split(' ')) words.add(part);
    for (const acronym of country?.acronyms ?? []) words.add(acronym.toLowerCase());
  }
  return words;
}

/** Every word of every name of the countries the source mentions (by any of their names). */
const sourcePlaceWords = /* @__PURE__ */ oncePer((source: PlaceSource): ReadonlySet<string> => {
  const { countries: list, byWord } = countriesIn(source.langs);
  const mentioned = new Set<number>();
  for (const word of source.words) {
    for (const index of byWord.get(word) ?? NONE) {
      const country = list[index];
      if (!country || mentioned.has(index)) continue;
      const says =
        country.paddedPhrases.some((phrase) => source.key.includes(phrase)) ||
        country.acronyms.some((acronym) => source.acronyms.has(acronym));
      if (says) mentioned.add(index);
    }
  }
  for (const index of adjectiveCountries(source)) mentioned.add(index);
  const words = wordsOfCountries(source, mentioned);
  return words;
});

/**
 * True when `word` names a country the source mentions, as its people, its language or another of
 * its names ("Chinese", "Kenyans", "US", "Britain" of a source that says "United Kingdom"), or
 * one whose capital it names ("South Korea's IVI" of "the IVI in Seoul": a reader knows it).
 */
export function isSourcePlaceWord(word: string, source: PlaceSource): boolean {
  const lower = word.toLowerCase().replace(/['’]s?$/u, '');
  const has = (words: ReadonlySet<string>) =>
    words.has(lower) || (lower.endsWith('s') && words.has(lower.slice(0, -1)));
  if (has(sourcePlaceWords(source))) return true;
  // Only a word of a country's names may be a capital's country's: the source's capitals (a
  // reading of its whole text) are looked for only then.
  const { byWord } = countriesIn(source.langs);
  if (!byWord.has(lower) && !byWord.has(lower.slice(0, -1))) return false;
  const capitalWords = capitalWordsOf(source);
  return has(capitalWords);
}

/**
 * The countries a text names, each with the name it is named by: a phrase of its words (in
 * English and `place.langs`), or inside a text written without spaces ("中国"). Its capitals only
 * where `acronyms` (a source's "US"; a line's "us" may be the pronoun, its capitals are names).
 */
function countriesNamed(
  place: PlaceSource,
  line = false,
  withCapitals = true,
): Map<number, string> {
  const { countries: list, byFirst, unspaced } = countriesIn(place.langs);
  const key = ` ${placeKey(place.text ?? place.key)} `;
  const named = new Map<number, string>();
  // Capitals, numbered after the countries: as a line writes them with capitals, a source any way.
  const cities = capitals();
  const cityKey = line ? ` ${capitalisedKey(place.text ?? '')} ` : key;
  // A place found by one word is found by another the same way (the key is the same): each is
  // looked for once, though "the", "of" or "san" begin the names of many.
  const tried = new Set<number>();
  // The words are looked up as the key gives them; the set firstSaid asks is made only for a
  // word some name begins with (most words of most lines begin none).
  const cityList = withCapitals ? cityKey.split(' ') : [];
  let cityWords: ReadonlySet<string> | undefined;
  for (const word of cityList) {
    for (const index of cities.byFirst.get(word) ?? NONE) {
      if (tried.has(CAPITAL + index)) continue;
      tried.add(CAPITAL + index);
      cityWords ??= new Set(cityList);
      const phrase = firstSaid(cityKey, cityWords, {
        full: cities.full[index] ?? [],
        padded: cities.padded[index] ?? [],
        firsts: cities.firsts[index] ?? [],
      });
      if (phrase) named.set(CAPITAL + index, phrase);
    }
  }
  const wordList = key.split(' ');
  let words: ReadonlySet<string> | undefined;
  for (const word of wordList) {
    for (const index of byFirst.get(word) ?? NONE) {
      const country = list[index];
      if (!country || tried.has(index)) continue;
      tried.add(index);
      words ??= new Set(wordList);
      const phrase = firstSaid(key, words, country);
      if (phrase) named.set(index, phrase);
    }
  }
  // A source's "US", "UK": capitals a source writes, its code too (a line's are read as names).
  if (place.acronyms.size > 0) {
    list.forEach((country, index) => {
      const acronym = [...country.acronyms, country.code].find((one) => place.acronyms.has(one));
      if (acronym && !named.has(index)) named.set(index, acronym);
    });
  }
  if (UNSPACED.test(key)) {
    for (const [index, phrase] of unspaced) {
      if (!named.has(index) && unspacedSays(key, phrase)) named.set(index, phrase);
    }
  }
  return named;
}

/** countriesNamed of a source, read once: the places and the names reader both ask for it. */
const namedInSource = /* @__PURE__ */ oncePer(
  (source: PlaceSource): ReadonlyMap<number, string> => {
    return countriesNamed(source);
  },
);

/** What the source names: countries and capitals by their numbers, each capital's country too. */
const namedBy = /* @__PURE__ */ oncePer((source: PlaceSource): ReadonlySet<number> => {
  // "중국과" of a Korean source: its words read again with their particles cut.
  const cut = withoutKoreanParticles(source.text ?? '', source.langs);
  const named = new Set([
    ...namedInSource(source).keys(),
    ...(cut ? countriesNamed({ ...source, text: cut, key: ` ${cut.toLowerCase()} ` }).keys() : []),
    ...countriesOfCapitals(source),
    ...adjectiveCountries(source),
  ]);
  return named;
});

/**
 * The ISO codes of the countries the source names, by a name, its letters or its capital
 * ("GB" of "London"): what a region's word is checked against (region-names.ts).
 */
export function sourceCountryCodes(source: PlaceSource): ReadonlySet<string> {
  const { countries: list } = countriesIn(source.langs);
  const codes = new Set<string>();
  for (const index of namedBy(source)) {
    const code = index < CAPITAL ? list[index]?.code : undefined;
    if (code) codes.add(code);
  }
  return codes;
}

/** The countries (numbers of countriesIn's list) whose capital the source names. */
function countriesOfCapitals(source: PlaceSource): number[] {
  const { countries: list } = countriesIn(source.langs);
  const codes = new Set<string>();
  for (const index of namedInSource(source).keys()) {
    const code = index >= CAPITAL ? capitals().codes[index - CAPITAL] : undefined;
    if (code) codes.add(code);
  }
  if (codes.size === 0) return [];
  return list.flatMap((country, index) => (codes.has(country.code) ? [index] : []));
}

/**
 * The countries and capitals a line names that its source does not, by the name the line gives
 * them: read in every script, so a line in Arabic, Hindi or Chinese (no capitals to tell a name) or in the
 * reader's language (issue 45: "Brasil" of a post that names Mexico) is read too. A name several
 * countries share ("Arabic", "Spanish") holds where the source names any of them. Capitals are
 * known by their English names only: not read in a translation (`capitals: false`), whose
 * "Moscow" its source writes "Москва".
 */
export function unsupportedCountries(
  line: string,
  langs: readonly string[],
  sourcePlace: () => PlaceSource,
  { capitals: withCapitals = true }: { capitals?: boolean } = {},
): string[] {
  const mine = countriesNamed(
    { text: line, key: '', words: new Set(), langs, acronyms: new Set() },
    true,
    withCapitals,
  );
  // Most lines name no country: the source is then not read for its own.
  if (mine.size === 0) return [];
  const theirs = namedBy(sourcePlace());
  const { countries: list } = countriesIn(langs);
  const found: string[] = [];
  for (const [, phrase] of mine) {
    if (found.includes(phrase)) continue;
    // Every country this name may be: none of them the source's.
    const owners = [
      ...list.flatMap((country, index) => (country.full.includes(phrase) ? [index] : [])),
      ...capitals().full.flatMap((names, index) =>
        names.includes(phrase) ? [CAPITAL + index] : [],
      ),
    ];
    if (owners.some((index) => theirs.has(index))) continue;
    // "Norsk gull" of "Norge vant gull": CLDR gives the word alone to Bouvet Island (its language)
    // and to Norway only in "norsk bokmål"; a source country's name that opens with it is its own.
    const opens = `${phrase} `;
    if (
      list.some(
        (country, index) =>
          theirs.has(index) && country.full.some((name) => name.startsWith(opens)),
      )
    )
      continue;
    // "Россия" of a source's "России": the country in another case (declined-countries.ts).
    if (!isDeclinedSourceCountry(phrase, sourcePlace())) found.push(phrase);
  }
  return found;
}
