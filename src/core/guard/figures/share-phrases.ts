/**
 * A percentage a line writes as a share in words (round twenty-nine): "twee op de vijf" of 40
 * procent, "one in three" of 33%, "dos de cada cinco", "deux sur cinq", "zwei von fünf", "due su
 * cinque"; and "moins de la moitié" of 40 %, "more than half" of 62%. The figures reader reads such
 * a share's numbers as counts and its half as 50%, which the source does not hold. A share in
 * numbers holds where the source has a percentage within three points of it ("one in three" of
 * 35%, not of 25%); a half with "less" or "more" where the source has one on that side of 50, and
 * within twenty points of it ("less than half" of 40%, not of 60% nor of 12%).
 */
import type { Figure } from './figure-kinds.ts';
import { spokenFraction } from './spoken-fractions.ts';

/**
 * The words between a share's two numbers: "two in five", "1 out of 3", "twee op de vijf"; French
 * puts the noun before its "sur" ("un TGV sur trois").
 */
const JOIN_WORDS =
  'in|out of|out of every|in every|of every|op|op de|op elke|van de|de cada|em cada|en cada|von|aus|su|su ogni|na|z';
export const SHARE_JOIN = new RegExp(
  `^\\s+(?:${JOIN_WORDS})\\s+$|^\\s+(?:\\p{L}+\\s+)?sur\\s+$`,
  'iu',
);
/** "less than" or "more than" before a half: the side of 50 its source's share stands on. */
const HALF_SIDES: ReadonlyArray<readonly [RegExp, -1 | 1]> = [
  [
    /(?:^|[^\p{L}])(?:less than|fewer than|under|below|moins de|menos de|menos del|menos da|menos do|weniger als|unter|meno della|meno del|meno di|minder dan|nog geen|mniej niż|poniżej)\s+(?:the\s+|la\s+|die\s+|de\s+|a\s+)?$/iu,
    -1,
  ],
  [
    /(?:^|[^\p{L}])(?:more than|over|above|plus de|más de|más del|mais de|mais da|mehr als|über|più della|più del|più di|oltre|meer dan|ruim|ponad|więcej niż|powyżej)\s+(?:the\s+|la\s+|die\s+|de\s+|a\s+)?$/iu,
    1,
  ],
];
/** A share's "one" the figures reader reads as no number, before its join: "One in three". */
export const ONE_JOINED = new RegExp(
  `(?:^|[^\\p{L}])(?:one|a|un|une|een|ein|eine|uno|una|um|uma|jeden|jedna|jedno)\\s+(?:${JOIN_WORDS}|(?:\\p{L}+\\s+)?sur)\\s+$`,
  'iu',
);
/** How far a source's percentage may stand from a share in numbers and still be it. */
export const SHARE_POINTS = 3;
/** How far from 50 a source's percentage may stand for "less than half" or "more than half". */
const HALF_POINTS = 20;

/** The single count a figure reads as ("twee": 2), if it is one. */
export function countOf(figure: Figure): number | undefined {
  const [reading] = figure.readings;
  const key = reading?.length === 1 ? reading[0] : undefined;
  const value = key && /^n(\d+)$/.exec(key)?.[1];
  return value ? Number(value) : undefined;
}

/**
 * The figures of `line` (its `figures`, in order) that are a share in words the source's
 * percentages hold. `keys`: the source's figure keys.
 */
export function heldShares(
  line: string,
  figures: readonly Figure[],
  keys: ReadonlySet<string>,
): Set<Figure> {
  const held = new Set<Figure>();
  const shares: number[] = [];
  for (const key of keys) {
    if (/^p\d+(?:\.\d+)?$/.test(key)) shares.push(Number(key.slice(1)));
  }
  if (shares.length === 0) return held;
  let from = 0;
  const places = figures.map((figure) => {
    const at = figure.text === '' ? -1 : line.indexOf(figure.text, from);
    if (at >= 0) from = at + figure.text.length;
    return at;
  });
  figures.forEach((figure, index) => {
    const at = places[index] as number;
    if (at < 0) return;
    const next = figures[index + 1];
    const nextAt = places[index + 1] ?? -1;
    const [part, whole] = [countOf(figure), next && countOf(next)];
    if (next && part !== undefined && whole && nextAt > at && part < whole) {
      const join = line.slice(at + figure.text.length, nextAt);
      const share = (100 * part) / whole;
      if (
        SHARE_JOIN.test(join) &&
        shares.some((value) => Math.abs(value - share) <= SHARE_POINTS)
      ) {
        held.add(figure).add(next);
      }
    }
    // "One in three": the one is a word the figures reader leaves, the three a count.
    const denominator = countOf(figure);
    if (denominator && ONE_JOINED.test(line.slice(Math.max(0, at - 30), at))) {
      if (shares.some((value) => Math.abs(value - 100 / denominator) <= SHARE_POINTS))
        held.add(figure);
    }
    // "more than three quarters" of 77% (spoken-fractions.ts).
    const numerator = countOf(figure);
    if (numerator && spokenFraction(line, at, figure.text, numerator, shares)) held.add(figure);
    const half = figure.readings.length === 1 && figure.readings[0]?.join() === 'p50';
    if (!half) return;
    const before = line.slice(Math.max(0, at - 24), at);
    const side = HALF_SIDES.find(([pattern]) => pattern.test(before))?.[1];
    const onSide = (value: number) =>
      Math.sign(value - 50) === side && Math.abs(value - 50) <= HALF_POINTS;
    if (side !== undefined && shares.some(onSide)) held.add(figure);
  });
  return held;
}
