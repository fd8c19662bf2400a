/**
 * A line that leaves one of the source's words out and says the next one twice ("1 000, Éüñ, Éüñ,
 * ñé" of "1 000, #AaAA, Éüñ, ñé": a property test's seed 582096868) reads, word for word, like the
 * source's sentence with a name put in the left-out word's place (moved-sentence-names.ts). But
 * the name it would have moved is the very word the source writes right after that place: no fact
 * of elsewhere came in, a word (a tag, an aside) was dropped and its neighbour repeated. A name
 * brought from elsewhere in the source ("in St. Pauli" of "in St. Georg") is still read.
 */

/** A word as moved-sentence-names.ts keys it. */
interface Keyed {
  key: string;
}

/** Whether the source's words right after the replaced ones (`next`) are the line's `name`. */
export function isRepeatedNext(name: readonly Keyed[], next: readonly Keyed[]): boolean {
  return name.length <= next.length && name.every((word, i) => word.key === next[i]?.key);
}
