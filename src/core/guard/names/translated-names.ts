/**
 * Names in a translated line (issue 45's reader's language; issue 44 item 5, docs/decisions/012):
 * its words are not the source's, so the names reader does not read it, but where the source is
 * written in a script translations spell letter by letter (Cyrillic, Greek, Indic), the line's
 * names are the source's in Latin letters (roman-names.ts): "Kirill Kaprizov" of a post naming
 * "Иван Морозов" is a new name, "Ivan Morozov" is not. Where the source is in Latin letters too, a
 * name is the source's in its spelling or its consonants ("Seville" of "Sevilla", "Izmir" of
 * "İzmir"), or an exonym near one of its capitals (round eight). A capitalised word
 * that is a common word of the line's language or of English ("Big Circle Line", "Stadium") is
 * the translation's own.
 */
import anyAscii from 'any-ascii';
import { oncePer } from '../once-per-source.ts';
import { unsupportedAbjadPlaces } from '../places/abjad-places.ts';
import { authorNamedPlaces } from '../places/author-named-places.ts';
import { isSourcePeoplePlace } from '../places/demonym-places.ts';
import { unsupportedGermanPairPlaces } from '../places/german-place-pairs.ts';
import { unsupportedHangulPlaceRuns } from '../places/hangul-place-runs.ts';
import { unsupportedHangulPlaces } from '../places/hangul-places.ts';
import { isSourceCountryPeople } from '../places/people-inflections.ts';
import { placedCapitals } from '../places/placed-capitals.ts';
import { unsupportedSoundedCapitals } from '../places/sounded-capitals.ts';
import { unsupportedAbjadSides } from '../swaps/abjad-sides.ts';
import { hasCommonWords, isCommonWord } from '../words/common-words.ts';
import { isPrefixedWord } from '../words/prefixed-words.ts';
import { unsupportedAbjadNames } from './abjad-names.ts';
import { unsupportedBarePrefixes } from './bare-prefix-names.ts';
import { type NameSource, unsupportedNames } from './claim-names.ts';
import { unsupportedFirstNames } from './first-word-names.ts';
import { isGermanWord, unsupportedGermanNames } from './german-names.ts';
import { changedKanaHalves, unsupportedKanaNames } from './kana-names.ts';
import { spelledInKatakana } from './katakana-loans.ts';
import { unsupportedKoreanNames, unsupportedKoreanSurnames } from './korean-names.ts';
import { isLetteredAcronym } from './lettered-acronyms.ts';
import { changedNameHalves } from './name-pairs.ts';
import { unsupportedPinyinNames } from './pinyin-names.ts';
import { consonantKeys, romanSupported, sourceSpelling } from './roman-names.ts';
import { isRomanisedSourceName } from './romanised-source-names.ts';
import { isSlavicDerivedFirstWord } from './slavic-derived-words.ts';
import { isSourceStemCompound } from './stem-compounds.ts';
import { isDerivedFromSourceName } from './stem-derived-names.ts';
import { unsupportedThaiNames } from './thai-romanised-names.ts';

/** The consonants' keys of a source's capitalised words (roman-names.ts), by first letter. */
const sourceOpenings = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): ReadonlyMap<string, string[]> => {
    const keys = new Map<string, string[]>();
    for (const [word] of source.text.matchAll(/\p{Lu}[\p{L}\p{M}]+/gu)) {
      const first = anyAscii(word.slice(0, 2)).toLowerCase().slice(0, 1);
      const key = consonantKeys(word)[0];
      const list = keys.get(first);
      if (!list) keys.set(first, [key]);
      else if (!list.includes(key)) list.push(key);
    }
    return keys;
  },
);

/** The length of the longest run of letters two keys have in the same order. */
function common(a: string, b: string): number {
  let row = new Array<number>(b.length + 1).fill(0);
  for (const letter of a) {
    const next = [0];
    for (let at = 0; at < b.length; at++) {
      next.push(
        letter === b[at]
          ? (row[at] as number) + 1
          : Math.max(row[at + 1] as number, next[at] as number),
      );
    }
    row = next;
  }
  return row[b.length] as number;
}

/**
 * A translation's exonym of a name of a source in Latin letters starts as the name does and keeps
 * most of its consonants in order ("Munich" of "München", "Naples" of "Napoli", "Bavaria" of
 * "Bayern", "Florence" of "Firenze", "Cologne" of "Köln"): such a capital passes, a miss rather
 * than a false stop; one no source capital is so near is a new name ("Krakow" of a post about
 * Warszawa and Krystian, "Bayrakli" of one about Başkanı and Büyükşehir).
 */
function exonymOf(word: string, source: { readonly text: string }): boolean {
  const first = anyAscii(word.slice(0, 2)).toLowerCase().slice(0, 1);
  const key = consonantKeys(word)[0].slice(0, 12);
  return (sourceOpenings(source).get(first) ?? []).some((known) => {
    const kept = known.slice(0, 12);
    return (
      Math.min(key.length, kept.length) >= 2 &&
      common(key, kept) >= Math.max(key.length, kept.length) * 0.6
    );
  });
}

/** A translated line's names the source does not have in any spelling; `lang` is the line's. */
export function unsupportedTranslatedNames(
  line: string,
  source: NameSource,
  lang: string,
): string[] {
  const spelling = sourceSpelling(source);
  if (!hasCommonWords(lang)) return [];
  // A Chinese source's names are its pinyin (pinyin-names.ts); other scripts' translations write
  // their own words in capitals as often as names.
  if (spelling === 'other') {
    const names = [...unsupportedFirstNames(line, source, lang), ...unsupportedNames(line, source)];
    const unique = [...new Set(names)];
    // A Korean source's names are its romanised Hangul (korean-names.ts), an Arabic or Hebrew
    // one's its consonants (abjad-names.ts).
    return [
      ...unsupportedPinyinNames(unique, source, lang),
      ...unsupportedThaiNames(unique, source, lang),
      ...unsupportedKoreanNames(unique, source),
      ...unsupportedKoreanSurnames(line, source),
      ...unsupportedAbjadNames(line, source, lang),
      ...unsupportedAbjadPlaces(line, source, lang),
      ...authorNamedPlaces(line, source, lang),
      ...unsupportedAbjadSides(line, source, lang),
      ...unsupportedHangulPlaces(line, source, lang),
      ...unsupportedHangulPlaceRuns(line, source, lang),
      // "Inter are in talks…": a prefix alone, a club's name (bare-prefix-names.ts).
      ...unsupportedBarePrefixes(line, source),
    ];
  }
  if (spelling !== 'spelled' && spelling !== 'latin') return [];
  // German's nouns are capitalised: they are read as German makes them (german-names.ts).
  const common = (word: string) =>
    lang.startsWith('de') ? isGermanWord(word) : isCommonWord(word, lang);
  // After "em", "à", "en" a capital is a name though listed as a word (placed-capitals.ts).
  const placed = placedCapitals(line, lang);
  const own = (word: string) =>
    (!placed.has(word) &&
      (common(word) || isCommonWord(word, 'en') || isPrefixedWord(word, lang))) ||
    romanSupported(word, source) ||
    // "IIT" of "ஐஐடி": an acronym written by its letters' names (lettered-acronyms.ts).
    isLetteredAcronym(word, source) ||
    spelledInKatakana(word, source) ||
    (spelling === 'latin' && exonymOf(word, source));
  const found: string[] = [];
  for (const word of [
    ...unsupportedFirstNames(line, source, lang),
    ...unsupportedNames(line, source),
  ]) {
    const parts = word.replace(/['’]s$/u, '').split('-');
    if (!own(word) && !parts.every(own) && !found.includes(word)) found.push(word);
  }
  // One half of a source's two-word name given another (name-pairs.ts).
  if (spelling === 'latin') {
    for (const word of changedNameHalves(line, source, lang)) {
      if (!found.includes(word)) found.push(word);
    }
  }
  return found;
}

/**
 * The names a Normal line holds that the source does not: capitalised words past a sentence's
 * first (claim-names.ts) and first words (first-word-names.ts) in a line in the source's language
 * where capitals mark names (`checksNames`), past a sentence's first only where the source's words
 * have no case (a Latin name in a Korean line), any capitalised word German does not make in a German
 * one (german-names.ts), or a translated line's names in any spelling (the source's names given
 * another's role are role-claims.ts's). A first or translated word that is one of the line's
 * `places` (countries, capitals) is that claim.
 */
export function unsupportedLineNames(
  line: string,
  source: NameSource & { readonly checksNames: boolean; readonly translated?: boolean },
  places: readonly string[] = [],
): string[] {
  const placed = new Set(places.flatMap((place) => place.split(' ')));
  const notPlace = (word: string) => !placed.has(word.toLowerCase().split(/['’]/)[0] as string);
  if (source.translated) {
    // Katakana names against a Latin or spelled source, romanised ones against a katakana source
    // (kana-names.ts); a Chinese or Korean source's runs of syllables are read by their own rules.
    const spelling = sourceSpelling(source);
    const kana =
      spelling === 'japanese'
        ? changedKanaHalves
        : spelling === 'other'
          ? () => []
          : unsupportedKanaNames;
    const names = unsupportedTranslatedNames(line, source, source.lineLangs?.[0] ?? 'en');
    // "마드리드에서" of a post in Latin letters: a capital by its sound (sounded-capitals.ts).
    const sounded =
      spelling === 'latin' || spelling === 'spelled'
        ? unsupportedSoundedCapitals(line, source)
        : [];
    return [...new Set([...names, ...kana(line, source), ...sounded])].filter(notPlace);
  }
  const lang = source.langs[0] ?? 'en';
  // German capitalises its nouns: a name there is a word German does not make (german-names.ts).
  if (lang === 'de' && !source.checksNames) {
    const names = unsupportedGermanNames(line, source);
    return [
      ...names,
      ...unsupportedGermanPairPlaces(line, source).filter((name) => !names.includes(name)),
    ];
  }
  // A source without case (Korean, Arabic): a Latin capital the line writes past a sentence's
  // first word is still a name ("손흥민이 Arsenal에서"); the source's words tell nothing of its
  // first words.
  // "Adityanath" of "आदित्यनाथ": the source's name romanised (romanised-source-names.ts).
  if (!source.checksNames) {
    return unsupportedNames(line, source).filter((name) => !isRomanisedSourceName(name, source));
  }
  // "Alpine" of "the Alps": an English word made of a source's name (stem-derived-names.ts).
  return [
    // "Polaków" of "Polscy": a country's people in another form (people-inflections.ts).
    ...unsupportedNames(line, source).filter(
      (name) =>
        !isDerivedFromSourceName(name, source) &&
        // "Latinoamérica" of "América Latina": two source words made one (stem-compounds.ts).
        !isSourceStemCompound(name, source) &&
        !isSourceCountryPeople(name, source) &&
        // "de São Paulo" of "paulistana": the place of the source's people-word (demonym-places.ts).
        !isSourcePeoplePlace(name, line, source.words),
    ),
    // "Регулятор сохранил", "Unijne pieniądze": a Slavic common word's ending (slavic-derived-words.ts).
    ...unsupportedFirstNames(line, source, lang).filter(
      (word) => notPlace(word) && !isSlavicDerivedFirstWord(word, line, lang),
    ),
  ];
}
