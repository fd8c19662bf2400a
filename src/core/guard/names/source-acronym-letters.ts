/**
 * A Latin acronym of the source written by the line in its own script, letter by letter (h258):
 * a Hindi post's "IPL", "BJP" is a card's "आईपीएल", "बीजेपी" (ai-pi-el, bi-je-pi), a Bengali
 * one's "আইপিএল". The reverse of lettered-acronyms.ts, which reads a Latin line's acronym of a
 * source in another script. Such a word is no new name: any-ascii reads it as the letters' English
 * names, in the loose classes those scripts do not tell apart. An acronym the source does not
 * write ("आईएसएल", ISL, of a post about the IPL) is still a new name.
 */
import anyAscii from 'any-ascii';
import { oncePer } from '../once-per-source.ts';
import { loose, spellings } from './lettered-acronyms.ts';

/** A Latin acronym of two to six capitals, alone (not the start of a word in capitals). */
const ACRONYM = /(?<![\p{L}\p{N}])[A-Z]{2,6}(?![\p{L}\p{N}])/gu;

/** The loose spellings of the source's Latin acronyms' letter names, read once per source. */
const acronymSpellings = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): ReadonlySet<string> => {
    const found = new Set<string>();
    for (const [acronym] of source.text.matchAll(ACRONYM)) {
      for (const spelling of spellings(acronym)) found.add(spelling);
    }
    return found;
  },
);

/**
 * Whether `word`, in a script other than Latin, spells by its letters' names an acronym the source
 * writes in Latin letters (`source.text`: the post, its author's names and facts).
 */
export function spellsSourceAcronym(word: string, source: { readonly text: string }): boolean {
  // The triggers first: a Latin word spells nothing; a source with no acronym (read once, not
  // on each of a line's words) has none to spell.
  if (/\p{Script=Latin}/u.test(word)) return false;
  const wanted = acronymSpellings(source);
  if (wanted.size === 0) return false;
  const spelled = loose(
    anyAscii(word)
      .toLowerCase()
      .replace(/[^a-z]+/g, ''),
  );
  return spelled.length >= 3 && wanted.has(spelled);
}
