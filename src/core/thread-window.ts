/**
 * What part of a text a thread says (issue 46, item 3): the text read up to THREAD_TEXT_MAX_CHARS
 * at a sentence's end, its sentences (one longer than a post in post-sized pieces) as the thread
 * maker counts them, and what is left after a thread, so the answer says it and Continue thread
 * goes on from there. Every writer of a thread is given a run of whole sentences; none of the text
 * is dropped without the answer saying so.
 */
import type { ThreadLeft } from './api-types.ts';
import { THREAD_TEXT_MAX_CHARS } from './constants.ts';
import type { PostRules } from './network-post-rules.ts';
import { type SentenceSpan, sentenceSpans } from './split-sentences.ts';

/** How far past the limit the splitter reads, to tell where the last sentence within it ends. */
const CUT_LOOKAHEAD = 2_000;

/** The text a thread reads, and how much of a longer text was cut. */
export interface ThreadText {
  text: string;
  cut?: { characters: number };
}

/**
 * The text, or for one longer than THREAD_TEXT_MAX_CHARS its opening up to the last sentence that
 * ends within them (the last space where none does), with how many characters were cut.
 */
export function readThreadText(text: string): ThreadText {
  if (text.length <= THREAD_TEXT_MAX_CHARS) return { text };
  const head = text.slice(0, THREAD_TEXT_MAX_CHARS + CUT_LOOKAHEAD);
  let end = sentenceSpans(head)
    .filter((span) => span.end <= THREAD_TEXT_MAX_CHARS)
    .at(-1)?.end;
  if (end === undefined) {
    const space = text.lastIndexOf(' ', THREAD_TEXT_MAX_CHARS);
    end = space > 0 ? space : THREAD_TEXT_MAX_CHARS;
    // Never half an emoji.
    if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? '')) end -= 1;
  }
  const kept = text.slice(0, end).trimEnd();
  return { text: kept, cut: { characters: text.length - kept.length } };
}

/**
 * Spans of the sentence's pieces when it weighs more than `max`: cut after clause marks, then
 * between words, each piece as long as `max` allows (a link has no space, so it is never cut).
 */
export function pieceSpans(
  text: string,
  span: SentenceSpan,
  max: number,
  weigh: (text: string) => number,
): SentenceSpan[] {
  const part = (start: number, end: number): SentenceSpan => ({ start, end });
  const sentence = text.slice(span.start, span.end);
  const parts: SentenceSpan[] = [];
  let from = 0;
  const clauses = [...sentence.matchAll(/(?<=[,;:–—])\s+/gu)].map((match) => ({
    end: match.index,
    gap: match[0].length,
  }));
  clauses.push({ end: sentence.length, gap: 0 });
  for (const { end, gap } of clauses) {
    if (weigh(sentence.slice(from, end)) <= max) parts.push(part(from, end));
    else {
      for (const word of sentence.slice(from, end).matchAll(/\S+/gu)) {
        parts.push(part(from + word.index, from + word.index + word[0].length));
      }
    }
    from = end + gap;
  }
  const pieces: SentenceSpan[] = [];
  let current: SentenceSpan | undefined;
  for (const next of parts) {
    if (current && weigh(sentence.slice(current.start, next.end)) > max) {
      pieces.push(current);
      current = next;
    } else current = part(current?.start ?? next.start, next.end);
  }
  if (current) pieces.push(current);
  return pieces.map(({ start, end }) => part(span.start + start, span.start + end));
}

/**
 * The text's sentences as a thread counts them, in order: each whole, but one heavier than a post
 * of the network in post-sized pieces. A request's `from.sentence` and an answer's `left` count
 * these.
 */
export function threadSpans(text: string, rules: PostRules, language?: string): SentenceSpan[] {
  return sentenceSpans(text, language).flatMap((span) =>
    rules.length(text.slice(span.start, span.end)) <= rules.limit
      ? [span]
      : pieceSpans(text, span, rules.limit, rules.length),
  );
}

/** What is left of the text from its `next`-th sentence on; undefined when nothing is. */
export function threadLeft(
  text: string,
  spans: readonly SentenceSpan[],
  next: number,
): ThreadLeft | undefined {
  const first = spans[next];
  if (!first) return undefined;
  return { sentences: spans.length - next, characters: text.trimEnd().length - first.start };
}
