/**
 * Two times joined into a range ("10:00–16:00", "de 7h à 13h"): a line's time at either end is
 * the clock's, read strictly (claim-figures.ts).
 */
import type { FigureText } from '../figures/figure-quantities.ts';
import type { Token } from '../figures/figure-tokens.ts';

/** Words and signs that join two times into a range ("às", "à", "bis", "to", "–"). */
const TIME_RANGE =
  /^\s*(?:[-–—~〜]|to|till|until|a|à|às|as|até|al|a las|hasta|bis|jusqu'à|fino alle)\s*$/iu;

/**
 * The time at `index` is one end of a range of times: a time beside it, a range's word between. A
 * line's only: a source's "de 7h à 13h" still holds the 7 and 13 a line's "de 7 h à 13 h" reads.
 */
export function inTimeRange(reading: FigureText, index: number): boolean {
  const { tokens, text } = reading;
  const joined = (a: Token | undefined, b: Token | undefined) =>
    a?.kind === 'time' && b?.kind === 'time' && TIME_RANGE.test(text.slice(a.end, b.start));
  const token = tokens[index];
  // The range's word is a token of its own ("às"): the time one or two tokens away.
  return [1, 2].some(
    (gap) => joined(tokens[index - gap], token) || joined(token, tokens[index + gap]),
  );
}
