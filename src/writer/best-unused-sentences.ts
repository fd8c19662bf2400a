/**
 * The post's best sentences a card or a thread does not say yet: what takes the place of a model's
 * line the guard stopped twice (issue 37). The rules writer's own pick: the Normal card's ranking
 * (sentences scored by the text's frequent words, the opening first), complete sentences only,
 * none that says again what is already there (saysAgain).
 */
import { sameTextKey, splitSentences } from '#core/index.ts';
import { readSentence, shortenAtClause } from './read-sentence.ts';
import { capitalise, languageOf, scoreSentences, withoutCutEnd } from './sentence-scores.ts';
import { cleanText, contentWords } from './text-features.ts';

export interface UnusedSentenceOptions {
  /** How many sentences are wanted. */
  count: number;
  /** The source's language tag, when it has one. */
  lang?: string;
  /** A longer sentence is shortened at a clause (a card line: 170; a thread's post: its room). */
  maxChars: number;
}

/**
 * A sentence says again what a line says when most of its words are that line's (half of them, by
 * stem), or nearly all are somewhere on the card already (three in four): a paraphrase carries
 * the same fact in other words around the same ones ("The clean-up started in May with 14
 * volunteers" says "We started in May with 14 volunteers and one borrowed boat" again), a share of
 * shared words between two sentences of different lengths does not.
 */
const REPEATS_LINE = 0.5;
const REPEATS_CARD = 0.75;

/** A word's stem, well enough to match "played" and "plays", "volunteers" and "volunteer". */
const stem = (word: string): string =>
  word
    .replace(/['’]s$/u, '')
    .replace(/(?:ing|ed|es|s|ly)$/u, (ending, at: number) => (at >= 3 ? '' : ending))
    .slice(0, 6);

/** What a sentence says: its content words' stems and its figures. */
function termsOf(text: string): Set<string> {
  const figures = text.match(/\d+(?:[.,]\d+)*/gu) ?? [];
  return new Set([...contentWords(text).map(stem), ...figures]);
}

/** The share of `terms` that `said` holds. */
const shareOf = (terms: ReadonlySet<string>, said: ReadonlySet<string>): number => {
  if (terms.size === 0) return 0;
  let shared = 0;
  for (const term of terms) if (said.has(term)) shared++;
  return shared / terms.size;
};

/** True when `text` says again what one of `lines` (or all of them together) already says. */
export function saysAgain(text: string, lines: readonly string[]): boolean {
  const key = sameTextKey(text);
  const terms = termsOf(text);
  const card = new Set<string>();
  for (const line of lines) {
    if (key === '' || ` ${sameTextKey(line)} `.includes(` ${key} `)) return true;
    const said = termsOf(line);
    if (shareOf(terms, said) >= REPEATS_LINE) return true;
    for (const term of said) card.add(term);
  }
  return shareOf(terms, card) >= REPEATS_CARD;
}

/**
 * Up to `count` of the source's sentences, best first, that none of `used` already says: each
 * whole and within `maxChars`, in the post's own words (so the guard always lets it pass).
 */
export function bestUnusedSentences(
  source: string,
  used: readonly string[],
  { count, lang, maxChars }: UnusedSentenceOptions,
): string[] {
  if (count <= 0) return [];
  const language = languageOf(source, lang);
  const english = language === 'en';
  const text = cleanText(source);
  const sentences = withoutCutEnd(splitSentences(text, language));
  const said = [...used];
  const ranked = scoreSentences(sentences, text).sort(
    (a, b) => b.score - a.score || a.index - b.index,
  );
  const chosen: string[] = [];
  for (const candidate of ranked) {
    if (chosen.length >= count) break;
    if (sameTextKey(candidate.text) === '' || saysAgain(candidate.text, said)) continue;
    const reading = readSentence(candidate.text.replace(/(?:\s+#[\p{L}\p{N}_]+)+$/u, ''), english);
    if (!reading.complete) continue;
    const line = capitalise(shortenAtClause(reading.text, maxChars, english));
    chosen.push(line);
    said.push(candidate.text);
  }
  return chosen;
}
