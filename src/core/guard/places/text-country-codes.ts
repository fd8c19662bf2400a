/**
 * The countries a bare text names (a list's entry, one word), with no source's words or capitals
 * beside it: sourceCountryCodes of that text, read only when one of its words begins a country's
 * or a capital's name (issue 37, the guard's cost). Most pieces of most posts name none, and the
 * full reading makes a place, its sets and its caches for each piece; the answer is the same.
 */

import { UNSPACED } from '../../unspaced-scripts.ts';
import { capitals, placeKey } from './capital-places.ts';
import { countriesIn, sourceCountryCodes } from './place-words.ts';

const NO_WORDS: ReadonlySet<string> = new Set();
const NO_CODES: ReadonlySet<string> = new Set();

/** The ISO codes of the countries `text` names in English or `langs`, by a name or its capital. */
export function textCountryCodes(text: string, langs: readonly string[]): ReadonlySet<string> {
  // A text without spaces is searched for every name inside it: no first word to look up.
  if (!UNSPACED.test(text)) {
    const { byFirst } = countriesIn(langs);
    const cities = capitals().byFirst;
    const words = ` ${placeKey(text)} `.split(' ');
    if (!words.some((word) => byFirst.has(word) || cities.has(word))) return NO_CODES;
  }
  return sourceCountryCodes({
    text,
    key: ` ${text.toLowerCase()} `,
    words: NO_WORDS,
    langs,
    acronyms: NO_WORDS,
  });
}
