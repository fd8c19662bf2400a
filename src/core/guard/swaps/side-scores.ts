/**
 * A score written as its two sides, each a name and its number: "Bristol City 1, Sunderland 2",
 * "Chelsea 2 Arsenal 1", as a full-time post or a results list gives it (home side first). A
 * reader takes it for the score 1-2, and a line's "Sunderland beat Bristol City 2-1" says the same
 * (round forty-one: stopped, the source's two numbers read apart, no score). The source holds the
 * score either way round (addSideScores); which side scored which is its names' (sideScoreSwaps):
 * "Bristol City beat Sunderland 2-1" gives the home side the away side's goals, and is stopped as
 * score-sides.ts stops a score told the other way round.
 */
import { isCalendarName } from '../dates/calendar-words.ts';
import type { Placed } from './figure-ties.ts';
import { reversedScores } from './score-sides.ts';

/** A side's name: one to four capitalised words ("Bristol City", "St. Pauli", "Brighton & Hove"). */
const NAME = String.raw`\p{Lu}[\p{L}\p{M}'’.-]*(?: (?:&|\p{Lu}[\p{L}\p{M}'’.-]*)){0,3}`;
/**
 * Two sides, each a name and a number of one or two digits, joined by a comma, a dash or a space;
 * the second number ends its clause's figure (no unit, no decimal after it).
 */
const SIDES = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}])(${NAME}) (\d{1,2})(?:,| [-–])? (${NAME}) (\d{1,2})(?![\p{L}\p{N}%°]|[.,:]\d)`,
  'gu',
);
/** What a text holds where it may hold such a score: a number, then a capitalised word. */
const MAY_HOLD = /\d(?:,| [-–])? \p{Lu}/u;

interface SideScore {
  first: string;
  second: string;
  /** The first side's number, then the second's. */
  numbers: [number, number];
}

/** Every score of `text` written as two named sides with their numbers. */
export function sideScores(text: string): SideScore[] {
  if (!MAY_HOLD.test(text)) return [];
  const found: SideScore[] = [];
  for (const [, first = '', a, second = '', b] of text.matchAll(SIDES)) {
    // "March 3, April 5" are dates, no sides.
    if ([first, second].some((name) => isCalendarName(name.split(' ').at(-1) ?? ''))) continue;
    found.push({ first, second, numbers: [Number(a), Number(b)] });
  }
  return found;
}

/** Adds to a source's `keys` each such score, either way round ("s:1-2", "s:2-1"). */
export function addSideScores(text: string, keys: Set<string>): void {
  for (const { numbers } of sideScores(text)) {
    const [a, b] = numbers;
    keys.add(`s:${a}-${b}`);
    keys.add(`s:${b}-${a}`);
  }
}

/**
 * The line's scores (as written) whose sides it gives the other's numbers: each source score
 * read as "Bristol City 1-2 Sunderland", its sides either side of it, by score-sides.ts.
 */
export function sideScoreSwaps(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
): string[] {
  const swapped = new Set<string>();
  for (const { first, second, numbers } of sideScores(sourceText)) {
    const score = `${numbers[0]}-${numbers[1]}`;
    const written = `${first} ${score} ${second}`;
    const placed: Placed = {
      figure: { text: score, kind: 'score', readings: [[`s:${score}`]] },
      ties: [],
      start: first.length + 1,
    };
    for (const text of reversedScores(lineText, line, written, [placed])) swapped.add(text);
  }
  return [...swapped];
}
