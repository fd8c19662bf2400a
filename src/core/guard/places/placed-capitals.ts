/**
 * A capitalised word right after a preposition of place in a card written in French, Spanish,
 * Portuguese, Italian, Catalan or Romanian (issue 44, the reader's language): these languages
 * capitalise no month, day, language or people, so a capital there is a name, a place most often.
 * A translation's names were let pass where the line's language lists them among its common words,
 * as its own nouns ("Mundial", "Estado"), and the word lists hold cities ("roma", "zurich",
 * "londres"): "em Roma" of a prize given in Bologna, "à Zurich" of an office opening in Wien
 * passed. After "em", "à", "en", "a" the word is read as a name; the source's in its own spelling
 * or an exonym near it ("à Vienne" of "Wien") still pass (translated-names.ts), and a country is
 * the places reader's (a country of the source's city, place-words.ts).
 */
import { placeKey } from './capital-places.ts';
import { countryNamesIn } from './country-list.ts';

/**
 * The prepositions of place, with their articles where they are written as one word: a closed class
 * of a few words a language, which no kept package lists apart from the other function words.
 * "de" ("from", as often "of") is left out: "le Prix de Rome" names no place the prize is in.
 */
const BEFORE: Readonly<Record<string, readonly string[]>> = {
  fr: ['à', 'au', 'aux', 'en', 'dans', 'vers'],
  es: ['en', 'a', 'hacia', 'desde'],
  pt: ['em', 'no', 'na', 'nos', 'nas', 'para', 'desde'],
  it: ['a', 'in', 'da', 'verso'],
  ca: ['a', 'en', 'cap'],
  ro: ['în', 'la', 'spre'],
};

/** A capitalised word of letters, its hyphens' parts kept ("Saint-Étienne"). */
const WORD = /[\p{L}\p{M}]+(?:[-'’][\p{L}\p{M}]+)*/gu;

/**
 * The capitalised words of `line` that stand right after a preposition of place of `lang`, that
 * are not a country as the language names it; none in a language that capitalises other words.
 */
export function placedCapitals(line: string, lang: string): ReadonlySet<string> {
  const before = BEFORE[lang.slice(0, 2)];
  const found = new Set<string>();
  if (!before) return found;
  let previous: { word: string; end: number } | undefined;
  for (const match of line.matchAll(WORD)) {
    const word = match[0];
    const placed =
      previous !== undefined &&
      /^[ \t]+$/u.test(line.slice(previous.end, match.index)) &&
      before.includes(previous.word.toLowerCase());
    if (placed && /^\p{Lu}/u.test(word) && !countryNamesIn(lang).has(placeKey(word))) {
      found.add(word);
    }
    previous = { word, end: match.index + word.length };
  }
  return found;
}
