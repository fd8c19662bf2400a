/**
 * A line that calls certain what its source only hedges (issue 44 items 1 and 4, the sixth set of
 * documents): "because rain is certain on Sunday afternoon" of "rain on Sunday afternoon, maybe 60
 * percent chance", "the researchers said proved the flowers were the cause" of "it could be the
 * weather as much as the flowers". The rest of the line is the source's, and hedge-claims.ts reads
 * only a word stated after an auxiliary ("will take"), not a word of certainty itself.
 *
 * A word of certainty in the line ("certain", "definitely", "proved", "guaranteed"), not negated
 * and not itself hedged ("may prove"), is stopped where the source says no word of certainty at all
 * and hedges ("maybe", "could", "a chance", "suggests") a sentence that shares a content word with
 * the line's clause: the source's doubt about what the line is sure of. A source that is sure of
 * anything (a "confirmed" case) lets the line be. English only, not a translation.
 */

import {
  clauseTokens,
  isContent,
  readsEnglishClauses,
  segmentTokens,
  type Token,
} from '../words/clause-words.ts';
import { HEDGES, hedged, negated } from './hedge-claims.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';

/** Words that say a thing is sure or shown beyond doubt. */
const CERTAINTY = new Set([
  'certain',
  'certainly',
  'certainty',
  'definite',
  'definitely',
  'prove',
  'proves',
  'proved',
  'proven',
  'proof',
  'guarantee',
  'guaranteed',
  'guarantees',
  'undoubtedly',
]);
/** A source's words of doubt: the hedges, and a chance or a suggestion ("maybe 60 percent chance"). */
const DOUBT = new Set([
  ...HEDGES,
  'maybe',
  'chance',
  'suggest',
  'suggests',
  'suggesting',
  'suggested',
  'uncertain',
  'unclear',
]);
/** A line's words that hedge a certainty word after them ("may prove", "could be certain"). */
const LINE_DOUBT = new Set([...DOUBT, 'should', 'would', 'can', 'if', 'whether']);

/** The content words of the clause about `index`: from the clause's start to its end. */
function clauseWords(tokens: readonly Token[], index: number): string[] {
  return clauseTokens(tokens, index)
    .clause.map((token) => token.word)
    .filter((word) => !CERTAINTY.has(word) && !/\p{N}/u.test(word) && isContent(word));
}

/** The line's words of certainty the source doubts and never says, each with its clause's words. */
export function certaintyClaims(line: string, source: ClauseSource): string[] {
  if (!readsEnglishClauses(source)) return [];
  const segments = segmentTokens(line);
  if (!segments.some((tokens) => tokens.some((token) => CERTAINTY.has(token.word)))) return [];
  const sourceSegments = segmentTokens(source.text);
  if (sourceSegments.some((tokens) => tokens.some((token) => CERTAINTY.has(token.word)))) return [];
  const doubted = sourceSegments
    .filter((tokens) => tokens.some((token) => DOUBT.has(token.word) && !token.month))
    .map((tokens) => tokens.map((token) => token.word).filter(isContent));
  if (doubted.length === 0) return [];
  const claims: string[] = [];
  for (const tokens of segments) {
    tokens.forEach((token, index) => {
      if (!CERTAINTY.has(token.word) || negated(tokens, index)) return;
      if (hedged(tokens, index, LINE_DOUBT)) return;
      const words = clauseWords(tokens, index);
      const shared = words.filter((word) =>
        doubted.some((sentence) => sentence.some((other) => sameWord(word, other))),
      );
      if (shared.length > 0) claims.push([token.word, ...shared].join(' '));
    });
  }
  return claims;
}
