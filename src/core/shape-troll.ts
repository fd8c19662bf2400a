/** Turns a model's raw troll answer into three satirical lines, each with one troll emoji. */
import {
  answerLines,
  charCount,
  cutAtWord,
  sameTextKey,
  stripEmoji,
  tidySpaces,
  trimCutOffEnd,
  writingLastLine,
} from './clean-model-text.ts';
import type { Random } from './constants.ts';
import { isCopiedSentence, removeBannedWords } from './remove-banned-words.ts';
import { allowedLinks, removeForeignLinks, type ShapeOptions } from './remove-foreign-links.ts';
import { stripReportingClause } from './strip-reporting-clause.ts';

/** The seven emojis a troll line may carry; single code points so each is easy to spot. */
export const TROLL_EMOJIS: readonly string[] = Object.freeze([
  '🤡',
  '😂',
  '🙃',
  '🔥',
  '💀',
  '🤣',
  '😏',
]);

/** Canned satirical lines that pad a short answer and replace a failed one; mock ideas, not people. */
export const TROLL_JOKES: readonly string[] = Object.freeze([
  'Bold of this post to assume anyone read past the first sentence.',
  'Breaking: local opinion declared a fact after receiving three likes.',
  'Somewhere, a group chat is already drafting a 40-slide rebuttal.',
  'Peer-reviewed by two bots and a guy who only reads headlines.',
  'Scientists confirm this take was brewed for exactly 0.4 seconds.',
]);

const TROLL_LINES = 3;
const MIN_LINE_CHARS = 10;
const MAX_LINE_CHARS = 200;
const MAX_READ_CHARS = 600;
/** Three lines are needed; an answer's first lines are the ones a model means. */
const MAX_ANSWER_LINES = 60;

/** A valid index below `length` from a random number, whatever the number is. */
function pickIndex(random: Random, length: number): number {
  const value = Number(random());
  const index = Number.isFinite(value) ? Math.floor(value * length) : 0;
  return Math.min(length - 1, Math.max(0, index));
}

/** Takes a random item out of the pool (the pool shrinks, so nothing repeats). */
function takeRandom<T>(pool: T[], random: Random): T | undefined {
  if (pool.length === 0) return undefined;
  return pool.splice(pickIndex(random, pool.length), 1)[0];
}

/** Three lines, each the model's (or a canned) joke followed by one troll emoji. */
export function shapeTroll(raw: string, random: Random, options: ShapeOptions = {}): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  const links = allowedLinks(options);
  const add = (candidate: string, minChars = MIN_LINE_CHARS): void => {
    // The model's own emojis go: each line carries exactly one of ours. Tidying and cutting can
    // change a link, so the link rule is applied again last.
    const line = removeForeignLinks(
      cutAtWord(tidySpaces(stripEmoji(candidate)), MAX_LINE_CHARS),
      links,
    );
    if (lines.length >= TROLL_LINES || charCount(line) < minChars) return;
    const key = sameTextKey(line);
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    lines.push(line);
  };
  // "The author claims X 🤡" keeps its joke without the clause that points at the post.
  const candidates = answerLines(raw).slice(0, MAX_ANSWER_LINES);
  // A line being written waits for its end to be held to the shortest line rule and cut back to
  // its clause (shape-summary.ts).
  const writing = writingLastLine(raw, options.unfinished) ? candidates.length - 1 : -1;
  for (const [index, line] of candidates.entries()) {
    // A line is shown cut to 200 characters; more than this of it is never needed.
    const head = line.length > MAX_READ_CHARS ? cutAtWord(line, MAX_READ_CHARS) : line;
    const linked = removeForeignLinks(head, links);
    const kept = index === writing ? linked : trimCutOffEnd(linked);
    // A troll card is a card too: what the model writes never says user, author, tweet or they
    // (spec section 5); quotes and a copied sentence of the post keep the author's words.
    add(
      isCopiedSentence(kept, options.sourceText)
        ? kept
        : removeBannedWords(stripReportingClause(kept)),
      index === writing ? 1 : MIN_LINE_CHARS,
    );
  }
  const jokes = [...TROLL_JOKES];
  while (lines.length < TROLL_LINES && jokes.length > 0) add(takeRandom(jokes, random) ?? '');
  const emojis = [...TROLL_EMOJIS];
  return lines.map((line) => `${line} ${takeRandom(emojis, random) ?? TROLL_EMOJIS[0]}`);
}
