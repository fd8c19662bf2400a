/**
 * A German compound made of a source compound's short first part and another German word
 * (issue 44, false stops): "Telekamera" of "48-MP-Teleobjektiv" keeps the source's "Tele-" and
 * puts a word of the same kind after it, a noun, no name. The mirror of german-names.ts's
 * shortHeadOfSourceTail ("Tramlinie" of "Straßenbahnlinie"), and as narrow: the first part is
 * four letters, the start of a source word four letters longer at least, and what follows it is a
 * German word of five letters or more. A three-letter first part makes towns of words ("Ham-berge"
 * of "Hamsterkäufe"), a longer one is a name's as often ("Westfalenbahn" of "Westfalenstadion"),
 * and so is a short last part ("Dort-mund").
 */

import { oncePer } from '../once-per-source.ts';
import type { NameSource } from './claim-names.ts';

/** The first part's lengths read, and the last part's shortest. */
const HEADS = [4] as const;
const SHORTEST_TAIL = 5;

/** The source's words' starts of four letters, of words four letters longer at least. */
const sourceHeads = /* @__PURE__ */ oncePer((source: NameSource): ReadonlySet<string> => {
  const made = new Set<string>();
  for (const word of source.words) {
    const letters = [...word];
    for (const head of HEADS) {
      if (letters.length >= head + 4) made.add(letters.slice(0, head).join(''));
    }
  }
  return made;
});

/**
 * Whether `lower` (a capitalised word in lower case) is a source compound's short first part
 * before a German word: `isWord` tells the last part's reading (german-names.ts's isGermanWord).
 */
export function sourceHeadBeforeWord(
  lower: string,
  source: NameSource,
  isWord: (part: string) => boolean,
): boolean {
  const letters = [...lower];
  const heads = sourceHeads(source);
  for (const head of HEADS) {
    if (letters.length - head < SHORTEST_TAIL) continue;
    if (heads.has(letters.slice(0, head).join('')) && isWord(letters.slice(head).join(''))) {
      return true;
    }
  }
  return false;
}
