/**
 * A choice the source makes turned round (issue 44, docs/decisions/012 "Who did what"): "a line
 * test pointed to his router rather than a cable fault" of a chat's "that usually points to a fault
 * in the cable rather than the router". Every word is the source's, so no reader of figures or
 * names stops it; but the line keeps what the source sets aside and sets aside what it keeps.
 *
 * "X rather than Y" and "X instead of Y" are read in the line by the content word nearest the
 * marker on each side (what is chosen, what is set aside), in the source by up to three content
 * words on each side in the marker's clause. The line's pair is stopped where a source's pair holds
 * the line's chosen word only on its set-aside side and the line's set-aside word only on its chosen
 * side, and no source pair has them the line's way round. A line that rewords either side, or
 * chooses among things the source never weighs, is kept: only the two sides crossed are read.
 * English only, not a translation.
 */

import { oncePer } from '../once-per-source.ts';
import {
  endsClause,
  isContent,
  readsEnglishClauses,
  segmentTokens,
  type Token,
  wordsAbout,
} from '../words/clause-words.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';

/** The words that set one side aside for the other: "rather than", "instead of". */
const MARKERS: readonly (readonly [string, string])[] = [
  ['rather', 'than'],
  ['instead', 'of'],
];

interface Pair {
  /** The content words of what is chosen (before the marker). */
  chosen: string[];
  /** The content words of what is set aside (after it). */
  aside: string[];
  /** The marker's place in its tokens. */
  at: number;
}

const markerAt = (tokens: readonly Token[], at: number) =>
  MARKERS.some(([one, two]) => tokens[at]?.word === one && tokens[at + 1]?.word === two);

const never = () => false;

/** The pairs of one text, each side its nearest content word, or up to three in its clause. */
function pairsOf(text: string, nearest: boolean): Pair[] {
  const pairs: Pair[] = [];
  for (const tokens of segmentTokens(text)) {
    for (let at = 0; at < tokens.length - 1; at++) {
      if (!markerAt(tokens, at)) continue;
      const chosen = wordsAbout(tokens, at, -1, never, never);
      const aside: string[] = [];
      // After the marker, its clause up to a comma or a coordinator.
      for (let next = at + 2; next < tokens.length && aside.length < 3; next++) {
        const token = tokens[next] as Token;
        if (endsClause(token)) break;
        if (isContent(token.word)) aside.push(token.word);
      }
      if (chosen.length === 0 || aside.length === 0) continue;
      pairs.push(
        nearest
          ? { chosen: chosen.slice(0, 1), aside: aside.slice(0, 1), at }
          : { chosen, aside, at },
      );
    }
  }
  return pairs;
}

const holds = (words: readonly string[], word: string) => words.some((one) => sameWord(one, word));

const bySource = /* @__PURE__ */ oncePer((source: ClauseSource): Pair[] =>
  pairsOf(source.text, false),
);

/** The line's chosen words (as it writes them) whose sides the source's choice gives the other way round. */
export function tradedAlternatives(line: string, source: ClauseSource): string[] {
  if (!/\b(?:rather than|instead of)\b/iu.test(line) || !readsEnglishClauses(source)) return [];
  const theirs = bySource(source);
  if (theirs.length === 0) return [];
  const claims: string[] = [];
  for (const { chosen, aside } of pairsOf(line, true)) {
    const [kept, dropped] = [chosen[0] ?? '', aside[0] ?? ''];
    const told = (pair: Pair) => holds(pair.chosen, kept) && holds(pair.aside, dropped);
    const crossed = (pair: Pair) =>
      holds(pair.aside, kept) &&
      !holds(pair.chosen, kept) &&
      holds(pair.chosen, dropped) &&
      !holds(pair.aside, dropped);
    if (!theirs.some(told) && theirs.some(crossed)) claims.push(kept);
  }
  return claims;
}
