/** The Normal card: the post's most informative complete sentences, then what is true of it. */
import type { PostFacts } from '#core/index.ts';
import { factLines } from './fact-lines.ts';
import { readSentence, shortenAtClause } from './read-sentence.ts';
import {
  capitalise,
  languageOf,
  overlap,
  type Scored,
  scoreSentences,
  withoutCutEnd,
} from './sentence-scores.ts';
import { cleanText, splitSentences } from './text-features.ts';

/** A card line longer than this is shortened at a clause: three lines fill the 600px card. */
const SUMMARY_LINE_MAX = 170;
const SUMMARY_LINES = 3;

/** At most this many candidate sentences are read for one card: the best come first. */
const MAX_SENTENCES_READ = 12;

/** A leading emoji and closing hashtags say nothing in a card line (the facts name the tags). */
function tidyLine(sentence: string): string {
  return sentence
    .replace(/^(?:(?:\p{Extended_Pictographic}|\u200d|\ufe0f)+\s*)+/u, '')
    .replace(/(?:\s+#[\p{L}\p{N}_]+)+$/u, '')
    .trim();
}

/**
 * Bullet lines: the post's three most informative complete sentences (shortened at a clause only
 * when longer than a card line), then what is true of the post. Fewer than three lines when
 * nothing true is left: the core shaping adds its filler only then.
 */
export function writeSummary(source: string, facts: PostFacts | undefined, lang?: string): string {
  const language = languageOf(source, lang);
  const english = language === 'en';
  const text = cleanText(source);
  const sentences = withoutCutEnd(splitSentences(text, language));
  const ranked = scoreSentences(sentences, text).sort(
    (a, b) => b.score - a.score || a.index - b.index,
  );
  const chosen: Scored[] = [];
  let read = 0;
  for (const candidate of ranked) {
    if (chosen.length >= SUMMARY_LINES || read >= MAX_SENTENCES_READ) break;
    // Repeats are skipped before reading: a text saying one thing many times still gives three.
    if (chosen.some((kept) => overlap(kept.terms, candidate.terms) > 0.6)) continue;
    read++;
    const reading = readSentence(tidyLine(candidate.text), english);
    if (!reading.complete) continue;
    chosen.push({ ...candidate, text: shortenAtClause(reading.text, SUMMARY_LINE_MAX, english) });
  }
  const lines = chosen.sort((a, b) => a.index - b.index).map((item) => capitalise(item.text));
  // Every fact follows, in order: the shaping keeps the first three lines it can use, so a
  // sentence it drops (a reader's "let me know…") is replaced by a fact, never by filler.
  lines.push(...factLines(facts, language));
  return lines.map((line) => `- ${line}`).join('\n');
}
