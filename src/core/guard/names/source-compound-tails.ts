/**
 * A German noun that is the last word of one of the source's compounds (issue 44, round 42):
 * "Pegel" of "Rheinpegel", "Stadion" of "Westfalenstadion", "Hafen" of "Ludwigshafen". A German
 * compound is a kind of its last word (a Rheinpegel is a Pegel), so a line naming the thing by
 * that word alone says nothing new; the word is a noun the source holds, no name. Only a last
 * word of five letters or more, after three at least: shorter ends are a name's as often
 * ("Dort-mund", "Ham-burg").
 */
import type { NameSource } from './claim-names.ts';

const SHORTEST_TAIL = 5;
const SHORTEST_HEAD = 3;
/** A noun's endings of case and number: "Pegels", "Pegeln", "Stadien" stays apart. */
const ENDING = /(?:e?n|e?s)$/u;

/** Whether the lower-case `lower` (or it without its ending) ends a longer word of the source. */
export function tailOfSourceCompound(lower: string, source: NameSource): boolean {
  const forms = [lower, lower.replace(ENDING, '')].filter(
    (form) => [...form].length >= SHORTEST_TAIL,
  );
  if (forms.length === 0) return false;
  for (const word of source.words) {
    for (const form of forms) {
      if ([...word].length >= [...form].length + SHORTEST_HEAD && word.endsWith(form)) return true;
    }
  }
  return false;
}
