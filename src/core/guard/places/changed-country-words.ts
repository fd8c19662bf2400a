/**
 * A country's word put where the source has another country's (h264, docs/decisions/012): "Ein
 * spanisches Unternehmen" of "Ein Unternehmen aus Frankreich", "se reunió con el peruano" of "con
 * su homólogo chileno", "den danske kungen" of "Norges kung", "с иранским коллегой" of "с
 * коллегой из Турции". Adjectives and people's words are written in lower case in most of these
 * languages, so the names reader reads no name in them; a line that only adds one is often right
 * (the source's city is in that country), but one that drops the source's country for it moved
 * the fact.
 *
 * Stopped: a word of the line read as a country (its name's word but for a short ending, see
 * SHARED) that no word of the source is read as, where a word of the source is read
 * as another country that no word of the line is read as. A faithful line's country word is the
 * source's country in another form ("französisches" of "Frankreich"), or stands beside all of
 * the source's countries.
 */
import { isStopWord } from '../words/stop-words.ts';
import { isEverydayStart } from './everyday-country-starts.ts';
import { countriesIn } from './place-words.ts';

/**
 * How a word is read as a country: it covers one of the country's name's words (in English or
 * the source's languages) but for an ending of three letters at most, five letters shared or
 * more ("spani|sches" of "Spanien", "dansk|e" of "danska"), or a whole name of four letters and
 * an ending ("peru|ano", "иран|ским"); and the name is half the word at least. Four letters of a
 * longer name are shared by everyday words too often ("cana|l", "scho|n"), and so is a long
 * name's start ("guada|gna", "frank|furt").
 */
const SHARED = 5;
const SHORT_NAME = 4;
const ENDING = 3;
/** Scripts with capitals, whose adjectives of country are written in lower case. */
const CASED_WORD = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]{5,}$/u;
const WORD = /[\p{L}\p{M}]+/gu;
/** The word CLDR's names give a territory's part ("partie néerlandaise", "parte francesa"). */
const TERRITORY_PART = /^(?:part|partie|parte|teil|deel|del|część|část)$/u;

interface Source {
  readonly text: string;
  readonly langs: readonly string[];
}

interface CountryWord {
  /** The word as written, lower-cased. */
  lower: string;
  codes: ReadonlySet<string>;
}

/**
 * The words of every country's names in `langs` by their first four letters, without those that
 * name no country alone: a name's first word when it has several ("stato" of "Stato della Città
 * del Vaticano", "united"), a later one of five letters or fewer ("della"), or one in two
 * countries' names ("islands", "republic"). "francesi" of "Terre australi francesi" is kept.
 */
const namesByLangs = /* @__PURE__ */ new Map<
  string,
  Map<string, { part: string; code: string }[]>
>();

function countryNames(langs: readonly string[]) {
  const key = langs.join(',');
  let byStart = namesByLangs.get(key);
  if (!byStart) {
    const whole = new Set<string>();
    const generic = new Set<string>();
    const owners = new Map<string, string>();
    const parts: { part: string; code: string }[] = [];
    for (const country of countriesIn(langs).countries) {
      for (const name of country.full) {
        const words = name.split(' ');
        if (words.length === 1) whole.add(name);
        words.forEach((part, at) => {
          const owner = owners.get(part);
          if (words.length > 1 && (at === 0 || [...part].length <= SHARED)) generic.add(part);
          // "Saint-Martin (partie néerlandaise)": CLDR's word for a territory's part names no
          // country, and "à partir de", "partiront" share its start (h300).
          if (words.length > 1 && TERRITORY_PART.test(part)) generic.add(part);
          if (owner !== undefined && owner !== country.code) generic.add(part);
          owners.set(part, country.code);
          if ([...part].length >= SHORT_NAME) parts.push({ part, code: country.code });
        });
      }
    }
    for (const part of whole) generic.delete(part);
    byStart = new Map();
    for (const one of parts) {
      if (generic.has(one.part)) continue;
      const start = [...one.part].slice(0, SHORT_NAME).join('');
      const list = byStart.get(start) ?? [];
      list.push(one);
      byStart.set(start, list);
    }
    namesByLangs.set(key, byStart);
  }
  return byStart;
}

/** How many letters two words share at their start. */
function sharedStart(a: readonly string[], b: readonly string[]): number {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return at;
}

/** The words of `text` read as countries (see the file's comment), each form once. */
function countryWords(text: string, langs: readonly string[]): Map<string, CountryWord> {
  const byStart = countryNames(langs);
  const found = new Map<string, CountryWord>();
  for (const [word] of text.matchAll(WORD)) {
    if (!CASED_WORD.test(word) || found.has(word)) continue;
    const lower = word.normalize('NFC').toLowerCase();
    // Tagalog "hindi" (not), Indonesian "akan" (will): a function word, no language's country (h300).
    if (langs.some((lang) => isStopWord(lower, lang))) continue;
    const letters = [...lower];
    const codes = new Set<string>();
    for (const { part, code } of byStart.get(letters.slice(0, SHORT_NAME).join('')) ?? []) {
      const name = [...part];
      const shared = sharedStart(letters, name);
      // "словам" (words) covers "Словакия" but for three letters: an everyday word, no country.
      const covered =
        shared >= SHARED &&
        shared >= name.length - ENDING &&
        !isEverydayStart(letters, shared, name.length, ENDING, langs);
      const short = shared === SHORT_NAME && name.length === SHORT_NAME && letters.length > 5;
      if ((covered || short) && shared * 2 >= letters.length) codes.add(code);
    }
    if (codes.size > 0) found.set(word, { lower, codes });
  }
  return found;
}

/**
 * Two words of one country: read as the same, or sharing their first three letters (CLDR gives
 * some forms to a territory only: "norska" is Bouvet Island's, "französisches" the French
 * Southern Territories'). Two countries that share a start ("Chile", "China") are told apart
 * less often: the price of keeping the source's country in another form.
 */
const SAME_START = 3;

function sameCountry(a: CountryWord, b: CountryWord): boolean {
  if ([...a.codes].some((code) => b.codes.has(code))) return true;
  return [...a.lower].slice(0, SAME_START).join('') === [...b.lower].slice(0, SAME_START).join('');
}

const sourceCountries = /* @__PURE__ */ new WeakMap<Source, CountryWord[]>();

/** The line's country words that put another country in the place of the source's own. */
export function changedCountryWords(line: string, source: Source): string[] {
  if (source.langs.length === 0) return [];
  const mine = countryWords(line, source.langs);
  if (mine.size === 0) return [];
  let theirs = sourceCountries.get(source);
  if (!theirs) {
    theirs = [...countryWords(source.text, source.langs).values()];
    sourceCountries.set(source, theirs);
  }
  if (theirs.length === 0) return [];
  // Every country of the source said in the line: a new one beside them is added, not put in
  // the place of one of them.
  const read = [...mine.values()];
  const said = (one: CountryWord) => read.some((word) => sameCountry(one, word));
  if (theirs.every(said)) return [];
  // Lower-cased, as the declined-countries reader writes a country it stops too.
  return [...mine.values()]
    .filter((word) => !theirs.some((one) => sameCountry(one, word)))
    .map((word) => word.lower);
}
