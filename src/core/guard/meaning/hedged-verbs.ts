/**
 * A verb the source says only after "may", "might" or "could", said in the line as done (issue 44
 * item 4, the sixth set of documents): "a shift towards heat-tolerant Durusdinium symbionts
 * explains the change" of "shifted towards a heat-tolerant Durusdinium species …, which may partly
 * explain the improved tolerance". hedge-claims.ts reads a word after a stating auxiliary ("will
 * take"); this reads the verb itself, inflected ("explains", "explained"), with no auxiliary.
 *
 * The line's verb is stopped where it is a form of a verb the source says bare after a possibility
 * (an adverb between: "may partly explain"), nowhere unhedged, and the line's clause shares two
 * content words with that sentence of the source. A hedge or a negation before it in the line
 * keeps it. English only, not a translation.
 */

import { oncePer } from '../once-per-source.ts';
import {
  clauseTokens,
  isContent,
  readsEnglishClauses,
  segmentTokens,
  type Token,
} from '../words/clause-words.ts';
import { HEDGES, hedged, negated, STRONG_HEDGES } from './hedge-claims.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';

const POSSIBLE = new Set(['may', 'might', 'could']);
/** Adverbs between a possibility and its verb ("may partly explain", "could also account"). */
const BETWEEN = new Set(['partly', 'partially', 'also', 'well', 'even', 'still', 'in', 'part']);
/** A line's words that hedge what follows them. */
const LINE_HEDGES = new Set([...HEDGES, 'should', 'would', 'can', 'to']);
const STRONG = new Set(STRONG_HEDGES);

/** A bare verb the source says after a possibility, with the content words of its sentence. */
interface Possible {
  verb: string;
  words: string[];
}

/** Whether `word` is an inflected form of the bare `verb` ("explains", "explained" of "explain"). */
function formOf(word: string, verb: string): boolean {
  const stem = verb.endsWith('e') ? verb.slice(0, -1) : verb;
  const y = verb.endsWith('y') ? verb.slice(0, -1) : undefined;
  return (
    word === `${verb}s` ||
    word === `${verb}es` ||
    word === `${stem}ed` ||
    (y !== undefined && (word === `${y}ies` || word === `${y}ied`))
  );
}

/**
 * The source's verbs after a possibility, and every word it says unhedged: read once per source,
 * for every line of a card asks it again. The unhedged words are read only where a possibility is
 * found, for a line is never stopped without one (a long source without "may" costs one pass).
 */
const readSource = /* @__PURE__ */ oncePer(
  (source: ClauseSource): { possible: Possible[]; plain: Set<string> } => {
    const possible: Possible[] = [];
    const plain = new Set<string>();
    const segments = segmentTokens(source.text);
    for (const tokens of segments) {
      let words: string[] | undefined;
      tokens.forEach((token, index) => {
        if (!POSSIBLE.has(token.word) || token.month) return;
        let at = index + 1;
        while (at < tokens.length && BETWEEN.has((tokens[at] as Token).word)) at += 1;
        const verb = tokens[at];
        if (verb && !verb.comma && verb.word.length > 3) {
          words ??= tokens.map((one) => one.word).filter(isContent);
          possible.push({ verb: verb.word, words });
        }
      });
    }
    if (possible.length === 0) return { possible, plain };
    for (const tokens of segments) {
      tokens.forEach((token, index) => {
        if (!hedged(tokens, index, STRONG) && !negated(tokens, index)) plain.add(token.word);
      });
    }
    return { possible, plain };
  },
);

/** The content words of the clause about `index`. */
function clauseWords(tokens: readonly Token[], index: number): string[] {
  const { start, clause } = clauseTokens(tokens, index);
  return clause
    .map((token) => token.word)
    .filter((word, at) => at !== index - start && isContent(word));
}

/** The line's verbs that say done what the source says only may be, each with its shared words. */
export function hedgedVerbClaims(line: string, source: ClauseSource): string[] {
  if (!readsEnglishClauses(source)) return [];
  const { possible, plain } = readSource(source);
  if (possible.length === 0) return [];
  const claims: string[] = [];
  for (const tokens of segmentTokens(line)) {
    tokens.forEach((token, index) => {
      const of = possible.filter((one) => formOf(token.word, one.verb));
      if (of.length === 0 || plain.has(token.word)) return;
      if (hedged(tokens, index, LINE_HEDGES) || negated(tokens, index)) return;
      const words = clauseWords(tokens, index);
      for (const one of of) {
        const shared = words.filter((word) => one.words.some((other) => sameWord(word, other)));
        if (shared.length >= 2) {
          claims.push([token.word, ...shared].join(' '));
          return;
        }
      }
    });
  }
  return claims;
}
