/**
 * A word a line makes of the source's name (issue 44, docs/decisions/012): "Alpine glaciers" of a
 * post about "the Alps". The line's capital is an English word (common-
 * words.ts) that starts with the whole of a source capital's stem (three letters or more; a
 * plural's "s" taken off) and adds at most three letters: an adjective, not a name the source
 * lacks. A word no list holds ("Schmidt", "Alpinov", "Ether" of "ETH" too) or a longer one
 * ("Ethiopia" of "ETH") is still read as a name.
 */

import { oncePer } from '../once-per-source.ts';
import { isCommonWord } from '../words/common-words.ts';

/** The most letters a derived word adds to the source's stem ("Alp-ine"). */
const ADDED = 3;

/** The stems of the source's capitalised and all-capital words, lower case. */
const capitalStems = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): ReadonlySet<string> => {
    const kept = new Set<string>();
    for (const [word] of source.text.matchAll(/(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}]*/gu)) {
      const lower = word.toLowerCase();
      const stem = lower.length > 3 && lower.endsWith('s') ? lower.slice(0, -1) : lower;
      if ([...stem].length >= 3) kept.add(stem);
    }
    return kept;
  },
);

/** Whether a line's capitalised `word` is an English word made of one of the source's names. */
export function isDerivedFromSourceName(word: string, source: { readonly text: string }): boolean {
  if (!isCommonWord(word, 'en')) return false;
  const lower = word.toLowerCase();
  for (let added = 1; added <= ADDED; added++) {
    const stem = lower.slice(0, lower.length - added);
    if ([...stem].length >= 3 && capitalStems(source).has(stem)) return true;
  }
  return false;
}
