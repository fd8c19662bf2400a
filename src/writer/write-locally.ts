/**
 * The embedded writer: what a user gets with no model configured. No network and no randomness:
 * it picks the post's complete sentences (read with compromise, docs/decisions/006), adds what is
 * true of the post (links, media, thread), builds jokes and captions on the post's noun phrases
 * (English posts only: `rulesJokeIn`), and packs free text into a thread of whole sentences and
 * whole links. Its output then goes through the same core shaping as a model's, so it writes in
 * the shape the prompts ask a model for (lines, numbered posts).
 */
import { unmarkThreadText, type WrittenCardMode } from '#core/index.ts';
import type { CardRequest } from './card-request.ts';
import { rulesJokeIn } from './joke-languages.ts';
import { rulesTake } from './rules-takes.ts';
import { writeMeme } from './write-meme.ts';
import { writeSummary } from './write-summary.ts';
import { writeThread } from './write-thread.ts';
import { writeTroll } from './write-troll.ts';
import type { WriterRequest } from './writer-request.ts';

// The server, holding this module once loaded, asks it too (a Troll or Meme request it answers).
export { rulesJokeIn } from './joke-languages.ts';

// The request's shape lives in writer-request.ts, which rules-takes.ts reads too without a circle.
export type { WriterParameters, WriterRequest } from './writer-request.ts';

/**
 * The raw text the local writer produces for a request, before core shaping. A request's seed
 * (the server sends a fresh one for a new take and for every thread) varies the choices; the same
 * request, seed included, always gives the same text. A `take` gives that take's answer instead.
 */
export function writeLocally(request: WriterRequest): string {
  const take = request.parameters?.take;
  if (take === undefined) return writeOnce(request);
  // The first take is the answer with no seed: nothing else need be written for it.
  if (take === 0) return writeOnce({ ...request, parameters: {} });
  return rulesTake(request, take, writeOnce).text;
}

/** Whether the writer has a `take`-th answer of the request that differs from all before it. */
export function hasRulesTake(request: WriterRequest, take: number): boolean {
  return take === 0 || rulesTake(request, take, writeOnce).exists;
}

/** One answer of the request, as its seed (or its text) picks it. */
function writeOnce(request: WriterRequest): string {
  const variation = request.parameters?.seed;
  if (request.kind === 'thread') {
    return writeThread(
      request.sourceText,
      request.style,
      variation,
      request.network,
      request.firstPost,
    );
  }
  const writers: Record<WrittenCardMode, (card: CardRequest) => string> = {
    normal: writeSummary,
    troll: writeTroll,
    meme: writeMeme,
  };
  const { facts, lang } = request;
  // An author's thread comes marked post by post: the rules read its posts as paragraphs.
  const source = unmarkThreadText(request.sourceText);
  // No jokes in a language the rules have none for, and no notice on a card saying so: the
  // Normal card's lines (the server sends that card as the Normal card, and the page says why).
  const mode = request.mode === 'normal' || rulesJokeIn(source, lang) ? request.mode : 'normal';
  return writers[mode]({ source, facts, lang, variation });
}
