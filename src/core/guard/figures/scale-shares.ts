/**
 * A share of a scale said in words (round thirty-five): "a quarter of a million pounds" of a
 * post's "£250,000", "half a million people" of its 500,000. The figures' reader reads the line's
 * scale ("a million pounds") and its share ("a quarter") as two figures, neither the post's, so a
 * card that said the amount as people say it was asked again. The phrase is worked out here (a
 * quarter of a million: 250,000) and written as digits with the word after it ("250000 pounds");
 * its figures are held where the figures read in that are the source's, in their unit, so "half a
 * million pounds" of £250,000 still stops.
 */
import type { Figure } from './figure-kinds.ts';

const SCALES: Readonly<Record<string, number>> = {
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  trillion: 1e12,
};
const SHARES: Readonly<Record<string, number>> = { half: 1 / 2, quarter: 1 / 4, third: 1 / 3 };
const TIMES: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3 };

/**
 * "a quarter of a million", "three quarters of a billion", "two-thirds of a million", "half a
 * million", "half of a million", "a half-million"; then the word after it, its unit ("pounds").
 */
const SCALE_SHARE =
  /(?<![\p{L}\p{M}])(?:(a|one|two|three)[\s-]+(quarter|third)s?[\s-]+of[\s-]+(?:a|an|one)|(half)(?:[\s-]+of)?[\s-]+(?:a|an|one)|(a|one)[\s-]+(half|quarter|third))[\s-]+(thousand|million|billion|trillion)(?![\p{L}\p{M}])(?:\s+([\p{L}\p{M}]+))?/giu;

/** Each such phrase of `line`, with its value as digits and the word after it. */
function scaleShares(line: string): Array<{ phrase: string; digits: string }> {
  if (!/thousand|million|billion|trillion/iu.test(line)) return [];
  return [...line.matchAll(SCALE_SHARE)].map((match) => {
    const lower = (part: string | undefined) => part?.toLowerCase() ?? '';
    const times = TIMES[lower(match[1] ?? match[4])] ?? 1;
    const share = SHARES[lower(match[2] ?? match[3] ?? match[5])] ?? 1;
    const value = Math.round(times * share * (SCALES[lower(match[6])] ?? 1));
    return { phrase: match[0].toLowerCase(), digits: `${value} ${match[7] ?? ''}`.trim() };
  });
}

/**
 * Whether the line's `figure` is part of a share of a scale the source holds: `read` reads a text's
 * figures as the line's are read, `supported` says whether the source holds one.
 */
export function heldScaleShare(
  figure: Figure,
  line: string,
  read: (text: string) => Figure[],
  supported: (figure: Figure) => boolean,
): boolean {
  const text = figure.text.toLowerCase();
  return scaleShares(line).some(({ phrase, digits }) => {
    if (!phrase.includes(text)) return false;
    const figures = read(digits);
    return figures.length > 0 && figures.every(supported);
  });
}
