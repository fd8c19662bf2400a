/**
 * New takes (issue 40, item 4, docs/decisions/020): which take of a card or thread a request with
 * `regenerate: true` asks for, and the notice an answer carries when the rules writer has no other
 * choice of lines left. The page counts its own New takes and sends `take`; without it the server
 * counts the takes of the post (or text) and mode in its cache, so a client that only says
 * `regenerate: true` also gets a different answer each time.
 */
import { z } from 'zod';
import { NO_OTHER_TAKE_NOTICE } from '#core/index.ts';
import type { Cache, GenerationRequest, Services } from '../services.ts';
import { rulesAnswer } from '../writing/index.ts';

/** The highest take a request may name: far past any post's choices. */
export const MAX_TAKE = 1_000;
/** How long the server remembers the last take of a post and mode it gave. */
export const TAKE_MEMORY_SECONDS = 6 * 3_600;

const TAKE_ERROR = `Please send "take" as a whole number from 1 to ${MAX_TAKE}.`;

/** The request body's optional `take`. */
export const takeField = z
  .int({ error: TAKE_ERROR })
  .min(1, { error: TAKE_ERROR })
  .max(MAX_TAKE, { error: TAKE_ERROR })
  .optional();

/**
 * The take a `regenerate` request asks for: the one it names, else the one after the last the
 * server gave for `key` (the first when it knows of none). Either way it is remembered; a cache
 * that fails only costs the counting.
 */
export async function takeNumber(
  cache: Cache,
  key: string,
  requested: number | undefined,
): Promise<number> {
  const counted = `take:${key}`;
  const last =
    requested === undefined ? await cache.get<number>(counted).catch(() => undefined) : 0;
  const take =
    requested ??
    (typeof last === 'number' && Number.isInteger(last) ? Math.min(last + 1, MAX_TAKE) : 1);
  await cache.set(counted, take, TAKE_MEMORY_SECONDS).catch(() => undefined);
  return take;
}

/**
 * `{ notice }` when the rules writer answers this take and has no other answer for it (it then
 * gives its last one again); nothing when a model answers or the take exists. The writer is the
 * one the rules generator already loaded.
 */
export async function takeNotice(
  writing: Services,
  request: GenerationRequest,
  take: number | undefined,
): Promise<{ notice?: string }> {
  if (!take || !rulesAnswer(writing)) return {};
  const { hasRulesTake } = await import('#writer/write-locally.ts');
  return hasRulesTake(request, take) ? {} : { notice: NO_OTHER_TAKE_NOTICE };
}
