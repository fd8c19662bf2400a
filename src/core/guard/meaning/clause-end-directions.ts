/**
 * A direction word that ends its clause, said the other way about the same subject (round
 * thirty-one, docs/decisions/012): "Stocks fell, with the S&P 500 down 0.8%" of "Stocks rose,
 * with the S&P 500 up 0.8%". direction-claims.ts reads a word with the words after it, and a
 * comma leaves "fell" none: here the words before it are the thing it says of. The line's word is
 * stopped where the source ends a clause on a word of the other side with the same word just
 * before it (not a figure) and on none of its own side with them. English
 * only, and not a translation; a negation just before a word turns it, so it is not read.
 */

import { oncePer } from '../once-per-source.ts';
import {
  readsEnglishClauses,
  type Side,
  segmentTokens,
  sidesOf,
  type Token,
  wordsAbout,
} from '../words/clause-words.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';

/** A direction word that ends its clause, with the words before it. */
interface ClauseEnd extends Side {
  text: string;
  before: string[];
}

/** How many tokens before a direction word a negation turns it from. */
const NEGATED_WITHIN = 3;

/** The direction words of `text` that end their clause (a comma or the segment's end after them). */
function clauseEnds(text: string): ClauseEnd[] {
  const found: ClauseEnd[] = [];
  for (const tokens of segmentTokens(text)) {
    tokens.forEach((token: Token, index) => {
      const own = sidesOf(token.word);
      const next = tokens[index + 1];
      if (!own || (next && !next.comma)) return;
      if (tokens.slice(Math.max(0, index - NEGATED_WITHIN), index).some((one) => one.negation)) {
        return;
      }
      for (const side of own) {
        const stop = (word: string) => sidesOf(word) !== undefined;
        const before = wordsAbout(tokens, index, -1, stop, () => false);
        if (before[0] && !/\p{N}/u.test(before[0])) {
          found.push({ ...side, text: token.word, before });
        }
      }
    });
  }
  return found;
}

const bySource = /* @__PURE__ */ oncePer((source: ClauseSource): ClauseEnd[] =>
  clauseEnds(source.text),
);

/**
 * The source's direction words said before their subject, a noun's or an adjective's ("the
 * decline in supply", "rising rents"), each with the first word after it as its subject's head:
 * a line's "supply shrank" tells the source's "decline in supply" (h265), though the source ends
 * another clause on "new supply increases". Read only where a line's word would be stopped.
 */
const leadingBySource = /* @__PURE__ */ oncePer((source: ClauseSource): ClauseEnd[] => {
  const found: ClauseEnd[] = [];
  for (const tokens of segmentTokens(source.text)) {
    tokens.forEach((token: Token, index) => {
      const own = sidesOf(token.word);
      if (!own) return;
      if (tokens.slice(Math.max(0, index - NEGATED_WITHIN), index).some((one) => one.negation)) {
        return;
      }
      const stop = (word: string) => sidesOf(word) !== undefined;
      const head = wordsAbout(tokens, index, 1, stop, () => false)[0];
      if (head === undefined || /\p{N}/u.test(head)) return;
      for (const side of own) found.push({ ...side, text: token.word, before: [head] });
    });
  }
  return found;
});

/** The line's clause-ending direction words the source says the other way, each after its subject's head. */
export function clauseEndDirections(line: string, source: ClauseSource): string[] {
  if (!readsEnglishClauses(source)) return [];
  const ends = clauseEnds(line);
  if (ends.length === 0) return [];
  const sourceEnds = bySource(source);
  // The word nearest before each is the same (the subject's head: "US stocks fell" of "Stocks rose").
  const about = (one: ClauseEnd, other: ClauseEnd) =>
    sameWord(one.before[0] ?? '', other.before[0] ?? '');
  const claims: string[] = [];
  for (const end of ends) {
    const same = sourceEnds.filter((other) => other.group === end.group && about(end, other));
    if (same.some((other) => other.up !== end.up) && !same.some((other) => other.up === end.up)) {
      // The source says the line's way of the same head before it ("the decline in supply").
      const told = leadingBySource(source).some(
        (other) => other.group === end.group && other.up === end.up && about(end, other),
      );
      if (!told) claims.push(`${end.before[0]} ${end.text}`);
    }
  }
  return claims;
}
