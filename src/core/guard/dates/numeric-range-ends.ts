/**
 * A range of days written after a numeric month and day, its end day alone: "11/21~23", "3/4–6"
 * (round forty-nine: a Korean line's "11/21~23" of the source's "11월 21~23일" was stopped for its
 * 23, read as a count). As Korean, Japanese, Chinese and American English write it, the month
 * comes first and the day last, so the end day is a day of the start's month, later than its
 * day: it carries that day and month's keys, as the start does. "21/11–23" (no month 21 at the
 * day's end) and a smaller end ("11/21~3") stay counts; the source must still hold the end's day.
 */
import type { Figure } from '../figures/figure-kinds.ts';

/** A month and day, the day last: "11/21", "3/4". */
const MONTH_DAY = /^\d{1,2}[/.](\d{1,2})$/u;
/** What joins the two days: a tilde or a dash, spaces around it. */
const JOIN = /^\s*[~〜～\-–]\s*$/u;

/** `figures` with each count that ends a range after a numeric month and day read as a day. */
export function numericRangeEnds(text: string, figures: Figure[]): Figure[] {
  if (!/[~〜～\-–]/u.test(text)) return figures;
  let cursor = 0;
  const spans = figures.map((figure) => {
    const start = figure.text === '' ? -1 : text.indexOf(figure.text, cursor);
    if (start >= 0) cursor = start + figure.text.length;
    return { start, end: start + figure.text.length };
  });
  return figures.map((figure, index) => {
    const before = figures[index - 1];
    const [first, second] = [spans[index - 1], spans[index]];
    if (figure.kind !== 'count' || before?.kind !== 'date' || !first || !second) return figure;
    if (first.start < 0 || second.start < 0) return figure;
    if (!JOIN.test(text.slice(first.end, second.start))) return figure;
    const day = Number(MONTH_DAY.exec(before.text)?.[1] ?? 0);
    const end = /^\d{1,2}$/u.test(figure.text) ? Number(figure.text) : 0;
    if (day === 0 || end <= day || end > 31) return figure;
    // The start's readings with its last number as the day: its month is the end's.
    const months = before.readings
      .filter((reading) => reading.includes(`day${day}`))
      .map((reading) => reading.find((key) => /^m\d/u.test(key)))
      .filter((month) => month !== undefined);
    if (months.length === 0) return figure;
    return { ...figure, kind: 'date', readings: months.map((month) => [`day${end}`, month]) };
  });
}
