/**
 * The capitals of every country (capital-names.data.ts, generated from world-countries) as the
 * places reader looks for them in a text, and the key it reads texts by (place-words.ts).
 */

import { indicSpelling } from '../words/indic-spelling.ts';
import { CAPITAL_NAMES } from './capital-names.data.ts';

/**
 * Words in lower case, a space between, a script's marks kept: sameTextKey drops them, which
 * breaks "भारत" into "भ रत", a name no reader would find in "मिलेगी" ("म ल ग").
 */
export const placeKey = (text: string) =>
  // "हिन्दी" (CLDR's) and "हिंदी", "मुम्बई" and "मुंबई": one place (indic-spelling.ts).
  indicSpelling(text.normalize('NFC').toLowerCase())
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/** Where the capitals' places are numbered, after the countries'. */
export const CAPITAL = 1_000;

export interface Capitals {
  full: string[][];
  /** Each capital's names with a space either side, as a text's key is searched for them. */
  padded: string[][];
  /** Their first words. */
  firsts: string[][];
  byFirst: Map<string, number[]>;
  /** Each capital's country (its ISO 3166 code). */
  codes: string[];
}

/** A name's first word, as byFirst files it. */
export const firstWord = (name: string) => name.split(' ')[0] ?? name;

/**
 * The first of `full` that `key` (a space either side) says, as ` ${name} `: only the names whose
 * first word is among the key's `words` are searched for, the others cannot be in it.
 */
export function firstSaid(
  key: string,
  words: ReadonlySet<string>,
  names: { full: readonly string[]; padded: readonly string[]; firsts: readonly string[] },
): string | undefined {
  for (let at = 0; at < names.full.length; at++) {
    const first = names.firsts[at] as string;
    if (words.has(first) && key.includes(names.padded[at] as string)) return names.full[at];
  }
  return undefined;
}

let capitalList: Capitals | undefined;
/** The capitals (capital-names.data.ts) as placeKey spells them, by their first word. */
export function capitals(): Capitals {
  if (capitalList) return capitalList;
  const lines = CAPITAL_NAMES.split('\n').filter((line) => line.length > 3);
  const full = lines.map((line) => line.slice(3).split('|').map(placeKey));
  const codes = lines.map((line) => line.slice(0, 2));
  const byFirst = new Map<string, number[]>();
  full.forEach((names, index) => {
    for (const name of names) {
      const first = firstWord(name);
      byFirst.set(first, [...(byFirst.get(first) ?? []), index]);
    }
  });
  const padded = full.map((names) => names.map((name) => ` ${name} `));
  const firsts = full.map((names) => names.map(firstWord));
  capitalList = { full, padded, firsts, byFirst, codes };
  return capitalList;
}

/**
 * A line's words as capitals are read there: in a script with capitals, a word in lower case is
 * no city's ("praia", a beach, not Cape Verde's capital; "the valley").
 */
export const capitalisedKey = (text: string) =>
  placeKey(text.replace(/[\p{L}\p{M}]+/gu, lowerToDot));

/** A word in lower case as '·', else the word. */
function lowerToDot(word: string): string {
  // A word that begins with an ASCII letter has case: its first letter alone says which.
  const first = word.charCodeAt(0);
  if (first >= 97 && first <= 122) return '·';
  if (first >= 65 && first <= 90) return word;
  return word.toLowerCase() !== word.toUpperCase() && !/^\p{Lu}/u.test(word) ? '·' : word;
}
