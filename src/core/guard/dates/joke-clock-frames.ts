/**
 * What tells a joke's clock time from the post's moved (round thirty-eight), read beside
 * joke-clock-edits.ts's whole words:
 * - A minute or a few off the post's time is the joke's own timing around the post's event ("a las
 *   12:01 saliendo" of "entre las 11:00 y las 12:00", "um 10:59 noch den Drachen suchst" of "um 11
 *   Uhr"): a model moving an event moves its hour, not one minute. Kept.
 * - A short word is no frame of its own ("to", "в": every sentence has them); but the word the
 *   post writes right before one of its own times, in a line whose clause also gives another of the
 *   post's days or times, ties the line's hour to the post's event ("from 7am to 4pm" of "from 7am
 *   to 2pm", "27 декабря в 9:00" of "27 декабря ... в 11:00"). A joke's hour among its own words
 *   ("в 3 ночи я уже в очереди") gives none of the post's days beside it. Stopped.
 */
import type { ClaimSource } from '../claim-source.ts';
import { figuresOf } from '../figures/claim-figures.ts';
import type { Figure } from '../figures/figure-kinds.ts';
import { oncePer } from '../once-per-source.ts';

/** How many minutes off the post's time a joke's own minute stands at most. */
const JOKE_MINUTES = 5;
/** A reading's clock key ("t9:30"): hours and minutes. */
const CLOCK = /^t(\d{1,2}):(\d{2})$/u;
/** What ends a clause: a day or time past it is another clause's. */
const CLAUSE_END = /[.!?;…。！？；]/u;
/** The word right before a figure, through a few spaces or marks. */
const WORD_BEFORE = /([\p{L}\p{M}]+)[\s:,.]{0,3}$/u;
const DAY_OR_TIME = /^(?:day|m|dm|t)\d/u;

const minutesOf = (key: string): number | undefined => {
  const match = CLOCK.exec(key);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
};

/** Whether a time of the line stands a few minutes (not none) off one of the post's times. */
export function nearPostMinute(figure: Figure, source: ClaimSource): boolean {
  const theirs = [...source.figures].map(minutesOf).filter((minutes) => minutes !== undefined);
  return figure.readings.some((reading) =>
    reading.some((key) => {
      const ours = minutesOf(key);
      if (ours === undefined) return false;
      return theirs.some((minutes) => {
        const apart = Math.abs(minutes - ours);
        const off = Math.min(apart, 24 * 60 - apart);
        return off > 0 && off <= JOKE_MINUTES;
      });
    }),
  );
}

/** The words the post writes right before its own times ("to", "в", "las"), lower case. */
const postClockWords = /* @__PURE__ */ oncePer((source: ClaimSource): ReadonlySet<string> => {
  const found = new Set<string>();
  let from = 0;
  for (const figure of figuresOf(source.text, source.langs)) {
    const at = source.text.indexOf(figure.text, from);
    if (at < 0) continue;
    from = at + figure.text.length;
    if (figure.kind !== 'time') continue;
    const word = WORD_BEFORE.exec(source.text.slice(0, at))?.[1];
    if (word) found.add(word.toLowerCase());
  }
  return found;
});

/** A figure of the line and where it starts in the line. */
export interface PlacedFigure {
  readonly figure: Figure;
  readonly at: number;
}

/** Where the clause holding `at` starts and ends in `text`. */
function clauseAround(text: string, at: number): [number, number] {
  let start = at;
  while (start > 0 && !CLAUSE_END.test(text[start - 1] ?? '')) start -= 1;
  const end = text.slice(at).search(CLAUSE_END);
  return [start, end < 0 ? text.length : at + end];
}

/**
 * Whether the line's time (`ours`, in `rest`) follows the word the post writes before its times,
 * with another of the post's days or times in its clause (`placed`: the line's figures).
 */
export function inPostClockFrame(
  rest: string,
  ours: PlacedFigure,
  placed: readonly PlacedFigure[],
  source: ClaimSource,
): boolean {
  const word = WORD_BEFORE.exec(rest.slice(0, ours.at))?.[1]?.toLowerCase();
  if (!word || !postClockWords(source).has(word)) return false;
  const [start, end] = clauseAround(rest, ours.at);
  return placed.some(
    ({ figure, at }) =>
      figure !== ours.figure &&
      at >= start &&
      at < end &&
      (figure.kind === 'date' || figure.kind === 'time') &&
      figure.readings.some(
        (reading) =>
          reading.every((key) => source.figures.has(key)) &&
          reading.some((key) => DAY_OR_TIME.test(key)),
      ),
  );
}
