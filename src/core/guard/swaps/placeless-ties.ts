/**
 * Ties that tell no figure's place (issue 44 item 4, long documents). A hedge before a figure
 * ("about", "roughly", "nearly", rounded-figures.ts's words) says how exact it is, not what it
 * counts: "the production migration at about 80 minutes" of "prod has about 6x the rows so maybe
 * 80 minutes" put no minutes at the rows' word. Only a measure at a hedge the source gives a
 * figure of no like unit: "around 7" of the source's "around 9" (two clock hours) is still a trade.
 *
 * A price and a head count trade no places at a function word (issue 44, long documents): "At 35
 * pounds a head for 240 guests, the Old Mill's catering would add about 8,400 pounds" of "roughly
 * 35 pounds a head … At 240 people the Old Mill catering alone would add about 8,400 pounds". The
 * source's "at" held 240 people, and the line's "at" leads to the price: English writes "at" (for,
 * of, by) before both, and the 35 pounds kept its currency. Traded, the two would make a price of
 * people and a crowd of pounds, which the figures check stops on its own ("240 pounds" the source
 * never gives). measure-money.ts says the same of a measure in units; this of a bare count, and
 * only at a word that names no noun.
 */
import type { Figure } from '../figures/figure-kinds.ts';
import { hedgeBefore } from '../figures/hedge-before.ts';
import { isStopWord } from '../words/stop-words.ts';

const money = (figure: Figure) => figure.kind === 'money';
const count = (figure: Figure) => figure.kind === 'count';

/**
 * Whether the trade read at `tie` ("b:at") is none: an English function word, and `figure` and
 * every one of `theirs` (the source's figures at that word) a sum of money and a count, one each.
 */
export function moneyAndCountAt(tie: string, figure: Figure, theirs: readonly Figure[]): boolean {
  if (theirs.length === 0 || !isStopWord(tie.slice(2), 'en')) return false;
  if (money(figure)) return theirs.every(count);
  return count(figure) && theirs.every(money);
}

/** The units a figure's readings measure in ("minute" of "u:minute:80"). */
const unitsOf = (figure: Figure) =>
  new Set(
    figure.readings.flatMap((reading) =>
      reading.flatMap((key) => /^u:([^:]+):/.exec(key)?.[1] ?? []),
    ),
  );

/**
 * Whether the trade read at `tie` is none: the tie is a hedge's word right before the figure
 * ("b:about"), `figure` a measure, and none of `theirs` in a unit of its.
 */
export function hedgedMeasure(tie: string, figure: Figure, theirs: readonly Figure[]): boolean {
  if (!tie.startsWith('b:') || hedgeBefore(`${tie.slice(2)} `) === undefined) return false;
  const mine = unitsOf(figure);
  return (
    mine.size > 0 && theirs.every((other) => ![...unitsOf(other)].some((unit) => mine.has(unit)))
  );
}

/** A price at a count's function word, or a measure at a hedge (placeless-ties.ts): no trade. */
export const placelessTie = (tie: string, figure: Figure, theirs: readonly Figure[]): boolean =>
  moneyAndCountAt(tie, figure, theirs) || hedgedMeasure(tie, figure, theirs);
