/**
 * Proper names as the guard reads them in a Normal line (docs/decisions/012): a capitalised word
 * that does not open a sentence must be the source's, in one of the forms a faithful line writes
 * it. Not new names: a word of the source or of its author's names in another form ("Lisbon's",
 * "React" of "#ReactNative"), an acronym used as a word ("OK", "CEO"), an abbreviation of words the
 * source spells out ("US" of "United States", "NYC") and the other way round, and a country the
 * source mentions as its people, language or other name ("Chinese" of "China").
 */

import { dayPeriodNear } from '../dates/figure-clock.ts';
import { isSourceTimeZoneWord } from '../dates/time-zone-names.ts';
import {
  isSourceCurrencyCode,
  isSourceCurrencyName,
  isSourceSignWithCountry,
} from '../figures/currency-codes.ts';
import { currenciesOf } from '../figures/figure-words.ts';
import { isSourceCurrencySymbol } from '../figures/source-currency-symbols.ts';
import { oncePer } from '../once-per-source.ts';
import { isSourceCountryInitials } from '../places/country-initials.ts';
import { countryNamesIn } from '../places/country-list.ts';
import { unsupportedLatinCapitals } from '../places/latin-capitals.ts';
import { isSourceNisbaCountry } from '../places/nisba-countries.ts';
import { isSourceCountryPeople } from '../places/people-inflections.ts';
import {
  isSourcePlaceWord,
  type PlaceSource,
  sourceCountryCodes,
  unsupportedCountries,
} from '../places/place-words.ts';
import { isSourceRegionWord } from '../places/region-names.ts';
import { romanisedCountry } from '../places/romanised-countries.ts';
import { isSlavicSourceCountry } from '../places/slavic-country-words.ts';
import { isCommonAcronym } from '../words/common-acronyms.ts';
import { isCommonWord } from '../words/common-words.ts';
import { foldWord } from '../words/fold-word.ts';
import {
  isClippedSourceName,
  isLettersCountryPeople,
  isSourceCityPeople,
} from '../words/people-words.ts';
import { isSpelledAcronym } from '../words/spelled-acronyms.ts';
import { spellsSourceAccount } from './account-names.ts';
import { isSourceAdjectivePlace } from './adjective-places.ts';
import { capitalRuns, spelledOut } from './capital-runs.ts';
import { isClippedSourceWord } from './clipped-source-names.ts';
import { isCompoundWordAcronym } from './compound-word-acronyms.ts';
import { isCrossScriptSourceName } from './cross-script-names.ts';
import { isFunctionWordPlace } from './function-word-places.ts';
import { declinedSourceName } from './inflected-names.ts';
import { initialsInScript } from './initials-in-script.ts';
import { joinedNames } from './joined-names.ts';
import { isLowerAdjectivePlace } from './lowercase-adjective-places.ts';
import { abbreviatesSourcePhrase } from './phrase-abbreviations.ts';
import { isSourcePlaceAdjective } from './place-adjectives.ts';
import { romanSupported, sourceSpelling } from './roman-names.ts';
import { romanianArticleForm } from './romanian-articles.ts';
import { writesOutSourceCode } from './ticker-names.ts';
import { isTitleCase } from './title-case-lines.ts';

/** What the names reader needs of a source (a ClaimSource gives it). */
export interface NameSource {
  /** The source's text, as written. */
  readonly text: string;
  readonly key: string;
  readonly words: ReadonlySet<string>;
  readonly langs: readonly string[];
  /** The lines' language when it is another than the source's: its names of countries too. */
  readonly lineLangs?: readonly string[];
}

/** What a source's names are read as, once per source. */
interface SourceNames {
  /** Its acronyms ("US", "U.S." as "US", "NYC"). */
  acronyms: ReadonlySet<string>;
  /**
   * The initials of every name it spells out ("US" of "United States"): read on a word in
   * capitals' first need (a reading of the whole text most lines never ask for).
   */
  initials(): ReadonlySet<string>;
  place: PlaceSource;
}

const sourceNames = /* @__PURE__ */ oncePer((source: NameSource): SourceNames => {
  const acronyms = new Set<string>();
  for (const [word] of source.text.matchAll(/(?<![\p{L}\p{N}])\p{Lu}{2,6}(?![\p{L}\p{N}])/gu)) {
    acronyms.add(word);
  }
  for (const [word] of source.text.matchAll(/(?<![\p{L}\p{N}.])(?:\p{Lu}\.){2,6}/gu)) {
    acronyms.add(word.replaceAll('.', ''));
  }
  let initials: Set<string> | undefined;
  const initialsOf = () => {
    if (initials) return initials;
    initials = new Set<string>();
    for (const run of capitalRuns(source.text, source.langs)) {
      for (const stretch of spelledOut(run))
        for (const text of stretch.initials) initials.add(text);
    }
    return initials;
  };
  const { words } = source;
  const langs = [...source.langs, ...(source.lineLangs ?? [])];
  const read: SourceNames = {
    acronyms,
    initials: initialsOf,
    // The source's key is read only when a word names a country (a reading of the whole text).
    place: {
      get key() {
        return source.key;
      },
      words,
      langs,
      acronyms,
      text: source.text,
    },
  };
  return read;
});

/** The words of a line's names whose initials the source writes ("United Nations" of "UN"). */
function abbreviatedInSource(
  line: string,
  names: SourceNames,
  langs: readonly string[],
): ReadonlySet<string> {
  const found = new Set<string>();
  for (const run of capitalRuns(line, langs)) {
    for (const stretch of spelledOut(run)) {
      if (stretch.initials.some((text) => names.acronyms.has(text))) {
        for (const word of stretch.words) found.add(word);
      }
    }
  }
  return found;
}

/** A name's word the source has, in another form ("Japanese" for "Japan", "Lisbon's"). */
function nameSupported(
  word: string,
  source: NameSource,
  place?: { line: string; at: number },
): boolean {
  const lower = word.toLowerCase().replace(/['’]s?$/u, '');
  if (source.words.has(lower)) return true;
  const parts = lower.split(/[-'’]/);
  if (parts.length > 1 && parts.every((part) => part === '' || source.words.has(part))) return true;
  // The same stem: the source's word is the name's start, or the name is the word's start.
  for (let length = lower.length - 1; length >= Math.max(4, lower.length * 0.6); length--) {
    if (source.words.has(lower.slice(0, length))) return true;
  }
  if (lower.length < 4) return false;
  // The source's name in another case, where names are declined ("Warszawie" of "Warszawa"), or
  // with Romanian's genitive article ("Siretului" of "Siret", romanian-articles.ts).
  if (declinedSourceName(lower, source, place) || romanianArticleForm(lower, source)) return true;
  // A people's word of a place the source names: "Scottish" of "Scotland", "Nigerian" of "Nigeria".
  const people = DEMONYM.exec(lower);
  const stem = people ? lower.slice(0, Math.max(4, people.index)) : undefined;
  for (const known of source.words) {
    if (
      known.length > lower.length &&
      known.length * 0.6 <= lower.length &&
      known.startsWith(lower)
    ) {
      return true;
    }
    if (stem && known.length >= stem.length + 2 && known.startsWith(stem)) return true;
    if (compoundOn(known, lower, source.langs)) return true;
  }
  return false;
}

/**
 * Languages that write a compound as one word, a name as its first part: a translation writes the
 * name alone ("the Bergen Line" of "Bergensbanen", "Malmö station" of "Malmöstationen").
 */
const COMPOUNDING = new Set(['de', 'nl', 'sv', 'da', 'nb', 'nn', 'no', 'is', 'fi']);

/**
 * True where `known`, a word of a source in a compounding language, is `name` (four letters or
 * more) with a linking "s" or "e" or none, then a word of four letters or more.
 */
function compoundOn(known: string, name: string, langs: readonly string[]): boolean {
  if (name.length < 4 || !known.startsWith(name) || !langs.some((lang) => COMPOUNDING.has(lang))) {
    return false;
  }
  const rest = known.slice(name.length).replace(/^[se]/u, '');
  return rest.length >= 4;
}

/** The endings of a people's or a language's word ("Scottish", "Nigerian", "Maltese"). */
const DEMONYM = /(?:t?ish|ian|ese|ans?)$/u;

/** A word the source holds in a form a faithful line writes, though not as the source writes it. */
function otherwiseSupported(
  word: string,
  source: NameSource,
  abbreviated: () => ReadonlySet<string>,
): boolean {
  if (isCommonAcronym(word)) return true;
  // "1 250 CZK", "1 250 svenska kronor" of a source's "1 250 Kč", "1 250 kr"; "VNĐ" (Đ for D).
  if (isSourceCurrencyCode(word.replace(/Đ/gu, 'D'), source.text, source.langs)) return true;
  if (isSourceCurrencyName(word, source.text, source.langs)) return true;
  // "KSh 7,999" of "Sh 7,999": the shilling's sign with its country's letter, as CLDR writes it.
  if (isSourceSignWithCountry(word, source.text, source.langs)) return true;
  // "450 mil. Kč", "35 millió Ft" of "450 milionů korun", "35 millió forint": the currency's symbol.
  if (isSourceCurrencySymbol(word, source.text, source.langs)) return true;
  // "3:30 PTG", "ÖS 3:30", "3:30 CH": a part of the day as CLDR writes it in the source's language.
  if (dayPeriodNear('', foldWord(word, false), source.langs)) return true;
  // "noon Eastern" of "12:00 PM ET".
  if (isSourceTimeZoneWord(word, source.text)) return true;
  const names = sourceNames(source);
  // "EU's", "NHS’s": the initials with a possessive.
  const bare = word.replace(/['’]s$/u, '');
  const letters = /^\p{Lu}{2,6}s?$/u.test(bare) ? bare.replace(/s$/, '') : undefined;
  // "РФ" of "России": a country's initials where the source names it (country-initials.ts).
  if (letters && (names.initials().has(letters) || isSourceCountryInitials(letters, names.place)))
    return true;
  if (letters && isCompoundWordAcronym(letters, source)) return true; // "ЕС" of "Евросоюз"
  if (isSourcePlaceWord(word, names.place)) return true;
  // "Германии" of "немецкие", "Njemačke" of "Nijemaca" (slavic-country-words.ts).
  if (isSlavicSourceCountry(word, source, sourceCountryCodes(names.place))) return true;
  // "three Nordic countries" of "Denmark, Sweden and Finland".
  if (isSourceRegionWord(word, names.place)) return true;
  // "the American" of "US Open 🇺🇸", "New Yorkers" of "New York City" (people-words.ts).
  if (isLettersCountryPeople(word, source.text) || isSourceCityPeople(word, source.text))
    return true;
  // "Polacy pokonali" of "Polska wygrała": the people of a country the source names, in its own
  // language's form, four letters of the name shared (people-inflections.ts); "Czechów" of that
  // source, "Vingegaard" of one whose "vince" (wins) is read as Saint Vincent's, are still names.
  if (isSourceCountryPeople(word, source, 4)) return true;
  if (PARTY_WORD.test(word) && partyTagged(source.text, word)) return true;
  // "Московское" of "Москвы", "Milanese" of "Milano": a place's adjective (place-adjectives.ts).
  // "Калининградом" of "Калининградской": the place of the source's adjective (adjective-places.ts).
  if (isSourcePlaceAdjective(word, source) || isSourceAdjectivePlace(word, source)) return true;
  // "v Brně" of "brněnském" (lowercase-adjective-places.ts), "Телеграме" of "Telegram".
  if (isLowerAdjectivePlace(word, source) || isCrossScriptSourceName(word, source)) return true;
  // "Bce" of "Banca centrale europea", "Госдума" of "Государственная дума" (phrase-abbreviations.ts).
  // "L'OMS" of "L'Organisation mondiale de la santé": behind its article (initials-in-script.ts).
  if (abbreviatesSourcePhrase(word, source) || initialsInScript(word, source)) return true;
  return abbreviated().has(word);
}

/** A US party's words, and the letter a member's tag gives it ("Sen. Wiener (D-San Francisco)"). */
const PARTY_WORD = /^(?:Democrat(?:s|ic)?|Republicans?|Independents?|GOP)$/u;
const partyTagged = (text: string, word: string) =>
  new RegExp(`\\(${word[0] === 'G' ? 'R' : word[0]}-\\p{Lu}`, 'u').test(text);

/**
 * A capitalised word the source holds as a name, in any form the names reader takes ("Lisbon's",
 * "CEO", "US" of "United States", "Chinese" of "China"): for readers of a single word.
 */
export function isSourceName(word: string, source: NameSource): boolean {
  return (
    nameSupported(word, source) ||
    otherwiseSupported(word, source, () => new Set<string>()) ||
    writesOutSourceCode(word, source) ||
    PRONOUN_I.test(word)
  );
}

export const NAME = /(?<![\p{L}\p{M}\p{N}_@#/.])\p{Lu}[\p{L}\p{M}]*(?:['’-]\p{L}+)*/gu;
/** What may stand between a sentence's start and its first word: quotes, brackets, emoji, ¡ ¿. */
const LEAD = /(?:[\s"“”‘’'«»„「『([*•·\-–—¡¿]|\p{Extended_Pictographic}|\uFE0F|\u200D)+$/u;
const PRONOUN_I = /^I(?:['’](?:m|ve|ll|d))?$/u;

/** Whether the word at `at` opens a sentence: only quotes, brackets or emoji stand before it there. */
export function opensSentence(line: string, at: number): boolean {
  const lead = line.slice(0, at);
  const before = lead.replace(LEAD, '');
  // An emoji ends a sentence as a full stop does ("GM ☀️ Let's talk").
  const afterEmoji = /\p{Extended_Pictographic}/u.test(lead.slice(before.length));
  return before === '' || afterEmoji || /[.!?…:;]$/u.test(before);
}

/** Letters a currency is written with before its amount. */
const CURRENCY_CODE = /^(?:[A-Z]{3}|R[sp])$/;
/** A currency's code or letters and a case ending after an apostrophe: "TL'ye", "EUR'luk". */
const CODE_AFTER_AMOUNT = /^[A-Z]{2,3}['’]\p{Ll}+$/u;

const PARTICLE_TAIL =
  /^([\p{Script=Latin}\p{M}]+)[\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}]+$/u;

/** Capitalised words that are not a sentence's first: names, where the source has none of them. */
export function unsupportedNames(line: string, source: NameSource): string[] {
  if (isTitleCase(line, source.langs)) return [];
  let spelled: ReadonlySet<string> | undefined;
  const abbreviated = () =>
    (spelled ??= abbreviatedInSource(line, sourceNames(source), source.langs));
  const found: string[] = [];
  for (const match of line.matchAll(NAME)) {
    // "LG를", "NASAが": a particle of a script without capitals on a Latin name is no part of it.
    const word = PARTICLE_TAIL.exec(match[0])?.[1] ?? match[0];
    // A month or day a line ties to a date was read as one (claim-calendar.ts): what is left
    // here is a name ("June said", "Theresa May").
    if (word.length < 2 || PRONOUN_I.test(word)) continue;
    if (opensSentence(line, match.index)) continue;
    // "Rp 12.500", "Rs 500", "USD 5": a currency's letters before its amount (the figures').
    if (
      CURRENCY_CODE.test(word) &&
      currenciesOf(word).length > 0 &&
      /^\.?\s?\d/u.test(line.slice(match.index + word.length))
    )
      continue;
    // "15 TL'ye", "10 TL'den": a currency's letters after its amount, with Turkish's case ending,
    // are the figure's to judge (h246: a card's "TL'den" of the post's "10 liradan" was a name).
    if (
      CODE_AFTER_AMOUNT.test(word) &&
      /\d\s?$/u.test(line.slice(Math.max(0, match.index - 2), match.index)) &&
      currenciesOf(word).length > 0
    )
      continue;
    const supported = (name: string) =>
      nameSupported(name, source, { line, at: match.index }) ||
      otherwiseSupported(name, source, abbreviated);
    if (supported(word) || isClippedSourceName(word, line, match.index, source.text)) continue;
    if (isClippedSourceWord(word, source)) continue; // "dalla Juve" of "dalla Juventus"
    if (writesOutSourceCode(word, source)) continue;
    if (spellsSourceAccount(line, match.index, source.text)) continue;
    // "GDP" of "gross domestic product", "LFP cells" of "lithium iron phosphate cells".
    const next = /^[ \t]+(\p{Ll}+)/u.exec(line.slice(match.index + word.length))?.[1];
    if (isSpelledAcronym(word, source, next)) continue;
    // "FAQ-style", "US-led": a compound's capitalised parts are its names.
    const parts = word.split('-').filter((part) => /^\p{Lu}/u.test(part));
    if (word.includes('-') && parts.length > 0 && parts.every(supported)) continue;
    found.push(word);
  }
  // "Luis Becker" of "Tom Becker" and "Luis Ferreira": the source's words, a new person.
  for (const name of joinedNames(line, source)) found.push(name);
  return found;
}

/** An English people's word's ending: "Ethiopian", "Chinese", "Polish", "Dutch", "Thai". */
const ENGLISH_PEOPLE_WORD = /(?:an|ese|ish|ch|i)s?$/u;

/**
 * The countries and capitals a line names that the source does not, in any script
 * (place-words.ts). A translated line's capitals are read where the source is in another script
 * than Latin and not Japanese: one the source writes in its own script is its name romanised
 * ("Moscow" of "Москве", "Beijing" of "北京", roman-names.ts); a source in Latin letters writes
 * its capitals as its language does ("Lisboa" for "Lisbon"), and kanji romanise as Chinese.
 */
export function unsupportedPlaces(line: string, source: NameSource, translated = false): string[] {
  const langs = [...source.langs, ...(source.lineLangs ?? [])];
  const spelling = translated ? sourceSpelling(source) : 'latin';
  const countries = unsupportedCountries(line, langs, () => sourceNames(source).place, {
    capitals: !translated || spelling === 'spelled' || spelling === 'other',
  });
  const found =
    translated && spelling === 'latin'
      ? [
          ...countries,
          ...unsupportedLatinCapitals(
            line,
            langs,
            () => sourceNames(source).place,
            source,
            countries,
          ),
        ]
      : countries;
  const lang = (translated ? source.lineLangs?.[0] : source.langs[0]) ?? 'en';
  // German's list holds its places ("berlin"), and a German first word's capital is a noun's as
  // much as any other's: there a place is one wherever it stands. So is a country the line's
  // language names so ("Spain beat Serbia" of a post about Russia): the lists hold "spain" for
  // the country, not for a word.
  const firstWordCommon = (place: string) =>
    !lang.startsWith('de') &&
    !countryNamesIn(lang).has(place) &&
    // "Ethiopian runners took 4 medals" of Kenya's: an English people's word is that wherever it
    // stands, though common ("victoria" is a word in Spanish, "ethiopian" a people's).
    !(lang.startsWith('en') && ENGLISH_PEOPLE_WORD.test(place)) &&
    isCommonWord(place, lang) &&
    onlyFirstWord(line, place);
  return found.filter(
    (place) =>
      !(
        spelling !== 'latin' &&
        (romanSupported(place, source) ||
          romanisedCountry(place, source, spelling, source.langs[0] ?? 'en'))
      ) &&
      !firstWordCommon(place.toLowerCase()) &&
      // "Tarif akan naik": Indonesian's "will", not Ghana's Akan (function-word-places.ts).
      !isFunctionWordPlace(place, line, lang, opensSentence) &&
      !isLettersCountryPeople(place, source.text) &&
      // "مصر" of "الحكومة المصرية", "ישראלי" of "ישראל" (nisba-countries.ts).
      !isSourceNisbaCountry(place, source),
  );
}

/**
 * Whether a one-word place stands in the line only as a sentence's first word, where its capital
 * tells nothing: "Victoria del Atlético" (a victory, not the Seychelles' capital), read as the
 * common word it also is.
 */
function onlyFirstWord(line: string, place: string): boolean {
  if (place.includes(' ')) return false;
  const at = [...line.matchAll(NAME)].filter((match) => match[0].toLowerCase() === place);
  return at.length > 0 && at.every((match) => opensSentence(line, match.index));
}
