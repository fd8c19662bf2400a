/**
 * What holds during a period and what holds after it, traded (issue 44, docs/decisions/012 "Who
 * did what"): "He can work from home up to two days a week during his six-month probation, after
 * which he must be in the office four days a week" of an offer's "You may work from home up to two
 * days a week once you have completed your six-month probation period; during probation we ask you
 * to be in the office four days a week". Every word and figure is the source's; the times are not.
 *
 * A text's "during P" ties the words of its clause to the period P (its first content word); its
 * "after P", "once … P", "following P" and "after which" (P the clause's before) tie theirs to
 * after it. Only a source that ties words both ways to one period is read. A line's clause tied to
 * one side is stopped where its words that only one of the source's sides holds (two at least) are
 * all the other side's: a line that keeps the sides, or rewords them past reading, is kept.
 * English only, not a translation.
 */

import { oncePer } from '../once-per-source.ts';
import {
  endsClause,
  isContent,
  readsEnglishClauses,
  segmentTokens,
  type Token,
} from '../words/clause-words.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';

/** Words that tie a clause to after a period. */
const AFTER = new Set(['after', 'once', 'following']);
/** How far after "after" or "once" the period is looked for ("once you have completed your … probation"). */
const REACH = 7;

interface Tie {
  /** The period's word. */
  period: string;
  /** Whether the clause holds after the period (else during it). */
  after: boolean;
  /** The clause's content words. */
  words: string[];
}

/** The content words of the clause about `at`, both sides, a comma or coordinator ending each. */
function clauseAbout(tokens: readonly Token[], at: number): string[] {
  const words: string[] = [];
  for (let back = at - 1; back >= 0 && !endsClause(tokens[back] as Token); back--) {
    if (isContent((tokens[back] as Token).word)) words.push((tokens[back] as Token).word);
  }
  // A fronted period ("During the works, tenants park …") ties the clause after its comma.
  let fronted = words.length === 0;
  for (let next = at + 1; next < tokens.length; next++) {
    const token = tokens[next] as Token;
    if (token.comma && fronted) {
      fronted = false;
      continue;
    }
    if (endsClause(token)) break;
    if (isContent(token.word)) words.push(token.word);
  }
  return words;
}

/** The first content word after `at` (within REACH tokens, no clause's end between) `fits`. */
function wordAfter(
  tokens: readonly Token[],
  at: number,
  fits: (word: string, next: string) => boolean,
): string | undefined {
  for (let next = at + 1; next <= at + REACH && next < tokens.length; next++) {
    const token = tokens[next] as Token;
    if (endsClause(token)) return undefined;
    if (isContent(token.word) && fits(token.word, tokens[next + 1]?.word ?? '')) return token.word;
  }
  return undefined;
}

/** A period is a noun after its count ("six-month probation"): the last content word of a run. */
const endsRun = (_word: string, next: string) => !isContent(next);

/** The periods a text's "during" names. */
const periodsOf = (segments: readonly (readonly Token[])[]) =>
  segments.flatMap((tokens) =>
    tokens.flatMap((token, at) => {
      if (token.word !== 'during' || tokens[at + 1]?.word === 'which') return [];
      return wordAfter(tokens, at, endsRun) ?? [];
    }),
  );

/**
 * A text's clauses tied to a period, during or after it; "after" and "once" are read only of the
 * periods "during" names, in the text or in `source`'s ("once you have completed your … probation").
 */
function tiesOf(text: string, source: readonly string[] = []): Tie[] {
  const ties: Tie[] = [];
  const segments = segmentTokens(text);
  const periods = [...source, ...periodsOf(segments)];
  const named = (word: string) => periods.some((period) => sameWord(period, word));
  for (const tokens of segments) {
    let last: string | undefined;
    tokens.forEach((token, at) => {
      const during = token.word === 'during';
      if (!during && !AFTER.has(token.word)) return;
      const which = tokens[at + 1]?.word === 'which';
      const period = which ? last : wordAfter(tokens, at, named);
      if (!period) return;
      last = period;
      ties.push({ period, after: !during, words: clauseAbout(tokens, which ? at + 1 : at) });
    });
  }
  return ties;
}

const holds = (words: readonly string[], word: string) => words.some((one) => sameWord(one, word));

/**
 * A source's ties: none where it never writes "during", the only word that names a period (an
 * "after" or "once" is read only of a period "during" named), so its words are not walked.
 */
const DURING = /during/iu;
const bySource = /* @__PURE__ */ oncePer((source: ClauseSource): Tie[] =>
  DURING.test(source.text) ? tiesOf(source.text) : [],
);

/** The line's period words whose clauses the source ties to the period's other side. */
export function tradedPeriods(line: string, source: ClauseSource): string[] {
  if (!/\b(?:during|after|once|following)\b/iu.test(line) || !readsEnglishClauses(source))
    return [];
  const theirs = bySource(source);
  if (theirs.length < 2) return [];
  const claims: string[] = [];
  for (const tie of tiesOf(line, [...new Set(theirs.map((one) => one.period))])) {
    const mine = theirs.filter((one) => sameWord(one.period, tie.period));
    const same = mine.filter((one) => one.after === tie.after).flatMap((one) => one.words);
    const other = mine.filter((one) => one.after !== tie.after).flatMap((one) => one.words);
    if (same.length === 0 || other.length === 0) continue;
    // The words only one side holds tell which side the line's clause is.
    const told = tie.words.filter((word) => holds(same, word) && !holds(other, word));
    const crossed = tie.words.filter((word) => holds(other, word) && !holds(same, word));
    if (told.length === 0 && crossed.length >= 2) claims.push(tie.after ? 'after' : 'during');
  }
  return [...new Set(claims)];
}
