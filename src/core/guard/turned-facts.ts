/**
 * The post's facts a line turns, read together so unsupportedClaims hooks them once: a joke's count
 * nudged (joke-counts.ts, han-counts.ts) or a result reversed (reversed-results.ts; the beaten side
 * told winning, beaten-sides.ts), which a Normal card's figures
 * and score sides already read, and a season moved in a factual line (season-changes.ts; a joke may
 * move a season, "see you in winter 2099"), and so a day put in another month (moved-month-days.ts)
 * and two months' clauses traded (traded-months.ts), an ordinal period made another period
 * (ordinal-periods.ts), and (round fifty) the beaten side told winning
 * in a factual line too: "X gewann … vor Y" where the post has Y win before X, and (round fifty-two)
 * a score's one side put for the other (score-clause-sides.ts).
 * In every mode, a scorer's minute or goals given to
 * another of the match's people (traded-scorers.ts): a joke may mock a scorer, not change who
 * scored; and a Turkish result's sides traded (turkish-beaten-sides.ts), which neither of the
 * result readers sees in a verb-final sentence; in Chinese and Japanese, a clock's hour given as
 * days (han-day-units.ts) and two dates' events traded (han-date-events.ts); a quotation given to
 * another of the post's people (quote-speakers.ts).
 */
import type { ClaimSource } from './claim-source.ts';
import { hanDateEvents } from './dates/han-date-events.ts';
import { movedMonthDays } from './dates/moved-month-days.ts';
import { changedOrdinalPeriods } from './dates/ordinal-periods.ts';
import { seasonChanges } from './dates/season-changes.ts';
import { tradedDays } from './dates/traded-days.ts';
import { tradedMonths } from './dates/traded-months.ts';
import { hanDayUnits } from './figures/han-day-units.ts';
import { movedQuoteSpeakers } from './names/quote-speakers.ts';
import { beatenSidesWinning } from './swaps/beaten-sides.ts';
import { nudgedHanCounts } from './swaps/han-counts.ts';
import { nudgedCounts } from './swaps/joke-counts.ts';
import { reversedResults } from './swaps/reversed-results.ts';
import { tradedScoreSides } from './swaps/score-clause-sides.ts';
import { tradedScorers } from './swaps/traded-scorers.ts';
import { turkishBeatenSides } from './swaps/turkish-beaten-sides.ts';

/** What of the line (`rest`, as unsupportedClaims reads it) turns one of the post's facts. */
export function turnedFacts(
  rest: string,
  source: ClaimSource,
  factual: boolean,
  line = rest,
): string[] {
  const scorers = [
    ...tradedScorers(rest, source),
    ...turkishBeatenSides(rest, source.text, source.langs[0] ?? 'en'),
    ...hanDayUnits(rest, source.text),
    ...hanDateEvents(rest, source.text),
    // The line as written: its quotations are taken out of `rest`.
    ...movedQuoteSpeakers(line, source.text),
  ];
  if (factual) {
    return [
      ...seasonChanges(rest, source.text, source.langs),
      // A day put in another month (moved-month-days.ts); a joke may move a date.
      ...movedMonthDays(rest, source.text, source.langs),
      // Two months named alone, each given the other's clause (traded-months.ts).
      ...tradedMonths(rest, source.text, source.langs),
      // Two days each given the other's clause, "am 15. März" of "am 4. März" (traded-days.ts).
      ...tradedDays(rest, source.text, source.langs),
      // "el primer mes" of the post's "la primera semana" (ordinal-periods.ts).
      ...changedOrdinalPeriods(rest, source.text, source.langs),
      // The line as written: a side's name in quotation marks ("«Зенит»") is taken out of `rest`.
      ...beatenSidesWinning(line, source.text, source.langs[0] ?? 'en'),
      // The post's half-time leader's clause with the other side (score-clause-sides.ts).
      ...tradedScoreSides(rest, source.text, source.langs),
      ...scorers,
    ];
  }
  return [
    ...scorers,
    ...nudgedCounts(rest, source),
    ...nudgedHanCounts(rest, source),
    ...reversedResults(rest, source.text),
    ...beatenSidesWinning(rest, source.text, source.langs[0] ?? 'en'),
  ];
}
