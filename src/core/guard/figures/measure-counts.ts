/**
 * A line's bare count whose value the source gives only as a measure ("trzy miesiące", three
 * months): the source's measure is read as a count too (a line's "3 months" may drop the unit), so
 * "zatrudnia trzy osoby" of "Pierwsze trzy miesiące … zatrudniam dwie osoby" passed (round
 * twenty-three), the count moved to the noun another value counts. A summary sums counts, so a
 * count moved where its rival left the line is let pass (figure-bindings.ts); a measure is no
 * count a summary sums into people, so such a count is moved as a date or a measure is.
 */

import type { Placed } from '../swaps/figure-ties.ts';
import type { Figure } from './figure-kinds.ts';

/** A count of a unit ("u:month:3"): a measure, not a count of things. */
const isMeasure = (figure: Figure) =>
  figure.kind === 'count' && /^u:[^:]+:/u.test(figure.readings[0]?.[0] ?? '');

/**
 * Whether `figure`, a bare count, is held in the source (`holders`) by measures only, `word` the
 * word it is bound to: a noun after it (what it counts), or any word where it is written in words
 * ("zatrudnia trzy"); a word before digits may name a numbered thing ("iPhone 16",
 * model-numbers.ts's).
 */
export function heldByMeasuresOnly(
  figure: Figure,
  word: { readonly side: string },
  holders: readonly Placed[],
): boolean {
  return (
    (word.side === 'after' || !/\d/u.test(figure.text)) &&
    figure.kind === 'count' &&
    !isMeasure(figure) &&
    holders.length > 0 &&
    holders.every((holder) => isMeasure(holder.figure))
  );
}
