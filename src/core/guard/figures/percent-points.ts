/**
 * Percentage points told with or without the percent's sign (docs/decisions/012, h245): Korean
 * and Japanese news write "5%포인트", "3％ポイント" and a summary "5포인트", "3ポイント"; German
 * writes "0,4 Prozentpunkte" and "0,4 %-Punkte". The figure readers read the sign's side as a
 * percent and the other as a count, so a faithful line's points were stopped though the source
 * says the same points. point-changes.ts reads points as two percentages' difference; this reads
 * them as the source's own points.
 *
 * Held only where both the line's figure and one of the source's are followed by a points' word
 * (point-changes.ts's POINTS, or after a percent's sign its PERCENT_POINT: "%p", "%포인트") and have
 * the same value to the last digit. A percent is not a point: "3%" of "3 points" is still stopped,
 * and so is "42 points" of "42%" (a percent the source does not say in points).
 */
import type { ClaimSource } from '../claim-source.ts';
import { oncePer } from '../once-per-source.ts';
import type { Figure } from './figure-kinds.ts';
import { PERCENT_POINT, POINTS } from './point-changes.ts';

/** A figure's value where it is one number, a count's or a percent's ("n5", "p5"). */
function oneValue(figure: Figure): string | undefined {
  if (figure.kind !== 'count' && figure.kind !== 'percent') return undefined;
  for (const reading of figure.readings) {
    const key = reading.length === 1 ? reading[0] : undefined;
    const value = key === undefined ? undefined : /^[np](\d+(?:\.\d+)?)$/u.exec(key)?.[1];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Whether a points' word follows the figure, ending at `end` of `text`. */
function pointsAfter(figure: Figure, text: string, end: number): boolean {
  const after = text.slice(end, end + 32);
  const percent = figure.kind === 'percent' && /[%％]$/u.test(figure.text);
  return (percent && PERCENT_POINT.test(after)) || POINTS.test(after);
}

/** The values the source says in points, read once a source. */
const sourcePoints = /* @__PURE__ */ oncePer((source: ClaimSource): Set<string> => {
  const values = new Set<string>();
  for (const { figure, start } of source.placed?.() ?? []) {
    const value = oneValue(figure);
    if (value !== undefined && pointsAfter(figure, source.text, start + figure.text.length))
      values.add(value);
  }
  return values;
});

/** Whether the line's `figure`, said in points, is points the source says with the same value. */
export function heldPoints(figure: Figure, line: string, source: ClaimSource): boolean {
  const value = oneValue(figure);
  if (value === undefined) return false;
  const at = line.indexOf(figure.text);
  if (at < 0 || !pointsAfter(figure, line, at + figure.text.length)) return false;
  return sourcePoints(source).has(value);
}
