/**
 * A country in the Slavic languages' own words (issue 44 item 4, h298): a post writes "немецкие
 * власти", "Najviše je bilo Nijemaca", "Българската народна банка", "Rząd Turcji", and its card
 * "Власти Германии", "iz Njemačke", "България", "Turecki rząd", "Власти США". The places reader
 * knows a country by its names (nominatives) and by a Latin language's adjective
 * (language-adjectives.ts); a Slavic source names it by an adjective, a people's word or a name in
 * another case, none of which it reads, so the card's name of that country was a new name. Here a
 * word is read as a country (no list of demonyms):
 * - its name in another case: one word of its names in the language (CLDR, `Intl.DisplayNames`)
 *   with a short ending changed ("турции" of "турция", "njemačke" of "njemačka");
 * - its adjective: the word less its Slavic adjective's ending ("-ск-", "-цк-", "-ськ-", "-sk-",
 *   "-ck-", "-čk-" and the case ending), a stem that is the country's language's name so cut
 *   ("немец|кий" is German's, "ture|čtina" Turkish), that opens a word of its names ("россий|ские"
 *   of "россия", "британ|ия"), or that is its English name or people's word romanised
 *   ("американ|ские": "american", world-countries);
 * - its people's word: the stem less "-ец", "-цы", "-ców", "-aca" and a dropped vowel put back
 *   ("нем|цев": "немец"), read as an adjective's stem.
 * A country the source names no way stays new ("Власти Австрии" of "немецкие власти").
 */
import anyAscii from 'any-ascii';
import { oncePer } from '../once-per-source.ts';
import { countries, intlName } from './country-list.ts';

/** The Slavic languages, whose countries are named by adjectives and declined. */
const SLAVIC = new Set(['ru', 'uk', 'be', 'pl', 'cs', 'sk', 'sl', 'hr', 'sr', 'bs', 'bg', 'mk']);

/** A language tag's primary language. */
const primary = (lang: string) => lang.toLowerCase().split(/[-_]/)[0] ?? '';

/** Whether a language tag is a Slavic language's. */
export const isSlavic = (lang: string) => SLAVIC.has(primary(lang));

/** The Slavic ones among a source's languages. */
const slavicOf = (langs: readonly string[]) =>
  langs.map(primary).filter((lang) => SLAVIC.has(lang));

/**
 * An adjective's derivational ending with its case ending: Cyrillic "-ск-", "-цк-", "-зк-",
 * "-ськ-", "-цьк-" (Bulgarian's article too: "-ските", "-ския"); Latin "-sk-", "-ck-", "-zk-",
 * "-dzk-", "-šk-", "-čk-", "-ćk-", Polish's "-scy", "-ccy", Czech's "-ští", "-čtí".
 */
const ADJECTIVE =
  /^(.{2,}?)(?:(?:[сцзш]ь?к)(?:ий|ый|ой|ая|ое|ие|ые|ого|ому|ую|ым|им|ых|их|ими|ыми|ом|ей|ої|ою|ій|ия|ият|ата|ото|ите|а|е|і|и|о|у)|(?:[sczšč]|dz|ć)k(?:i|y|ý|á|é|a|e|o|u|ą|ie|iego|iej|im|ich|imi|iemu|ého|ému|ém|ým|ých|ými|ou|ej|om|og|oga|oj|ih|ima|ím|í)|(?:s|c|dz)cy|(?:št|čt)í)$/u;

/** A language's name in Czech or Slovak, a noun: "turečtina", "francouzština", "čeština". */
const LANGUAGE_NOUN = /^(.{2,}?)(?:št|čt|č)ina$/u;

/**
 * A people's word's ending, the stem's dropped vowel after it where it has one: Russian and
 * Ukrainian "-ец", "-цы", "-цев", "-ці", "-ців"; Polish "-iec", "-cy", "-ców"; Czech "-ec", "-ci",
 * "-ců"; Croatian "-ac", "-ci", "-aca".
 */
const PEOPLE =
  /^(.{3,}?)(?:е?ц(?:ы|ев|ам|ами|ах|а|у|ем|і|ів|ям|ями|ях|и|ите)?|ец|(?:ie|e|a)?c(?:y|ów|om|ami|ach|i|ů|ům|ích|ima|e)?|aca)$/u;

/** The fewest letters a stem shares with a name's word to be read as its country's. */
const LEAST = 4;
/** The letters a stem inside a long name's word is found by ("британ" of "великобритания"). */
const INNER = 6;
/** The shortest name read in another case: "того" (of that) is Togo's only as written. */
const DECLINED_NAME = 5;

/** A word as the readers compare it: lower case, NFC. */
const lower = (word: string) => word.normalize('NFC').toLowerCase();

/** Latin letters for comparing with English names: "американ" and "American" both "amerikan". */
const romanKey = (word: string) =>
  anyAscii(word)
    .toLowerCase()
    .replace(/c/gu, 'k')
    .replace(/[yj]/gu, 'i')
    .replace(/[^a-z]/gu, '');

/** The stem of a Slavic adjective (lower case: "москов" of "московском"), or undefined. */
export const adjectiveStem = (word: string) => ADJECTIVE.exec(word)?.[1];

interface Table {
  /** Language adjectives' stems ("неме" of "немецкий") and their countries. */
  stems: Map<string, Set<string>>;
  /** The words of the countries' names (one-word parts) by their first four letters. */
  words: Map<string, Array<{ word: string; code: string }>>;
  /** English names and people's words romanised, by their first four letters. */
  english: Map<string, Array<{ word: string; code: string }>>;
  /** Long names' words by each six letters past their start ("великобритания": "британ"). */
  inner: Map<string, string[]>;
}

const add = <V>(map: Map<string, V[]>, key: string, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

const tables = /* @__PURE__ */ new Map<string, Table>();

/** The countries' names, languages' adjectives and English words in `lang`, built once. */
function tableOf(lang: string): Table {
  let table = tables.get(lang);
  if (table) return table;
  table = { stems: new Map(), words: new Map(), english: new Map(), inner: new Map() };
  const displays: Intl.DisplayNames[] = [];
  let languages: Intl.DisplayNames | undefined;
  try {
    displays.push(new Intl.DisplayNames([lang], { type: 'region' }));
    displays.push(new Intl.DisplayNames([lang], { type: 'region', style: 'short' }));
    languages = new Intl.DisplayNames([lang], { type: 'language' });
  } catch {
    // A runtime without this language's names reads none.
  }
  for (const { code, names } of countries()) {
    for (const display of displays) {
      for (const part of lower(intlName(display, code) ?? '').split(/[\s-]+/u)) {
        if ([...part].length < LEAST) continue;
        add(table.words, part.slice(0, LEAST), { word: part, code });
        if (part.length < 10) continue;
        for (let at = 1; at + INNER <= part.length; at++)
          add(table.inner, part.slice(at, at + INNER), code);
      }
    }
    // English names and people's words (world-countries), one word each: "american", "britain".
    for (const name of names) {
      if (!/^[A-Za-z]+$/u.test(name)) continue;
      const key = romanKey(name);
      if (key.length >= 5) add(table.english, key.slice(0, LEAST), { word: key, code });
    }
    let language: string | undefined;
    try {
      language = new Intl.Locale(`und-${code}`).maximize().language;
    } catch {
      language = undefined;
    }
    // English is written in too many countries to name one.
    if (!language || language === 'en' || !languages) continue;
    const name = lower(intlName(languages, language) ?? '');
    const stem = adjectiveStem(name) ?? LANGUAGE_NOUN.exec(name)?.[1];
    const region = new Intl.Locale(language).maximize().region;
    if (!stem || !region) continue;
    const codes = table.stems.get(stem) ?? new Set<string>();
    codes.add(region);
    table.stems.set(stem, codes);
  }
  tables.set(lang, table);
  return table;
}

/** How many letters two words open with in common. */
function sharedStart(a: string, b: string): number {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  return at;
}

/** The countries an adjective's or a people's stem names in `lang`. */
function stemCountries(stem: string, table: Table, found: Set<string>): void {
  for (const code of table.stems.get(stem) ?? []) found.add(code);
  if ([...stem].length < LEAST) return;
  // "россий" of "россия", "brytyj" of "brytania": a name's word the stem opens, two letters of it
  // at most changed.
  for (const { word, code } of table.words.get(stem.slice(0, LEAST)) ?? []) {
    if (sharedStart(stem, word) >= Math.max(LEAST, stem.length - 2)) found.add(code);
  }
  // "британ" of "великобритания": a long stem inside a name's one word.
  if (stem.length >= INNER)
    for (const code of table.inner.get(stem.slice(0, INNER)) ?? []) found.add(code);
  // "американ" of "American", "britan" of "Britain": the English name romanised.
  const roman = romanKey(stem);
  if (roman.length < 5) return;
  for (const { word, code } of table.english.get(roman.slice(0, LEAST)) ?? []) {
    if (sharedStart(roman, word) >= Math.max(5, roman.length - 1)) found.add(code);
  }
}

const NONE: ReadonlySet<string> = new Set();

/** The countries (ISO codes) a word names in a Slavic `lang`: none for most words. */
export function slavicCountryCodes(word: string, lang: string): ReadonlySet<string> {
  const text = lower(word);
  if ([...text].length < 4 || [...text].length > 30) return NONE;
  const table = tableOf(lang);
  const found = new Set<string>();
  // The name in another case: "турции" of "турция", "njemačke" of "njemačka".
  for (const { word: name, code } of table.words.get(text.slice(0, LEAST)) ?? []) {
    const shared = sharedStart(text, name);
    if (name.length < DECLINED_NAME) continue;
    if (shared >= Math.max(LEAST, name.length - 2) && text.length - shared <= 3) found.add(code);
  }
  const adjective = adjectiveStem(text);
  if (adjective) stemCountries(adjective, table, found);
  const people = PEOPLE.exec(text)?.[1];
  if (people && !adjective) {
    // Croatian's "ije" is "je" before another syllable ("Nijemac", "Njemačka").
    const stem = lang === 'hr' || lang === 'bs' ? people.replace(/ije/u, 'je') : people;
    // The stem with its dropped vowel ("нем-е-ц", "niem-ie-c") and without ("американ-ец").
    for (const form of [stem, `${stem}е`, `${stem}ie`, `${stem}e`, `${stem}a`]) {
      stemCountries(form, table, found);
    }
  }
  return found.size === 0 ? NONE : found;
}

/** The countries a source names in its Slavic words, read once per source. */
export const sourceSlavicCountries = /* @__PURE__ */ oncePer(
  (source: { readonly words: ReadonlySet<string>; readonly langs: readonly string[] }) => {
    const codes = new Set<string>();
    for (const lang of slavicOf(source.langs)) {
      for (const word of source.words)
        for (const code of slavicCountryCodes(word, lang)) codes.add(code);
    }
    return codes;
  },
);

/**
 * Whether a line's word names, in the source's Slavic language, a country the source names
 * (`named`: its countries' codes, by any reading).
 */
export function isSlavicSourceCountry(
  word: string,
  source: { readonly langs: readonly string[] },
  named: ReadonlySet<string>,
): boolean {
  if (named.size === 0) return false;
  return slavicOf(source.langs).some((lang) =>
    [...slavicCountryCodes(word, lang)].some((code) => named.has(code)),
  );
}
