/**
 * A source's year-less date with a slash ("4/2") read only in the order its language writes one
 * (CLDR through `Intl`): Chinese and Japanese write the month first, so "3/28 – 4/2" is the 2nd of
 * April, not also the 4th of February. Read both ways round, the source held a 4th and an April
 * and a line's "3/28 – 4/4" (its last day changed) was kept (issue 44). English is read both
 * ways (American and British posts write either), and so is a text in languages that disagree.
 */

import type { Figure } from '../figures/figure-kinds.ts';
import { writesDayFirst } from './written-date-order.ts';

/**
 * The short date `figure` of the two numbers `first` and `second` with only the reading in the
 * order `langs` write (English aside), where they all write one; else as it was.
 */
export function inWrittenOrder(
  figure: Figure,
  first: number,
  second: number,
  langs: Iterable<string>,
): Figure {
  if (figure.readings.length < 2) return figure;
  const orders = new Set([...langs].filter((lang) => lang !== 'en').map(writesDayFirst));
  const [order] = orders;
  if (orders.size !== 1 || order === undefined) return figure;
  const [day, month] = order ? [first, second] : [second, first];
  const readings = figure.readings.filter(
    (keys) => keys.includes(`day${day}`) && keys.includes(`m${month}`),
  );
  return readings.length > 0 ? { ...figure, readings } : figure;
}
