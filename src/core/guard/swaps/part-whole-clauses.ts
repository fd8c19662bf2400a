/**
 * A part and its whole in one clause (issue 44 item 4, long documents): "the company's own records
 * showed only two missed appointments out of nine". The clause's words ("records", "appointments")
 * are said of the two and of the nine alike: the nine counts the appointments too. A summary's
 * "The records showed nine appointments, two of them missed" binds the nine to "appointments",
 * which figure-bindings.ts reads as the two's; clause-held-figures.ts looks for a clause of the
 * nine's that says the word and holds no other value bound to it, and the nine's one clause holds
 * the two. Here the two is no rival of the nine for the noun both count: it is its part, written
 * "N … out of M", "N of M".
 */
import type { Figure } from '../figures/figure-kinds.ts';

interface Placed {
  figure: Figure;
  start: number;
}

/** Between a part and its whole: "out of", "of", "from", nothing that ends a clause. */
const PART_OF = /^[^.;:!?\n]{0,40}\b(?:out of|of|from)\s+(?:the\s+|a\s+total\s+of\s+)?$/iu;

/** A count's value ("n9" → 9), or undefined. */
const countOf = (figure: Figure) => {
  const key = figure.readings[0]?.[0];
  return figure.kind === 'count' && key !== undefined && /^n\d+(?:\.\d+)?$/u.test(key)
    ? Number(key.slice(1))
    : undefined;
};

/**
 * The words a part says of itself alone, where `part` comes before `whole` in `text` as its part,
 * smaller, "out of" between them: those between the part and the noun before "out of" ("missed" of
 * "two missed appointments out of nine"). The clause's other words, its verb and subject before
 * the part, the noun both count, are the whole's too. Undefined for any other pair.
 */
export function partOwnWords(text: string, part: Placed, whole: Placed): string[] | undefined {
  const small = countOf(part.figure);
  const large = countOf(whole.figure);
  if (small === undefined || large === undefined || small >= large) return undefined;
  if (part.start >= whole.start) return undefined;
  const between = text.slice(part.start + part.figure.text.length, whole.start);
  if (!PART_OF.test(between)) return undefined;
  const words = between.match(/[\p{L}\p{M}]+/gu) ?? [];
  // The connector's words ("out of", "of the"), then the noun: what stands before them is the part's.
  const connector = /^(?:out|of|from|the|a|total)$/iu;
  let end = words.length;
  while (end > 0 && connector.test(words[end - 1] ?? '')) end -= 1;
  return words.slice(0, Math.max(0, end - 1)).map((word) => word.toLowerCase());
}
