/**
 * POST /api/thread `{ text, style, network?, regenerate? }`: free text into a 4-5 post thread in a
 * style, each post within the network's limit (X 280 weighted, Bluesky 300, Mastodon 500).
 */

import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  buildThreadPrompt,
  FALLBACK_THREAD,
  isNetworkId,
  isThreadStyleId,
  NETWORK_IDS,
  NETWORK_POST_RULES,
  type NetworkId,
  shapeThread,
  THREAD_STYLE_IDS,
  THREAD_TEXT_MAX_CHARS,
  type ThreadResponse,
  type ThreadStyleId,
  threadParameters,
  threadPostsSoFar,
} from '#core/index.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError } from '../errors.ts';
import type { GenerationRequest, Services } from '../services.ts';
import { threadGuard } from './answer-guard.ts';
import {
  generateText,
  limitModelAnswer,
  readJsonBody,
  textWriter,
  visitorSignal,
  withAnswerer,
} from './generate-text.ts';
import { takeField, takeNotice, takeNumber } from './new-takes.ts';
import { randomSeed, randomToken } from './random-ids.ts';
import { streamAnswer, wantsEventStream } from './stream-answer.ts';

/** The exact alert text of spec section 8 for a blank thread request. */
export const BLANK_TEXT_ERROR = 'Please enter some text to generate a thread';

const threadBody = z.object({
  text: z.string({ error: BLANK_TEXT_ERROR }).optional(),
  style: z.string({ error: `Please choose a style: ${THREAD_STYLE_IDS.join(', ')}.` }),
  regenerate: z.boolean({ error: '"regenerate" must be true or false.' }).optional(),
  network: z.string({ error: `Please choose a network: ${NETWORK_IDS.join(', ')}.` }).optional(),
  take: takeField,
});

/** The body checked, in the order a person fixes things: text, then its length, then the style. */
function readThreadRequest(body: unknown): {
  text: string;
  style: ThreadStyleId;
  network: NetworkId;
  regenerate: boolean;
  take?: number;
} {
  const parsed = threadBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(
      400,
      issue?.path[0] === 'text' ? BLANK_TEXT_ERROR : (issue?.message ?? BLANK_TEXT_ERROR),
    );
  }
  const { text = '', style, regenerate = false, network = 'x', take } = parsed.data;
  if (text.trim() === '') throw new HttpError(400, BLANK_TEXT_ERROR);
  if (text.length > THREAD_TEXT_MAX_CHARS) {
    throw new HttpError(
      413,
      `The text is too long: at most ${THREAD_TEXT_MAX_CHARS.toLocaleString('en-US')} characters, please.`,
    );
  }
  if (!isThreadStyleId(style)) {
    throw new HttpError(
      400,
      `Unknown style "${style.slice(0, 40)}". Use ${THREAD_STYLE_IDS.join(', ')}.`,
    );
  }
  if (!isNetworkId(network)) {
    throw new HttpError(
      400,
      `Unknown network "${network.slice(0, 40)}". Use ${NETWORK_IDS.join(', ')}.`,
    );
  }
  return { text, style, network, regenerate, ...(take !== undefined && { take }) };
}

/** The key a text's Regenerates are counted under: its hash, style and network. */
function threadTakeKey(text: string, style: ThreadStyleId, network: NetworkId): string {
  const hash = createHash('sha256').update(text.trim()).digest('base64url').slice(0, 22);
  return `thread:${hash}:${style}:${network}`;
}

export function threadRoute(services: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/api/thread', async (c) => {
    const asked = readThreadRequest(await readJsonBody(c.req.raw));
    const { text, style, network, regenerate } = asked;
    const rules = NETWORK_POST_RULES[network];
    const requestId = randomToken();
    // Who writes this thread: the model, or the rules in its place (not ready, busy, or none).
    const writing = withAnswerer(services);
    await limitModelAnswer(c, writing);
    // A Regenerate's number: the rules writer gives another take each time (issue 40); a first
    // Generate is take 0, the rules' first answer, so the first Regenerate differs from it.
    const take = regenerate
      ? await takeNumber(services.cache, threadTakeKey(text, style, network), asked.take)
      : 0;
    const log = c
      .get('log')
      .child({ route: 'thread', style, network, regenerate, threadRequestId: requestId });
    const promptWith = (claims?: readonly string[]) =>
      buildThreadPrompt(style, text, requestId, network, claims);
    const request: GenerationRequest = {
      kind: 'thread',
      style,
      network,
      prompt: promptWith(),
      sourceText: text,
      parameters: {
        ...threadParameters(style, regenerate),
        seed: randomSeed(),
        take,
      },
    };
    // Every model's posts are checked before they are shown (answer-guard.ts).
    const signal = visitorSignal(writing, c.req.raw);
    const guard = threadGuard(writing, { request, promptWith, log, signal });
    const noticed = await takeNotice(writing, request, take);
    /** The thread of the whole text, or the silent fallback when generation failed. */
    const answer = (raw: string | undefined): ThreadResponse =>
      raw === undefined
        ? { posts: [...FALLBACK_THREAD], fallback: true }
        : {
            posts: shapeThread(raw, text, style, Math.random, { rules }),
            ...textWriter(writing),
            ...noticed,
          };
    if (wantsEventStream(c.req.raw)) {
      return streamAnswer<ThreadResponse>(c, writing, request, log, {
        guard,
        partial(soFar) {
          // The post being written shows its first words too.
          const posts = threadPostsSoFar(soFar, text, { rules, unfinished: true });
          return posts.length > 0 ? { posts } : undefined;
        },
        done: answer,
      });
    }
    const raw = await generateText(writing, request, log, signal).then(guard.final);
    return c.json(answer(raw));
  });
}
