/**
 * The post's best sentences a card or a thread does not say yet: what takes the place of a model's
 * line the guard stopped twice (issue 37). The rules writer's own pick: the Normal card's ranking
 * (sentences scored by the text's frequent words, the opening first), complete sentences only,
 * none that repeats what is already there.
 */
import { sameTextKey, splitSentences } from '#core/index.ts';
import { readSentence, shortenAtClause } from './read-sentence.ts';
import {
  capitalise,
  languageOf,
  overlap,
  scoreSentences,
  withoutCutEnd,
} from './sentence-scores.ts';
import { cleanText, contentWords } from './text-features.ts';

export interface UnusedSentenceOptions {
  /** How many sentences are wanted. */
  count: number;
  /** The source's language tag, when it has one. */
  lang?: string;
  /** A longer sentence is shortened at a clause (a card line: 170; a thread's post: its room). */
  maxChars: number;
}

/** A sentence says the same as a line when they share most of their words (or it is inside it). */
const REPEATS = 0.5;

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
  const said = used.map((line) => ({ key: sameTextKey(line), terms: new Set(contentWords(line)) }));
  const ranked = scoreSentences(sentences, text).sort(
    (a, b) => b.score - a.score || a.index - b.index,
  );
  const chosen: string[] = [];
  for (const candidate of ranked) {
    if (chosen.length >= count) break;
    const key = sameTextKey(candidate.text);
    if (key === '') continue;
    const repeats = said.some(
      (line) => line.key.includes(key) || overlap(line.terms, candidate.terms) > REPEATS,
    );
    if (repeats) continue;
    const reading = readSentence(candidate.text.replace(/(?:\s+#[\p{L}\p{N}_]+)+$/u, ''), english);
    if (!reading.complete) continue;
    const line = capitalise(shortenAtClause(reading.text, maxChars, english));
    chosen.push(line);
    said.push({ key: sameTextKey(line), terms: candidate.terms });
  }
  return chosen;
}
