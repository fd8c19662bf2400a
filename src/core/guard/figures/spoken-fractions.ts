/**
 * A percentage a line writes as a fraction in words (round forty): "more than three quarters" of
 * a trial's 77%, "two thirds of members" of 66%, "deux tiers des élèves" of 67 %. The figures
 * reader reads the fraction's numerator as a count (three), which the source does not hold, so a
 * faithful card's "cut cases by more than three quarters" was stopped.
 *
 * The numerator must be followed at once by a plural fraction noun ("three quarters", "two-thirds",
 * "trois quarts", "zwei Drittel"); a lone "a quarter" or "a third" reads as no figure and needs
 * nothing. The share holds where the source has a percentage within three points of it, on the
 * side a bound before it names ("more than three quarters" of 77%, not of 73%; "nearly two thirds"
 * of 64%, not of 69%), so a changed share ("two thirds" of a source's 77%) is still stopped.
 */

/** A plural fraction noun just after a numerator, and the whole it divides by. */
const FRACTION_NOUNS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^[\s-]+(?:thirds|tiers|tercios|terceras\s+partes|terzi|Drittel|derde)(?![\p{L}])/iu, 3],
  [
    /^[\s-]+(?:quarters|fourths|quarts|cuartos|cuartas\s+partes|quarti|Viertel|kwart)(?![\p{L}])/iu,
    4,
  ],
  [/^[\s-]+(?:fifths|cinquièmes|quintos|quinti|Fünftel|vijfde)(?![\p{L}])/iu, 5],
];
/** A bound just before the fraction: above it (1) or below it (-1). */
const SIDES: ReadonlyArray<readonly [RegExp, -1 | 1]> = [
  [
    /(?:^|[^\p{L}])(?:more than|over|above|upwards of|plus de|plus des|más de|más de las|mehr als|über|più di|oltre|meer dan|ruim)\s+$/iu,
    1,
  ],
  [
    /(?:^|[^\p{L}])(?:less than|fewer than|under|below|nearly|almost|close to|just under|moins de|près de|presque|menos de|casi|weniger als|fast|knapp|meno di|quasi|bijna)\s+$/iu,
    -1,
  ],
];
/** How far a source's percentage may stand from the fraction and still be it. */
const POINTS = 3;

/**
 * Whether the count `numerator`, written at `at` in `line` as `text`, begins a fraction in words
 * ("three quarters") one of the source's percentages `shares` holds.
 */
export function spokenFraction(
  line: string,
  at: number,
  text: string,
  numerator: number,
  shares: readonly number[],
): boolean {
  const after = line.slice(at + text.length, at + text.length + 24);
  const whole = FRACTION_NOUNS.find(([noun]) => noun.test(after))?.[1];
  if (!whole || numerator >= whole) return false;
  const share = (100 * numerator) / whole;
  const before = line.slice(Math.max(0, at - 24), at);
  const side = SIDES.find(([pattern]) => pattern.test(before))?.[1];
  return shares.some(
    (value) =>
      Math.abs(value - share) <= POINTS &&
      (side === undefined || Math.sign(value - share) === side),
  );
}
