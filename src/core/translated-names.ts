/**
 * Names in a translated line (issue 45's reader's language; issue 44 item 5, docs/decisions/012):
 * its words are not the source's, so the names reader does not read it, but where the source is
 * written in a script translations spell letter by letter (Cyrillic, Greek, Indic), the line's
 * names are the source's in Latin letters (roman-names.ts): "Kirill Kaprizov" of a post naming
 * "Иван Морозов" is a new name, "Ivan Morozov" is not. A capitalised word that is a common word
 * of the line's language or of English ("Big Circle Line", "Stadium") is the translation's own.
 */
import { type NameSource, unsupportedNames } from './claim-names.ts';
import { hasCommonWords, isCommonWord } from './common-words.ts';
import { unsupportedFirstNames } from './first-word-names.ts';
import { isGermanWord, unsupportedGermanNames } from './german-names.ts';
import { romanSupported, sourceSpelling } from './roman-names.ts';
import { tradedRoles } from './traded-roles.ts';

/** A translated line's names the source does not have in any spelling; `lang` is the line's. */
export function unsupportedTranslatedNames(
  line: string,
  source: NameSource,
  lang: string,
): string[] {
  if (!hasCommonWords(lang) || sourceSpelling(source) !== 'spelled') return [];
  // German's nouns are capitalised: they are read as German makes them (german-names.ts).
  const common = (word: string) =>
    lang.startsWith('de') ? isGermanWord(word) : isCommonWord(word, lang);
  const own = (word: string) =>
    common(word) || isCommonWord(word, 'en') || romanSupported(word, source);
  const found: string[] = [];
  for (const word of [
    ...unsupportedFirstNames(line, source, lang),
    ...unsupportedNames(line, source),
  ]) {
    const parts = word.replace(/['’]s$/u, '').split('-');
    if (!own(word) && !parts.every(own) && !found.includes(word)) found.push(word);
  }
  return found;
}

/**
 * The names a Normal line holds that the source does not: capitalised words past a sentence's
 * first (claim-names.ts) and first words (first-word-names.ts) in a line in the source's language
 * where capitals mark names (`checksNames`), any capitalised word German does not make in a German
 * one (german-names.ts), or a translated line's names in any spelling; and the source's names
 * put after a role word the source gives another of them (traded-roles.ts). A first
 * or translated word that is one of the line's `places` (countries, capitals) is that claim.
 */
export function unsupportedLineNames(
  line: string,
  source: NameSource & { readonly checksNames: boolean; readonly translated?: boolean },
  places: readonly string[] = [],
): string[] {
  const placed = new Set(places.flatMap((place) => place.split(' ')));
  const notPlace = (word: string) => !placed.has(word.toLowerCase().split(/['’]/)[0] as string);
  if (source.translated) {
    return unsupportedTranslatedNames(line, source, source.lineLangs?.[0] ?? 'en').filter(notPlace);
  }
  const lang = source.langs[0] ?? 'en';
  // German capitalises its nouns: a name there is a word German does not make (german-names.ts).
  if (!source.checksNames) return lang === 'de' ? unsupportedGermanNames(line, source) : [];
  return [
    ...unsupportedNames(line, source),
    ...unsupportedFirstNames(line, source, lang).filter(notPlace),
    // Two of the source's people with their roles traded (traded-roles.ts).
    ...tradedRoles(line, source),
  ];
}
