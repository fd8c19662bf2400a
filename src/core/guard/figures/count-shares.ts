/**
 * A share in words of a thing the source counts (issue 44, false stops): "half the schools moved
 * their start" of "24 secondary schools … Twelve schools delayed their start time". The share is
 * no percentage of the source's, but the source counts the same thing twice, a part and its
 * whole, and the one is that share of the other. The thing is the line's noun after the share
 * ("half the schools", "a third of the members"), found in the source's words at most one word
 * after each count ("24 secondary schools"). "Half the students" there (no count of students in
 * that ratio), or "a third of the schools", are still stopped.
 */
import type { Placed } from '../swaps/figure-ties.ts';
import type { Figure } from './figure-kinds.ts';

/** The noun a share counts: "half the schools", "a third of the members". */
const COUNTED = /^\s+(?:of\s+)?(?:the|their|its|all)\s+(\p{L}{3,})/iu;
/** The noun one or two words after a source's count. */
const NEAR = /^\s+(?:\p{L}+\s+)?(\p{L}+)/u;
/** How far apart the share and the source's ratio may stand, in points. */
const POINTS = 1;

const countOf = (figure: Figure) => {
  const key = figure.kind === 'count' ? figure.readings[0]?.[0] : undefined;
  const value = /^nu?:?(\d+(?:\.\d+)?)$/.exec(key ?? '')?.[1];
  return value === undefined ? undefined : Number(value);
};

/**
 * Whether `figure` (a share of `line` in words, "half") is the ratio of two of the source's counts
 * of its noun. `text`, `placed`: the source's text and its figures where it writes them.
 */
export function countShare(
  figure: Figure,
  line: string,
  text: string,
  placed: readonly Placed[],
): boolean {
  if (figure.kind !== 'percent' || /\d/.test(figure.text)) return false;
  const share = Number(/^p(\d+(?:\.\d+)?)$/.exec(figure.readings[0]?.[0] ?? '')?.[1] ?? Number.NaN);
  const at = line.indexOf(figure.text);
  const noun = COUNTED.exec(line.slice(at + figure.text.length))?.[1]?.toLowerCase();
  if (!noun || !(share > 0 && share < 100)) return false;
  const counts: number[] = [];
  for (const { figure: theirs, start } of placed) {
    const value = countOf(theirs);
    const after = NEAR.exec(
      text.slice(start + theirs.text.length, start + theirs.text.length + 40),
    );
    const words = after ? after[0].trim().toLowerCase().split(/\s+/) : [];
    if (value !== undefined && value > 0 && words.includes(noun)) counts.push(value);
  }
  return counts.some((part) =>
    counts.some((whole) => part < whole && Math.abs((part / whole) * 100 - share) <= POINTS),
  );
}
