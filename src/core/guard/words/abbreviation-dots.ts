/**
 * A full stop that ends no sentence (docs/decisions/012, fifth round): the dot of a title or a
 * saint's abbreviation ("Dr.", "St.", "Mr.", "Fr.") or of an initial ("J. K. Rowling") before a
 * capitalised word. Read so, "Der FC St. Pauli gewinnt" is one clause whose name is "St. Pauli",
 * and "Dr. Jonas Keller leitet" puts a name where the source's stands. Such an abbreviation is a
 * capital consonant and one or two small ones ("St", "Mrs"), or one capital letter: a sentence's
 * last word is rarely either ("Ulm.", "HSV." end theirs).
 */
const ABBREVIATION = /(?:^|[^\p{L}\p{M}])(?:[B-DF-HJ-NP-TV-Z][b-df-hj-np-tv-xz]{1,2}|\p{Lu})$/u;

/** Whether the full stop at `at` of `text` follows an abbreviation and comes before a capital. */
export function isAbbreviationDot(text: string, at: number): boolean {
  if (text[at] !== '.') return false;
  if (!/^\s+\p{Lu}/u.test(text.slice(at + 1, at + 4))) return false;
  return ABBREVIATION.test(text.slice(Math.max(0, at - 4), at));
}
