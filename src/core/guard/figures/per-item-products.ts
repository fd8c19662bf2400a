/**
 * A per-item figure times the count it is per (issue 44 item 4): "60 books will be handed out" of
 * "Each of the 30 pupils gets two books", "£150 in all" of "each of the 30 pupils pays £5". A reader
 * multiplies; the summary gives the whole.
 *
 * Held only within one sentence of the source that says "each" (or "every", "per", the languages'
 * words, as period-rates.ts reads them) and holds two figures: a plain count, and a count or an
 * amount. The line's figure is their product, of the amount's currency if one is money, and where
 * the line names what it counts (the word right after its figure) that word is the one after the
 * later figure, the per-item one ("books"): "60 pupils" of the same sentence, or "50 books", is
 * still a claim.
 */
import { bindingKey } from '../swaps/figure-bindings.ts';
import type { Placed } from '../swaps/figure-ties.ts';
import type { Figure } from './figure-kinds.ts';

/** "Each" in the languages the labelled set is written in (period-rates.ts's, with their forms). */
const EACH =
  /(?<![\p{L}])(?:each|every|per|apiece|chaque|chacun|chacune|jeder|jede|jedes|je|cada|ogni|ciascuno|ciascuna)(?![\p{L}])/iu;

const SENTENCE_END = /[.!?;](?:\s|$)|\n/gu;

/** A figure's single key's prefix and value ("n30": "n", 30; "c:dollar:5": "c:dollar:", 5). */
function keyOf(figure: Figure): [string, number] | undefined {
  if (figure.kind !== 'count' && figure.kind !== 'money') return undefined;
  const key = figure.readings[0]?.length === 1 ? figure.readings[0][0] : undefined;
  const match = key === undefined ? null : /^(n|c:[^:]+:)(\d+(?:\.\d+)?)$/u.exec(key);
  return match ? [match[1] ?? '', Number(match[2])] : undefined;
}

/** The key of the word right after the figure at `start` of `text`, if a word follows. */
function nounAfter(text: string, start: number, figure: Figure): string | undefined {
  const word = /^\s+([\p{L}\p{M}]+)/u.exec(text.slice(start + figure.text.length))?.[1];
  return word === undefined ? undefined : bindingKey(word);
}

/** Whether the line's `figure` is a per-item figure of the source times its count. */
export function perItemProduct(
  figure: Figure,
  line: string,
  sourceText: string,
  source: readonly Placed[],
): boolean {
  const mine = keyOf(figure);
  const at = line.indexOf(figure.text);
  if (!mine || at < 0) return false;
  const noun = nounAfter(line, at, figure);
  const ends = [...sourceText.matchAll(SENTENCE_END)].map((match) => match.index);
  const sentenceOf = (start: number) => ends.filter((end) => end < start).length;
  for (const [index, first] of source.entries()) {
    const one = keyOf(first.figure);
    if (!one) continue;
    for (const second of source.slice(index + 1)) {
      const other = keyOf(second.figure);
      if (!other || sentenceOf(first.start) !== sentenceOf(second.start)) continue;
      // One plain count and a count or an amount; the product is the amount's unit.
      if (one[0] !== 'n' && other[0] !== 'n') continue;
      const unit = one[0] === 'n' ? other[0] : one[0];
      if (unit !== mine[0] || Math.abs(one[1] * other[1] - mine[1]) > 1e-9) continue;
      const sentence = sourceText.slice(
        Math.max(0, ...ends.filter((end) => end < first.start)),
        ends.find((end) => end > second.start) ?? sourceText.length,
      );
      if (!EACH.test(sentence)) continue;
      // The per-item figure is told after the count it is per: its noun is the product's.
      const per = nounAfter(sourceText, second.start, second.figure);
      if (noun === undefined || noun === per || unit !== 'n') return true;
    }
  }
  return false;
}
