/**
 * A figure a line works out from two of its own (docs/decisions/012, round twenty-six): a
 * Bulgarian card's "поскъпва с 10 лева – от 50 на 60 лв." of a post's "се вдига от 50 на 60
 * лева": the 10 is the step between the two ends the line also states, each the source's. Only
 * where both ends stand in the line and hold, in the same kind and unit as the step: a reader
 * checks such a sum at a glance. "с 20 лева – от 50 на 60" is still stopped.
 */
import type { Figure } from './figure-kinds.ts';

/** The most figures a line may hold for its steps to be read. */
const MOST_FIGURES = 8;

/** A value key's kind and unit ("n", "c:eur:", "u:km:") and its value. */
const VALUE_KEY = /^(n|c:[^:]+:|u:[^:]+:)(\d+(?:\.\d+)?)$/;

/** Each single-key reading of a figure as its kind and value (figure-steps.ts reads them too). */
export const valuesOf = (figure: Figure) =>
  figure.readings.flatMap((reading) => {
    const parts = reading.length === 1 ? VALUE_KEY.exec(reading[0] as string) : null;
    return parts ? [{ prefix: parts[1] as string, value: Number(parts[2]) }] : [];
  });

/**
 * Whether `figure` is the difference of two other figures of the line (`figures`) that the source
 * holds (`supported`), in the same kind and unit.
 */
export function differenceOfLine(
  figure: Figure,
  figures: readonly Figure[],
  supported: (figure: Figure) => boolean,
): boolean {
  const steps = valuesOf(figure).filter(({ value }) => value > 0);
  // A sentence states a step beside its two ends; a line of many figures is read no further.
  if (steps.length === 0 || figures.length < 3 || figures.length > MOST_FIGURES) return false;
  const ends = figures.filter((other) => other !== figure && supported(other)).flatMap(valuesOf);
  return steps.some((step) =>
    ends.some(
      (a) =>
        a.prefix === step.prefix &&
        ends.some(
          (b) =>
            b.prefix === step.prefix && Math.abs(Math.abs(a.value - b.value) - step.value) < 1e-9,
        ),
    ),
  );
}
