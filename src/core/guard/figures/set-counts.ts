/**
 * The count of a match's sets a faithful summary gives from the scores the source lists (issue 44
 * item 4, docs/decisions/012): "beat Sinner in two sets" of "beat Jannik Sinner 6-4, 7-6", "in
 * three sets" of "6-4, 3-6, 7-6", "en deux sets", "in zwei Sätzen" of "6:4, 7:6". A run of scores
 * one after another (commas, spaces or semicolons between, a tie-break's "(5)" or "(7-5)" after
 * one) is a match's sets or games, one score each: the line's count of sets must be the length of
 * one such run. A single score is no run ("won 3-1" tells no sets), nor is "in three sets" of a
 * two-set run held.
 */
import type { ClaimSource } from '../claim-source.ts';
import { oncePer } from '../once-per-source.ts';
import type { Figure } from './figure-kinds.ts';

/** A set's word right after a count: "two sets", "deux manches", "zwei Sätzen", "dwóch setach". */
const SET_AFTER =
  /^\s+(?:sets?|manches?|sätzen?|satz|sety|setach|setów|сет\p{L}*|set(?:ti)?|parciales|mangas)(?!\p{L})/iu;
/** One score, with a tie-break after it: "7-6", "7:6(5)", "6–7 (4-7)". */
const SCORE = String.raw`\d{1,2}\s?[-–:]\s?\d{1,2}(?:\s?\(\d{1,2}(?:[-–:]\d{1,2})?\))?`;
/** Scores one after another, two or more. */
const RUN = new RegExp(String.raw`(?<![\d.,:])${SCORE}(?:\s?[,;]?\s${SCORE})+(?![\d:])`, 'gu');
const ONE = new RegExp(SCORE, 'gu');

/** The lengths of the source's runs of scores, read once a source. */
const scoreRuns = /* @__PURE__ */ oncePer((source: ClaimSource): Set<number> => {
  const runs = new Set<number>();
  if (!/\d\s?[-–:]\s?\d/u.test(source.text)) return runs;
  for (const [run] of source.text.matchAll(RUN)) runs.add(run.match(ONE)?.length ?? 0);
  return runs;
});

/** Whether the line's `figure` counts sets, and the source lists a match of that many. */
export function heldSetCount(figure: Figure, line: string, source: ClaimSource): boolean {
  // Italian's "due set" is also read as 2 September ("set", settembre): a day before a set's word.
  if (figure.kind !== 'count' && figure.kind !== 'date') return false;
  const count = figure.readings
    .map((reading) => (reading.length === 1 ? /^(?:n|day)(\d)$/.exec(reading[0] ?? '') : null))
    .find((key) => key);
  const at = line.indexOf(figure.text);
  if (!count || at < 0 || !SET_AFTER.test(line.slice(at + figure.text.length))) return false;
  return scoreRuns(source).has(Number(count[1]));
}
