/**
 * A figure whose words the source leaves out, as the clause before says them (issue 44 item 4,
 * precision): "Die erste Etappe dauerte 3 Wochen, die zweite 5", "The gym is open 6 days a week
 * and the pool only 2": the second figure's verb and unit are the first's, written once (a gap).
 * A line that writes them back ("Die zweite Etappe dauerte 5 Wochen", "The pool is open 2 days a
 * week") binds 5 to "Wochen", a word the source binds to 3 only, and figure-bindings.ts reads 5 as
 * moved onto 3's place.
 *
 * Kept only where the source's figure of the line's value ends its clause with no word of its own
 * after it, every word that moved it is the word of one figure before it in its sentence, and the
 * line writes a word the source writes between the two ("zweite", "pool"): the gapped figure's own
 * subject, which tells its place apart. "Die erste Etappe dauerte 5 Wochen" writes none, and is
 * still stopped.
 */

import { isStopWord } from '../words/stop-words.ts';
import { type Binding, bindingKey } from './figure-bindings.ts';
import type { Placed } from './figure-ties.ts';

/** What follows a figure that ends its clause: a comma, a stop, the text's end. */
const ENDS_CLAUSE = /^\s*(?:[.,;:!?)]|$)/u;
/** What ends a sentence between the two figures. */
const SENTENCE_END = /[.!?](?=\s)|\n/u;
/** Words of three letters or more, in any script. */
const WORDS = /[\p{L}\p{M}]{3,}/gu;

/** How many content words right before the gapped figure may be its subject ("la piscina solo"). */
const SUBJECT = 2;

/** A text's content words' keys, as figure-bindings.ts keys them, in order. */
const keysOf = (text: string, langs: readonly string[]) =>
  (text.match(WORDS) ?? [])
    .filter((word) => !langs.some((lang) => isStopWord(word.toLowerCase(), lang)))
    .map(bindingKey);

/**
 * True when `moving` (the line's words the source binds to other values: `rivals`, word key to
 * figures) are a gap's: some `own` figure holding the line's value ends its clause, one rival before
 * it in its sentence has every moving word, and the line's `lineClause` (its figure's clause)
 * writes one of the last content words the source writes between that rival and `own` (its
 * subject), none the rival's.
 */
export function keptInGap(
  moving: readonly Binding[],
  own: readonly Placed[],
  rivals: ReadonlyMap<string, readonly Placed[]>,
  sourceText: string,
  lineClause: string,
  langs: readonly string[],
): boolean {
  if (moving.length === 0) return false;
  const lineKeys = new Set(keysOf(lineClause, langs));
  return own.some((mine) => {
    const end = mine.start + mine.figure.text.length;
    if (!ENDS_CLAUSE.test(sourceText.slice(end, end + 3))) return false;
    const first = rivals.get(moving[0]?.key ?? '') ?? [];
    return first.some((rival) => {
      if (rival.start >= mine.start) return false;
      if (!moving.every((word) => rivals.get(word.key)?.includes(rival))) return false;
      const gap = sourceText.slice(rival.start + rival.figure.text.length, mine.start);
      if (SENTENCE_END.test(gap)) return false;
      // The gapped figure's subject: a word right before it, not one the rival is bound to ("days
      // a week" are 6's, "per week" of "6 dagen per week open, het zwembad maar 2" too).
      const ownWord = (key: string) => !rivals.get(key)?.includes(rival) && lineKeys.has(key);
      return keysOf(gap, langs).slice(-SUBJECT).some(ownWord);
    });
  });
}
