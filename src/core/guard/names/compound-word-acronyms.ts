/**
 * An acronym of one source word made of clipped words (issue 44 item 4, h298): Russian and
 * Ukrainian join the first syllables of a body's words into one ("Евро|союз", "Рос|ком|надзор",
 * "Євро|союз"), and a card writes the letters of its parts: "ЕС" of "Евросоюз", "РКН" of
 * "Роскомнадзор", "ЄС" of "Євросоюз". phrase-abbreviations.ts reads initials of several words;
 * here a line's word in capitals is one source word's when each of its letters opens a part of
 * that word in order: the first its first letter, each other a syllable (the letter then a vowel)
 * three letters or more past the last, the last part four letters or more ("IC" of Polish
 * "Intercity" too). Slavic sources only: English's "UK" would be "unlikely"'s. An acronym whose
 * letters open no source word's parts so ("ЕК", "ФСБ" of "Евросоюз") is still new.
 */
import { oncePer } from '../once-per-source.ts';
import { isSlavic } from '../places/slavic-country-words.ts';

/** A vowel of the Cyrillic and Latin alphabets. */
const VOWEL = /[аеёиоуыэюяієїaeiouyáéíóúýěů]/u;
/** The fewest letters a part before another has, and the last part. */
const PART = 3;
const LAST = 4;

/** The source's words of eight letters or more, by their first letter. */
const longWords = /* @__PURE__ */ oncePer(
  (source: { readonly words: ReadonlySet<string> }): ReadonlyMap<string, string[]> => {
    const found = new Map<string, string[]>();
    for (const word of source.words) {
      if (word.length < 8 || word.length > 30) continue;
      const first = word[0] as string;
      const list = found.get(first);
      if (list) list.push(word);
      else found.set(first, [word]);
    }
    return found;
  },
);

/** Whether `letters` (lower case) open `word`'s parts in order, as the module says. */
function opensParts(letters: string, word: string): boolean {
  let at = 0;
  for (let index = 1; index < letters.length; index++) {
    const letter = letters[index] as string;
    let next = -1;
    for (let look = at + PART; look <= word.length - LAST; look++) {
      if (word[look] === letter && VOWEL.test(word[look + 1] ?? '')) {
        next = look;
        break;
      }
    }
    if (next < 0) return false;
    at = next;
  }
  return true;
}

/** Whether a line's acronym ("ЕС", "РКН") is one source word's clipped parts' letters. */
export function isCompoundWordAcronym(
  word: string,
  source: { readonly words: ReadonlySet<string>; readonly langs: readonly string[] },
): boolean {
  if (!/^\p{Lu}{2,4}$/u.test(word) || !source.langs.some(isSlavic)) return false;
  const letters = word.toLowerCase();
  const words = longWords(source).get(letters[0] as string) ?? [];
  return words.some((known) => opensParts(letters, known));
}
