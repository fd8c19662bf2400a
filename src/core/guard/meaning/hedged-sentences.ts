/**
 * A possibility stated as a fact where only the sentence says which (issue 44, docs/decisions/012):
 * "Everyone in the A&E waiting area on 3 March between 2pm and 6pm has been exposed" of a notice's
 * "Anyone who was in the A&E waiting area on 3 March between 2pm and 6pm may have been exposed".
 * hedge-claims.ts matches the words about the stated word (the two before, the two after), and
 * here those are figures ("2pm and 6pm") or none (the sentence ends): it reads no claim.
 *
 * The same statement (a word after "will", "has", "is"…, no hedge nor negation before it: hedge-
 * claims.ts's statedIn) is read here against whole sentences: it is stopped where the post writes
 * the word only after a strong hedge ("may", "might", "could", "possibly"), never plainly nor under
 * an expectation, and the line's sentence shares three more content words (no figures) with that
 * post's sentence, more than half of its own and no fewer than with any other (a long sentence
 * that takes a few words of a long post's sentence says another of its claims). A line that hedges ("might have been exposed") or
 * a post that states the word anywhere is kept. English only, not a translation.
 */
import { splitSentences } from '../../split-sentences.ts';
import { oncePer } from '../once-per-source.ts';
import { isContent, readsEnglishClauses, segmentTokens } from '../words/clause-words.ts';
import { HEDGES, hedged, negated, STRONG_HEDGES, statedIn } from './hedge-claims.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';

/** How many more content words the line's sentence shares with the post's hedging sentence. */
const SHARED = 3;
const STRONG = new Set(STRONG_HEDGES);

/** A post's sentences: their content words, the words they hedge; and every word said plainly. */
interface Read {
  sentences: Array<{ words: string[]; hedged: string[] }>;
  plain: string[];
}

/** A figure's digit: one pattern, not a new one a word (a long source has thousands). */
const FIGURE = /\p{N}/u;

const wordsOf = (tokens: ReadonlyArray<{ word: string; comma: boolean }>) =>
  tokens
    .filter((token) => !token.comma && isContent(token.word) && !FIGURE.test(token.word))
    .map((token) => token.word);

/**
 * A post's sentences, read where one of them has a hedge word: a post that hedges nothing gives no
 * sentence a hedged word, and a line is stopped only by one (undefined: nothing read).
 */
const readSource = /* @__PURE__ */ oncePer((source: ClauseSource): Read | undefined => {
  const read: Read = { sentences: [], plain: [] };
  const segmented = splitSentences(source.text, 'en').map((sentence) => segmentTokens(sentence));
  const hedging = (segments: readonly (readonly { word: string }[])[]) =>
    segments.some((tokens) => tokens.some((token) => HEDGES.has(token.word)));
  if (!segmented.some(hedging)) return undefined;
  for (const segments of segmented) {
    const words: string[] = [];
    const strong: string[] = [];
    // One pass over the tokens for the sentence's words and each word's hedge (wordsOf's reading,
    // each token judged once: a long source has thousands).
    for (const tokens of segments) {
      // A segment without a hedge word hedges none of its words: no window read before each.
      const hedges = tokens.some((token) => HEDGES.has(token.word));
      tokens.forEach((token, index) => {
        if (token.comma || !isContent(token.word)) return;
        // A figure is no word of the sentence's, nor ever the word a line states (statedIn).
        if (FIGURE.test(token.word)) return;
        words.push(token.word);
        if (!hedges) {
          if (!negated(tokens, index)) read?.plain.push(token.word);
          return;
        }
        if (HEDGES.has(token.word) || negated(tokens, index)) return;
        if (hedged(tokens, index, STRONG)) strong.push(token.word);
        else if (!hedged(tokens, index, HEDGES)) read?.plain.push(token.word);
      });
    }
    read.sentences.push({ words, hedged: strong });
  }
  return read;
});

/** How many of `words` a sentence holds. */
const shared = (words: readonly string[], sentence: readonly string[]) =>
  new Set(words.filter((word) => sentence.some((one) => sameWord(one, word)))).size;

/** The line's statements of what its post's sentence only says may be. */
export function hedgedSentenceClaims(line: string, source: ClauseSource): string[] {
  if (!readsEnglishClauses(source)) return [];
  const claims: string[] = [];
  for (const sentence of splitSentences(line, 'en')) {
    const stated = statedIn(sentence);
    if (stated.length === 0) continue;
    const read = readSource(source);
    if (read === undefined) return [];
    const words = segmentTokens(sentence).flatMap(wordsOf);
    for (const said of stated) {
      if (read.plain.some((one) => sameWord(one, said.word))) continue;
      const others = words.filter((word) => !sameWord(word, said.word));
      const counts = read.sentences.map((one) => shared(others, one.words));
      const best = Math.max(...counts);
      const hedging = read.sentences.some(
        (one, index) =>
          counts[index] === best &&
          best >= SHARED &&
          best * 2 > others.length &&
          one.hedged.some((word) => sameWord(word, said.word)),
      );
      if (hedging) claims.push([said.word, ...said.after].join(' '));
    }
  }
  return claims;
}
