/**
 * The noun a figure counts, right after it ("5 épocas", "19 golos"): what the figure is of, which
 * figure-bindings.ts reads beside it. clause-swaps.ts reads the words further off that tell whose
 * value a figure is; the figure's own noun tells what it counts, not whose clause it stands in
 * (round fifty-one: "ligado ao Brighton por 5 épocas" of "contrato válido por cinco temporadas",
 * where the source's "na última época" is a clause's word of its 19 goals, not their noun).
 */
import { bindingKey } from './figure-bindings.ts';
import type { Placed } from './figure-ties.ts';

/** A word after the figure, only spaces before it. */
const NEXT_WORD = /^\s+([\p{L}\p{M}]+)/u;

/** The key (bindingKey) of the word right after `placed` in `text`, if a word follows it. */
export function nounAfter(text: string, placed: Placed): string | undefined {
  const word = NEXT_WORD.exec(text.slice(placed.start + placed.figure.text.length))?.[1];
  return word === undefined ? undefined : bindingKey(word);
}
