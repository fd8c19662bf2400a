/**
 * A ban is a negation in other words (h293): "Smoking is banned in all city parks" says what "No
 * smoking in city parks", "You can't smoke in parks" and "Smoking is not allowed" say, so a line's
 * "no" or "can't" adds no negation to a sentence that bans. A line that negates the ban itself
 * ("Smoking is not banned in parks") writes the ban's word with its negation and is read as
 * before: still stopped. English, Polish, Indonesian, Russian, Ukrainian and Spanish words of a
 * ban (a closed class, a few stems each).
 */
import { saysClosed } from './closing-verbs.ts';

const BANS: Readonly<Record<string, RegExp>> = {
  en: /\b(?:ban(?:s|ned|ning)?|prohibit(?:s|ed|ing)?|forb(?:id|ids|idden|ade)|outlaw(?:s|ed)?|barred)\b/iu,
  pl: /(?<![\p{L}])(?:zakaz|zakazan|zabroni|zabrania)/iu,
  id: /(?<![\p{L}])(?:dilarang|larangan|melarang)(?![\p{L}])/iu,
  ru: /(?<![\p{L}])(?:запре[тщ])/iu,
  uk: /(?<![\p{L}])(?:заборон)/iu,
  es: /(?<![\p{L}])(?:prohib|proh[ií]b)/iu,
};

/** Whether `text` bans something in `lang`'s words of a ban. */
export function saysBan(text: string, lang: string): boolean {
  // "sperrt die Maximilianstraße für Autos", "ferme la rue aux voitures": a closing bans too, in
  // the languages this list lacks as well (closing-verbs.ts).
  return BANS[lang]?.test(text) === true || saysClosed(text, lang);
}

/**
 * Whether a source's sentence that bans (`bans`, read once with its clauses) already says the
 * negation a line's clause adds: the clause does not name the ban itself ("not banned").
 */
export function banSaysNegation(
  sentence: { readonly bans?: boolean },
  clause: string,
  lang: string,
): boolean {
  return sentence.bans === true && !saysBan(clause, lang);
}
