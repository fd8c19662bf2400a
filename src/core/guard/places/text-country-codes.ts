/**
 * The countries a bare text names (a list's entry, one word), with no source's words or capitals
 * beside it: sourceCountryCodes of that text, read only when it says a country's or a capital's
 * name (issue 37, the guard's cost). Most pieces of most posts name none, and the full reading
 * makes a place, its sets and its caches for each piece; the answer is the same.
 */

import { UNSPACED } from '../../unspaced-scripts.ts';
import { capitals, firstSaid, placeKey } from './capital-places.ts';
import { countriesIn, sourceCountryCodes } from './place-words.ts';

const NO_WORDS: ReadonlySet<string> = new Set();
const NO_CODES: ReadonlySet<string> = new Set();

/**
 * Whether the key (a space either side) says a country's or a capital's name: a word of it begins
 * one and the whole name is there ("the" begins "the gambia", which "the fix" does not say).
 */
function namesAny(key: string, langs: readonly string[]): boolean {
  const { countries: list, byFirst } = countriesIn(langs);
  const cities = capitals();
  const wordList = key.split(' ');
  let words: ReadonlySet<string> | undefined;
  for (const word of wordList) {
    for (const index of byFirst.get(word) ?? []) {
      words ??= new Set(wordList);
      const country = list[index];
      if (country && firstSaid(key, words, country)) return true;
    }
    for (const index of cities.byFirst.get(word) ?? []) {
      words ??= new Set(wordList);
      const names = {
        full: cities.full[index] ?? [],
        padded: cities.padded[index] ?? [],
        firsts: cities.firsts[index] ?? [],
      };
      if (firstSaid(key, words, names)) return true;
    }
  }
  return false;
}

/**
 * The last pieces' answers: traded-entries.ts asks of a source's and a line's pieces at two levels,
 * where an entry is often its one clause, and of the same source's pieces for each line.
 */
const answered = new Map<string, ReadonlySet<string>>();
const ANSWERED_KEPT = 256;

/** The ISO codes of the countries `text` names in English or `langs`, by a name or its capital. */
export function textCountryCodes(text: string, langs: readonly string[]): ReadonlySet<string> {
  const key = `${langs.join()}\u0000${text}`;
  const kept = answered.get(key);
  if (kept) return kept;
  // A text without spaces is searched for every name inside it: no first word to look up.
  const codes =
    !UNSPACED.test(text) && !namesAny(` ${placeKey(text)} `, langs)
      ? NO_CODES
      : sourceCountryCodes({
          text,
          key: ` ${text.toLowerCase()} `,
          words: NO_WORDS,
          langs,
          acronyms: NO_WORDS,
        });
  if (answered.size >= ANSWERED_KEPT) answered.delete(answered.keys().next().value as string);
  answered.set(key, codes);
  return codes;
}
