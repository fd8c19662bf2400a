/**
 * A sentence's first word made of two of the source's words is the source's (round thirty-seven):
 * Polish "Siódmoklasiści" (seventh-graders) of "klas siódmych" (of the seventh classes), a
 * compound as Polish, Czech, Russian or Greek make one, joined by a vowel ("siódm-o-klasiści") or
 * by none. Its head is the start of a source word (four letters or more) and the rest, after a
 * linking vowel, opens on one (a whole word of four letters, or a start of five): a name the line
 * adds is rarely built of two of the post's own words.
 */

import { oncePer } from '../once-per-source.ts';
import type { NameSource } from './claim-names.ts';

/** The vowels that join a compound's words ("siódm-o-klasiści", "kryminal-i-stika"). */
const LINKS = ['', 'o', 'e', 'i', 'a', 'y'];

/** Every start of four letters or more (to twenty) of each source word, read once a source. */
const startsOf = /* @__PURE__ */ oncePer((source: NameSource): ReadonlySet<string> => {
  const made = new Set<string>();
  for (const word of source.words) {
    const letters = [...word];
    for (let length = 4; length <= Math.min(letters.length, 20); length++) {
      made.add(letters.slice(0, length).join(''));
    }
  }
  return made;
});

/** Whether `rest` opens on a source word: the whole word (four letters or more), or five of its. */
function opensOnSourceWord(rest: string, source: NameSource, known: ReadonlySet<string>): boolean {
  const letters = [...rest];
  for (let length = Math.min(letters.length, 20); length >= 4; length--) {
    const start = letters.slice(0, length).join('');
    if (source.words.has(start) || (length >= 5 && known.has(start))) return true;
  }
  return false;
}

/** Whether a word of eight letters or more is two source words joined as a compound. */
export function isSourceStemCompound(word: string, source: NameSource): boolean {
  const letters = [...word.normalize('NFC').toLowerCase()];
  if (letters.length < 8 || letters.length > 40) return false;
  const known = startsOf(source);
  for (let at = 4; at <= letters.length - 4; at++) {
    if (!known.has(letters.slice(0, at).join(''))) continue;
    const rest = letters.slice(at).join('');
    for (const link of LINKS) {
      if (rest.startsWith(link) && opensOnSourceWord(rest.slice(link.length), source, known)) {
        return true;
      }
    }
  }
  return false;
}
