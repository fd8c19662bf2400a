/**
 * POST /api/thread `{ text, style, network?, regenerate?, from? }`: free text into a 4-5 post
 * thread in a style, each post within the network's limit (X 280 weighted, Bluesky 300, Mastodon
 * 500); what the thread does not say is its `left`, and `from` continues it (thread-window.ts).
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
  readThreadText,
  shapeThread,
  THREAD_MIN_POSTS,
  THREAD_STYLE_IDS,
  THREAD_TEXT_MAX_CHARS,
  type ThreadFrom,
  type ThreadResponse,
  type ThreadStyleId,
  threadParameters,
  threadPostsSoFar,
  type WriterLanguage,
} from '#core/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/errors.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import type { GenerationRequest, Services } from '../services.ts';
import {
  generateText,
  limitModelAnswer,
  rulesAnswer,
  streamAnswer,
  textWriter,
  threadGuard,
  threadWindow,
  visitorSignal,
  wantsEventStream,
  withAnswerer,
} from '../writing/index.ts';
import {
  answerLanguages,
  languageField,
  readAskedLanguage,
  sourceLanguage,
} from './asked-language.ts';
import { takeField, takeNotice, takeNumber } from './new-takes.ts';
import { randomSeed, randomToken } from './random-ids.ts';

/** The exact alert text of spec section 8 for a blank thread request. */
export const BLANK_TEXT_ERROR = 'Please enter some text to generate a thread';

const FROM_ERROR =
  '"from" must be { "sentence": n, "post": n }, whole numbers from 0, as an answer\'s "next" gives them.';

const threadBody = z.object({
  text: z.string({ error: BLANK_TEXT_ERROR }).optional(),
  style: z.string({ error: `Please choose a style: ${THREAD_STYLE_IDS.join(', ')}.` }),
  regenerate: z.boolean({ error: '"regenerate" must be true or false.' }).optional(),
  network: z.string({ error: `Please choose a network: ${NETWORK_IDS.join(', ')}.` }).optional(),
  take: takeField,
  language: languageField,
  from: z
    .object(
      {
        sentence: z.number().int().min(0).max(THREAD_TEXT_MAX_CHARS),
        post: z.number().int().min(0).max(THREAD_TEXT_MAX_CHARS),
      },
      { error: FROM_ERROR },
    )
    .strict()
    .optional(),
});

/** The body checked, in the order a person fixes things: text, then its length, then the style. */
function readThreadRequest(body: unknown): {
  text: string;
  style: ThreadStyleId;
  network: NetworkId;
  regenerate: boolean;
  take?: number;
  language?: WriterLanguage;
  from: ThreadFrom;
} {
  const parsed = threadBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message =
      issue?.path[0] === 'text'
        ? BLANK_TEXT_ERROR
        : issue?.path[0] === 'from'
          ? FROM_ERROR
          : (issue?.message ?? BLANK_TEXT_ERROR);
    throw new HttpError(400, message);
  }
  const { text = '', style, regenerate = false, network = 'x', take, from } = parsed.data;
  if (text.trim() === '') throw new HttpError(400, BLANK_TEXT_ERROR);
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
  const language = readAskedLanguage(parsed.data.language);
  return {
    text,
    style,
    network,
    regenerate,
    ...(take !== undefined && { take }),
    ...(language !== undefined && { language }),
    from: from ?? { sentence: 0, post: 0 },
  };
}

/** The key a text's Regenerates are counted under: its hash, style and network. */
function threadTakeKey(text: string, style: ThreadStyleId, network: NetworkId): string {
  const hash = createHash('sha256').update(text.trim()).digest('base64url').slice(0, 22);
  return `thread:${hash}:${style}:${network}`;
}

export function threadRoute(services: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/api/thread', async (c) => {
    const asked = readThreadRequest(await readJsonBody(c.req.raw));
    const { style, network, regenerate, from } = asked;
    // A text past THREAD_TEXT_MAX_CHARS is read to the last sentence within them, and said so.
    const read = readThreadText(asked.text);
    const rules = NETWORK_POST_RULES[network];
    const requestId = randomToken();
    // Who writes this thread: the model, or the rules in its place (not ready, busy, or none).
    const writing = withAnswerer(services);
    await limitModelAnswer(c, writing);
    // A Regenerate's number: the rules writer gives another take each time (issue 40); a first
    // Generate is take 0, the rules' first answer, so the first Regenerate differs from it.
    const take = regenerate
      ? await takeNumber(services.cache, threadTakeKey(asked.text, style, network), asked.take)
      : 0;
    const log = c
      .get('log')
      .child({ route: 'thread', style, network, regenerate, threadRequestId: requestId });
    // The language asked, where a model writes it; the rules write the text's own and say so.
    const sourceLang = sourceLanguage(undefined, read.text);
    const languages = answerLanguages(asked.language, sourceLang, undefined, rulesAnswer(writing));
    const { target } = languages;
    const parameters = { ...threadParameters(style, regenerate), seed: randomSeed(), take };
    // A continued thread's writer is told its posts go on from `from.post` (no new opening).
    const continuing = from.post > 0 ? { firstPost: from.post } : {};
    const requestFor = (sourceText: string): GenerationRequest => ({
      kind: 'thread',
      style,
      network,
      prompt: buildThreadPrompt(
        style,
        sourceText,
        requestId,
        network,
        undefined,
        target,
        from.post,
      ),
      sourceText,
      ...(target && { language: target }),
      parameters,
      ...continuing,
    });
    // What of the text this writer is given, and what is left for Continue thread.
    const window = await threadWindow(read.text, from.sentence, network, writing, requestFor);
    const text = window.text;
    const promptWith = (claims?: readonly string[]) =>
      buildThreadPrompt(style, text, requestId, network, claims, target, from.post);
    const request = requestFor(text);
    // Every model's posts are checked before they are shown (answer-guard.ts).
    const signal = visitorSignal(writing, c.req.raw);
    const guard = threadGuard(writing, { request, promptWith, log, signal });
    const noticed = await takeNotice(writing, request, take);
    const cut = read.cut && { cut: read.cut };
    /** The thread of the text given, what is left, or the silent fallback when generation failed. */
    const answer = (raw: string | undefined): ThreadResponse => {
      if (raw === undefined) return { posts: [...FALLBACK_THREAD], fallback: true, ...cut };
      const minPosts = from.post > 0 ? 1 : THREAD_MIN_POSTS;
      const posts = shapeThread(raw, text, style, Math.random, { rules, minPosts });
      const { left } = window;
      return {
        posts,
        ...textWriter(writing),
        ...noticed,
        ...languages.fields,
        ...(left && { left, next: { sentence: window.next, post: from.post + posts.length } }),
        ...cut,
      };
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
