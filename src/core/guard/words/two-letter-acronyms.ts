/**
 * A two-letter acronym a short post spells out in two words side by side: "PBs" of "personal
 * bests", "PM" of "prime minister", "VP" of "vice president" (round thirty-seven's review: a club's
 * "12 of them with personal bests" restated with "PBs" was stopped for a name). spelled-acronyms.ts
 * reads three letters and more, as two are the initials of too many pairs of a long document's
 * words; a post (a thousand characters at most) has few pairs, and both words here are content
 * words of four letters or more, in one clause.
 */

import { oncePer } from '../once-per-source.ts';
import { isStopWord } from './stop-words.ts';

/** The longest source read: a post's. */
const POST_MAX = 1_000;

/** The initials of the source's pairs of content words, lower case; none past a post's length. */
const pairInitials = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): ReadonlySet<string> => {
    const found = new Set<string>();
    if (source.text.length <= POST_MAX) {
      // Overlapping pairs: each word with the next ("with personal bests": "personal bests").
      for (const clause of source.text.toLowerCase().split(/[.,;:!?()[\]"“”\n]+/u)) {
        const words = clause.match(/[\p{L}\p{M}]+/gu) ?? [];
        for (let at = 0; at + 1 < words.length; at++) {
          const [one, other] = [words[at] as string, words[at + 1] as string];
          if (one.length < 4 || other.length < 4) continue;
          if (isStopWord(one, 'en') || isStopWord(other, 'en')) continue;
          found.add(`${one[0]}${other[0]}`);
        }
      }
    }
    return found;
  },
);

/** Whether `letters` (two, lower case) are the initials of two content words of a short source. */
export function spellsTwoWords(letters: string, source: { readonly text: string }): boolean {
  return letters.length === 2 && pairInitials(source).has(letters);
}
