/**
 * A negation said in other words (issue 44, docs/decisions/012 "Negations in other words"): "the
 * council refused to approve the plan" of a source whose council "voted to approve the plan",
 * "inspectors found no trace of the strain" of "inspectors have since found the same strain on a
 * drain", "the shop no longer sells tickets" of "the shop sells tickets". negation-claims.ts reads a
 * negation word ("not", "no", "never"); these phrases negate as one does, but with words it reads
 * as content ("refused", "trace") or as an idiom ("no longer").
 *
 * Both texts are read with each such phrase written as the negation it says ("refused to approve"
 * as "not approve", "no trace of the strain" as "no strain", "stopped selling" as "not selling"),
 * then by negation-claims.ts as they are: a line is stopped where a clause of the source holds the
 * words about the phrase and one of the two negates where the other does not. So "refused to
 * approve" of "would not approve" is kept, and "stopped selling cars" of "no longer sells cars"
 * too. A phrase whose next word is a figure or a level ("declined to 3.1%", "fell to record lows")
 * says no negation. English only, not a translation; each source is rewritten once.
 */

import { oncePer } from '../once-per-source.ts';
import { readsEnglishClauses } from '../words/clause-words.ts';
import { type ClauseSource, negationClaims, sameWord } from './negation-claims.ts';
import {
  AGAINST,
  NO_LONGER,
  NO_TRACE,
  PHRASES,
  REFUSED,
  STOPPED,
  saysInOtherWords as says,
  UNABLE,
} from './negation-phrase-patterns.ts';

/** A text with each negation in other words written as the negation it says. */
export function plainNegations(text: string): string {
  return text
    .replace(REFUSED, 'not ')
    .replace(UNABLE, 'not ')
    .replace(NO_LONGER, 'not')
    .replace(STOPPED, 'not ')
    .replace(AGAINST, (phrase) => phrase.replace(/against\s+$/u, 'not '))
    .replace(NO_TRACE, (_, no: string) => (no.toLowerCase() === 'no' ? 'no' : 'without'));
}

/** The source written plainly, and the words its phrases negate ("approve" of "refused to approve"). */
interface PlainSource {
  source: ClauseSource;
  negated: string[];
}

/** A phrase's next words: what it negates. */
const NEXT_WORDS = /^[\s\p{P}]*(?:(?:the|a|an|any|its|their)\s+)?(\p{L}+)(?:\s+(\p{L}+))?/u;

/** The source with its negations in other words written plainly, or none if it has none. */
const plainSource = /* @__PURE__ */ oncePer((source: ClauseSource): PlainSource | undefined => {
  let plain: PlainSource | undefined;
  if (says(source.text)) {
    const negated: string[] = [];
    for (const pattern of PHRASES) {
      for (const match of source.text.matchAll(pattern)) {
        const next = NEXT_WORDS.exec(
          source.text.slice(match.index + match[0].length, match.index + match[0].length + 60),
        );
        for (const word of [next?.[1], next?.[2]]) if (word) negated.push(word.toLowerCase());
      }
    }
    plain = { source: { ...source, text: plainNegations(source.text) }, negated };
  }
  return plain;
});

/**
 * The line's clauses that flip a clause of the source once either side's negations in other words
 * are read as negations (none where neither side has one: negation-claims.ts reads those). A line
 * with no phrase of its own is read only where it writes a word the source's phrases negate: the
 * other lines are negation-claims.ts's alone, and are not read twice.
 */
export function phrasedNegationClaims(line: string, source: ClauseSource): string[] {
  if (!readsEnglishClauses(source)) return [];
  const plain = plainSource(source);
  const lineSays = says(line);
  if (!lineSays) {
    if (!plain) return [];
    const words = line.toLowerCase().match(/\p{L}+/gu) ?? [];
    if (!words.some((word) => plain.negated.some((one) => sameWord(one, word)))) return [];
  }
  return negationClaims(lineSays ? plainNegations(line) : line, plain?.source ?? source);
}
