/**
 * A German compound whose first part is the source's compound's and whose last part is another
 * German word (issue 44 item 4, blind round fifty-three): "Vollzeitkräfte mit 40 Stunden" of the
 * source's "Vollzeitstelle mit 40 Wochenstunden" keeps "Vollzeit-" (full-time) and says "workers"
 * for "position". The frame reader (replaced-names.ts) saw a new word in the source's frame. A
 * name is rarely made so: its first part is no German word of its own ("Westfalen-halle" of
 * "Westfalenstadion" shares a name, and is still read), so the shared part must be a German word
 * (`isWord`, german-names.ts's isGermanWord), five letters at least, and both last parts German
 * words of four letters or more.
 */
import type { NameSource } from './claim-names.ts';

/** The shortest shared first part, and the shortest last part either word may have. */
const SHORTEST_HEAD = 5;
const SHORTEST_TAIL = 4;

/**
 * Whether `word` is a source word's compound with its last part traded for another German word
 * (see the file's comment); `isWord` tells a German word.
 */
export function tradesSourceCompoundTail(
  word: string,
  source: NameSource,
  isWord: (part: string) => boolean,
): boolean {
  const lower = word.normalize('NFC').toLowerCase();
  if (/[\s-]/u.test(lower)) return false;
  for (const theirs of source.words) {
    if (theirs === lower || /\p{N}/u.test(theirs)) continue;
    let shared = 0;
    while (shared < lower.length && lower[shared] === theirs[shared]) shared++;
    // The longest shared start down to the shortest head: "vollzeit" of "vollzeitkräfte".
    for (let head = shared; head >= SHORTEST_HEAD; head--) {
      const mine = lower.slice(head);
      const rest = theirs.slice(head);
      if (mine.length < SHORTEST_TAIL || rest.length < SHORTEST_TAIL) continue;
      if (isWord(lower.slice(0, head)) && isWord(mine) && isWord(rest)) return true;
    }
  }
  return false;
}
