/**
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
