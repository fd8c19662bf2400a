/**
 * An amount per item a reader works out (issue 44 item 4): "about £39 each on average" of "drew
 * 5,400 runners and raised £212,000", "3.000 Euro pro Laterne" of "2,4 Millionen Euro für 800
 * Laternen", "30.000 euros por jugador" of "600.000 euros por 20 jugadores". per-item-products.ts
 * reads the product (a per-item figure times its count); this is its inverse, the quotient.
 *
 * Held only where the line says the amount is per item (an "each", "per", "on average", "a head"
 * of the languages below, written by hand: no installed library lists them) and the source writes
 * an amount of the line's currency and a count (no year, more than one) in one sentence, whose
 * quotient is the line's amount to its last digit, or within its rounding where the line hedges
 * ("about £40" of 39.26: rounded-figures.ts's hedges). "About £45 each" there is still stopped.
 */
import type { ClaimSource } from '../claim-source.ts';
import type { Figure } from './figure-kinds.ts';
import { hedgeBefore } from './hedge-before.ts';
import { precisionOf } from './rounded-figures.ts';

/** "each", "per", "on average" and "a head" in the languages read. */
const PER_ITEM =
  /(?<![\p{L}])(?:each|every|per|apiece|on average|an average of|average|a head|per head|per person|chaque|chacun|chacune|par|en moyenne|jeder|jede|jedes|je|pro|im Schnitt|durchschnittlich|cada|por|en promedio|de media|de promedio|ogni|ciascuno|ciascuna|a testa|in media|em média|gemiddeld|elk|elke|średnio|na osobę|każdy|в среднем|на человека|ortalama|başına|rata-rata|masing-masing)(?![\p{L}])|平均|当たり|あたり|1人|每|人均|평균|당|1인/iu;
const SENTENCE_END = /[.!?。！？;]\s|[\n。！？]/u;
/** A whole number that may be a year. */
const YEAR = /^(?:1[89]|20|21)\d\d$/;

/** A figure's first reading's single key, as its prefix and value ("c:pound:", 212000). */
function keyOf(figure: Figure): [string, number] | undefined {
  const key = figure.readings[0]?.length === 1 ? figure.readings[0][0] : undefined;
  const match = /^(n|c:[^:]+:)(\d+(?:\.\d+)?)$/u.exec(key ?? '');
  return match ? [match[1] ?? '', Number(match[2])] : undefined;
}

/** The source's amounts and counts sentence by sentence. */
function sentences(source: ClaimSource): Array<Array<[string, number]>> {
  const groups: Array<Array<[string, number]>> = [[]];
  let last = 0;
  for (const { figure, start } of source.placed?.() ?? []) {
    if (SENTENCE_END.test(source.text.slice(last, start))) groups.push([]);
    last = start + figure.text.length;
    const key = figure.kind === 'money' || figure.kind === 'count' ? keyOf(figure) : undefined;
    if (key && !(key[0] === 'n' && (YEAR.test(String(key[1])) || key[1] <= 1)))
      groups.at(-1)?.push(key);
  }
  return groups;
}

/** Whether the line's amount `figure` is one of the source's amounts over a count of its sentence. */
export function perItemQuotient(figure: Figure, line: string, source: ClaimSource): boolean {
  const mine = figure.kind === 'money' ? keyOf(figure) : undefined;
  const at = line.indexOf(figure.text);
  if (!mine || at < 0 || !PER_ITEM.test(line)) return false;
  const [currency, value] = mine;
  const hedge = hedgeBefore(line.slice(Math.max(0, at - 24), at));
  const step = Number.isInteger(value) ? 1 : precisionOf(value);
  // A hedged amount rounds as the line writes it ("about £40" of 39.26), to a tenth at most.
  const tolerance =
    hedge === undefined ? step / 2 : Math.max(step, Math.min(precisionOf(value), value * 0.1)) / 2;
  return sentences(source).some((keys) =>
    keys.some(
      ([prefix, amount]) =>
        prefix === currency &&
        keys.some(([kind, count]) => {
          if (kind !== 'n') return false;
          const off = amount / count - value;
          if (Math.abs(off) > tolerance + 1e-9) return false;
          return !hedge || Math.abs(off) < 1e-9 || Math.sign(off) === hedge;
        }),
    ),
  );
}
