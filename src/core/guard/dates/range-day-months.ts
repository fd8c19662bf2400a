/**
 * A dashed pair of numbers right before a month's name is a range of that month's days, not a
 * numeric date (issue 44): Dutch writes "14-3" for the 14th of March (locale-numeric-dates.ts),
 * but "3-5 maart" is the 3rd to the 5th of March, as "3–5 avril" is in French; read as 3 May, a
 * faithful "3-5 maart" of "van 3 tot 5 maart" was stopped.
 */
import type { Figure } from '../figures/figure-kinds.ts';

/** Whether `next` (a line's figure, standing at `span`) is a month's name after only a space. */
export function beforeMonthName(
  text: string,
  next: Figure | undefined,
  span: readonly [number, number] | undefined,
  end: number,
): boolean {
  if (next === undefined || span === undefined || next.kind !== 'date') return false;
  const only = next.readings.length === 1 ? next.readings[0] : undefined;
  if (only?.length !== 1 || !/^m\d{1,2}$/u.test(only[0] ?? '')) return false;
  return span[0] > end && /^\s+$/u.test(text.slice(end, span[0]));
}
