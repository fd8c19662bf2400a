/**
 * A cause the source never gives (issue 44, docs/decisions/012 "Causes"): "the match was postponed
 * because of the rain" of "postponed because of a strike by ground staff", "sales fell due to the
 * weather" of a report whose sales fell "as fewer tourists came". Every other word is the source's;
 * the cause is the edit.
 *
 * A line's cause is the clause after "because (of)", "due to", "owing to", "thanks to", "as a
 * result of", "caused by", "blamed on" or "driven by", its effect the content words before it in
 * its sentence (the nearest four). The source's sentence that gives a cause ("because", "due to",
 * "the reason", "blamed") and holds most of the effect's words (two at least, one not a figure)
 * tells the effect; the line's cause is stopped where none of its
 * content words is in that sentence or the sentence on either side of it (a cause is often told
 * in the next: "Sales fell. The main reason was…"). A cause in other words the source's sentence
 * shares one word with ("cheaper shipping" of "paid less for shipping") is kept: what is read is a
 * cause from nowhere, not a cause reworded. English only, not a translation; the source's
 * sentences are found by an index of their words, so no clause is compared with every sentence.
 */

import { oncePer } from '../once-per-source.ts';
import { readsEnglishClauses, segmentTokens, type Token } from '../words/clause-words.ts';
import { isStopWord } from '../words/stop-words.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';

/** Words that open a cause, one or more (the longest read first). */
const MARKERS = [
  ['because', 'of'],
  ['because'],
  ['due', 'to'],
  ['owing', 'to'],
  ['thanks', 'to'],
  ['as', 'result', 'of'],
  ['caused', 'by'],
  ['blamed', 'on'],
  ['driven', 'by'],
];
/** "is due to start", "was due to sign": an appointment, no cause. */
const BEFORE_DUE = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'not']);
/** Words that end a cause's clause. */
const ENDS = new Set('and but while whereas although though so yet which who'.split(' '));
/** Function words a clause's content leaves out that the stop-word list lacks. */
const FUNCTION_WORDS = new Set(
  'its per will would shall should can could may might must has have had been being mostly mainly largely partly most likely'.split(
    ' ',
  ),
);
/** How many content words before the cause tell its effect. */
const EFFECT = 4;

const isContent = (word: string) =>
  /\p{N}/u.test(word) || (word.length > 2 && !isStopWord(word, 'en') && !FUNCTION_WORDS.has(word));
const isFigure = (word: string) => /\p{N}/u.test(word);
const bucket = (word: string) => word.slice(0, 4);

interface SourceRead {
  sentences: string[][];
  /** The sentences that give a cause ("because", "due to", "the reason", "blamed"). */
  causal: Set<number>;
  index: Map<string, Set<number>>;
}
/** Words that tell a cause without a marker's form ("the most likely reason for the increase"). */
const CAUSE_WORDS = new Set(['reason', 'reasons', 'cause', 'caused', 'causes', 'blamed', 'blames']);

const bySource = /* @__PURE__ */ oncePer(
  (source: ClauseSource): SourceRead => readSource(source.text),
);

function readSource(text: string): SourceRead {
  const read: SourceRead = { sentences: [], causal: new Set(), index: new Map() };
  for (const tokens of segmentTokens(text)) {
    const words = tokens
      .filter((token) => !token.comma && isContent(token.word))
      .map((t) => t.word);
    const at = read.sentences.push(words) - 1;
    if (tokens.some((token, place) => CAUSE_WORDS.has(token.word) || markerAt(tokens, place) > 0)) {
      read.causal.add(at);
    }
    for (const word of words) {
      const found = read.index.get(bucket(word)) ?? new Set<number>();
      read.index.set(bucket(word), found.add(at));
    }
  }
  return read;
}

/** The marker that starts at `index`, as its number of tokens, or 0. */
function markerAt(tokens: readonly Token[], index: number): number {
  for (const marker of MARKERS) {
    if (!marker.every((word, step) => tokens[index + step]?.word === word)) continue;
    if (marker[0] === 'due' && BEFORE_DUE.has(tokens[index - 1]?.word ?? '')) return 0;
    // "as a result of": the article between is no word of the marker.
    return marker.length;
  }
  return 0;
}

const holds = (words: readonly string[], word: string) => words.some((one) => sameWord(one, word));

/** The line's causes the source's sentences about their effect never name, as the line writes them. */
export function causeClaims(line: string, source: ClauseSource): string[] {
  if (!readsEnglishClauses(source)) return [];
  const claims: string[] = [];
  for (const raw of segmentTokens(line)) {
    // "as a result of": read without its article.
    const tokens = raw.filter((token, at) => !(token.word === 'a' && raw[at - 1]?.word === 'as'));
    for (let at = 0; at < tokens.length; at++) {
      const length = markerAt(tokens, at);
      if (length === 0) continue;
      const cause: string[] = [];
      for (const token of tokens.slice(at + length)) {
        if (token.comma || ENDS.has(token.word)) break;
        if (isContent(token.word)) cause.push(token.word);
      }
      const effect = tokens
        .slice(0, at)
        .filter((token) => !token.comma && isContent(token.word))
        .map((token) => token.word)
        .slice(-EFFECT);
      if (cause.every(isFigure) || effect.length < 2) continue;
      const read = bySource(source);
      const { sentences, causal, index } = read;
      // The source's sentences that give a cause and hold most of the effect's words.
      let best = 0;
      let told: number[] = [];
      const candidates = new Set(effect.flatMap((word) => [...(index.get(bucket(word)) ?? [])]));
      for (const found of candidates) {
        if (!causal.has(found)) continue;
        const shared = effect.filter((word) => holds(sentences[found] ?? [], word));
        if (shared.length < 2 || shared.every(isFigure)) continue;
        if (shared.length > best) [best, told] = [shared.length, [found]];
        else if (shared.length === best) told.push(found);
      }
      if (told.length === 0) continue;
      const near = told.flatMap((found) => [found - 1, found, found + 1]);
      const named = cause.some((word) => near.some((found) => holds(sentences[found] ?? [], word)));
      if (!named) claims.push(cause.join(' '));
    }
  }
  return claims;
}
