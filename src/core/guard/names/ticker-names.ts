/**
 * A name a source writes as its ticker or short code, written out by the line (issue 44, round
 * twenty-seven: "with Ether following at $3,900" of a post's "ETH following at $3,900"): crypto
 * coins and listed firms go by capital codes that open their names ("ETH" of Ether, "SOL" of
 * Solana). A line's capitalised word is the source's code written out where it opens on all of the
 * code's letters and goes on two letters or more in lower case. The code is three letters or four,
 * and stands among words in lower case: a shouted "BITCOIN JUST BROKE" gives no code "JUST" (that
 * would open "Justus", no name the post gave). A country or a capital is no coin: "Ethiopia" of
 * "ETH" is a place the post does not name.
 */

import { oncePer } from '../once-per-source.ts';
import { isPlaceNameWord } from '../places/place-name-words.ts';

/** A word: letters, marks and digits ("SOL", "$210" are both read). */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Three or four capitals: a ticker or short code. */
const CODE = /^\p{Lu}{3,4}$/u;
/** A word of two capitals or more: beside a code, the text shouts. */
const SHOUTED = /^\p{Lu}{2,}$/u;
const THREE_CAPITALS = /\p{Lu}{3}/u;

/** The source's codes, in lower case: words of three or four capitals, neither neighbour shouted. */
const sourceCodes = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): readonly string[] => {
    // A code is three capitals at least in a row: a text without them is not cut into words.
    if (!THREE_CAPITALS.test(source.text)) return [];
    const words = source.text.match(WORD) ?? [];
    const found = new Set<string>();
    words.forEach((word, at) => {
      if (!CODE.test(word)) return;
      const shouted = [words[at - 1], words[at + 1]].some((next) => SHOUTED.test(next ?? ''));
      if (!shouted) found.add(word.toLowerCase());
    });
    return [...found];
  },
);

/** Whether `word` (a capitalised word of a line) writes out a code the source gives. */
export function writesOutSourceCode(word: string, source: { readonly text: string }): boolean {
  const bare = word.replace(/['’]s$/u, '');
  if (!/^\p{Lu}\p{Ll}{4,}$/u.test(bare)) return false;
  const lower = bare.toLowerCase();
  if (isPlaceNameWord(lower)) return false;
  return sourceCodes(source).some(
    (code) => lower.startsWith(code) && lower.length >= code.length + 2,
  );
}
