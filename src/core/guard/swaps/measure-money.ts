/**
 * A measure and an amount of money trade no places (round twenty-seven): "Masaknya cuma 15 menit
 * dengan modal Rp20.000" of "Masak 15 menit doang … Modal cuma Rp20 ribu" puts the minutes after
 * the source's "cuma" (only), a word the source gives its price. Traded, the two would make a
 * price of minutes and a time of money: no reading a card's reader could be misled by.
 * Where one figure is in units (minutes, kilograms) and every figure the source gives that word
 * is money, or the other way round, the figure moved from one word to another, not traded.
 */
import type { Figure } from '../figures/figure-kinds.ts';

/** A figure's units ("u:minute:15" → "minute"), none for money or a bare number. */
const measured = (figure: Figure) =>
  figure.readings.some((reading) => reading.some((key) => key.startsWith('u:')));

const money = (figure: Figure) => figure.kind === 'money' && !measured(figure);

/** Whether `figure` and every one of `theirs` are a measure and money, one each. */
export function measureAndMoney(figure: Figure, theirs: readonly Figure[]): boolean {
  if (theirs.length === 0) return false;
  if (measured(figure)) return theirs.every(money);
  return money(figure) && theirs.every(measured);
}
