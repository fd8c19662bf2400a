/** The Normal card: the post's headline and most informative sentences, then what is true of it. */
import { splitSentences } from '#core/index.ts';
import type { CardRequest } from './card-request.ts';
import { announces, carriesNews } from './carries-news.ts';
import { splitToCount } from './clause-pieces.ts';
import { factLines } from './fact-lines.ts';
import { readSentence, shortenAtClause } from './read-sentence.ts';
import {
  capitalise,
  languageOf,
  overlap,
  type Scored,
  scoreSentences,
  unitNoise,
  withoutCutEnd,
} from './sentence-scores.ts';
import { cleanText } from './text-features.ts';
import { splitAtUnmarkedBreak } from './unmarked-breaks.ts';

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

/** A post this long never gets filler: its own clauses make the lines it lacks. */
const NO_FILLER_WORDS = 12;

/**
 * Bullet lines: the post's opening when it carries the news, then its most informative complete
 * sentences to make three (each shortened at a clause only when longer than a card line), then
 * what is true of the post. A post of 12 words or more that still has fewer than three lines is
 * split at its clauses. A `variation` (a new take) weighs the sentences a little differently, so
 * another choice may come out; the headline stays.
 */
export function writeSummary({ source, facts, lang, variation }: CardRequest): string {
  const language = languageOf(source, lang);
  const english = language === 'en';
  const text = cleanText(source);
  const sentences = withoutCutEnd(splitSentences(text, language));
  const lead = newsLead(sentences, english);
  const ranked = scoreSentences(sentences, text)
    .map((item) =>
      variation === undefined
        ? item
        : { ...item, score: item.score + 1.5 * unitNoise(variation, item.index) },
    )
    // An opening that only announces ("You won't believe what happened") is a line of last resort.
    .map((item) => (lead.opener && item.index === 0 ? { ...item, score: item.score - 2 } : item))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  // The headline is read first, whatever its words' frequencies (and whatever a new take's
  // weights): the sentences that repeat its words go, not it.
  if (lead.index !== undefined) {
    ranked.sort((a, b) => Number(b.index === lead.index) - Number(a.index === lead.index));
  }
  const chosen: Scored[] = [];
  let read = 0;
  for (const candidate of ranked) {
    if (chosen.length >= SUMMARY_LINES || read >= MAX_SENTENCES_READ) break;
    // Repeats are skipped before reading: a text saying one thing many times still gives three.
    if (chosen.some((kept) => overlap(kept.terms, candidate.terms) > 0.6)) continue;
    read++;
    const reading = readSentence(tidyLine(candidate.text), english);
    if (!reading.complete) continue;
    chosen.push({ ...candidate, text: reading.text });
  }
  chosen.sort((a, b) => a.index - b.index);
  const asLine = (line: string) => capitalise(shortenAtClause(line, SUMMARY_LINE_MAX, english));
  let lines = chosen.map((item) => asLine(item.text));
  const factual = factLines(facts, language);
  if (
    lines.length > 0 &&
    lines.length + factual.length < SUMMARY_LINES &&
    wordCount(text) >= NO_FILLER_WORDS
  ) {
    // The whole sentences are split, not their shortened lines: a long sentence's clauses become
    // lines of their own instead of being cut off with "…".
    lines = splitToCount(
      chosen.map((item) => capitalise(item.text)),
      SUMMARY_LINES - factual.length,
      3,
      undefined,
      english ? splitAtUnmarkedBreak : undefined,
    ).map(asLine);
  }
  // Every fact follows, in order: the shaping keeps the first three lines it can use, so a
  // sentence it drops (a reader's "let me know…") is replaced by a fact, never by filler.
  lines.push(...factual);
  return lines.map((line) => `- ${line}`).join('\n');
}

/**
 * Which sentence carries the post's news: the first when it does; else the second, when the first
 * only announces it ("Thread 🧵", "You won't believe…"). `opener` says the first only announces.
 */
function newsLead(sentences: string[], english: boolean): { index?: number; opener: boolean } {
  const [first, second] = sentences.slice(0, 2).map(tidyLine);
  if (first === undefined) return { opener: false };
  if (carriesNews(first, english)) return { index: 0, opener: false };
  const opener = sentences.length > 1 && announces(first);
  if (opener && second !== undefined && carriesNews(second, english)) return { index: 1, opener };
  return { opener };
}

/** Words of a text, whatever its script (CJK characters in twos). */
function wordCount(text: string): number {
  const cjk = (
    text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []
  ).length;
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).length - (cjk > 0 ? 1 : 0) + Math.floor(cjk / 2);
}
