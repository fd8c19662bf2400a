/**
 * Streamed answers of POST /api/summary and /api/thread (Accept: text/event-stream) over real
 * sockets, against the OpenAI and TGI fakes streaming one line every few hundred ms.
 */
import { createParser } from 'eventsource-parser';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK_SUMMARY, formatSummary } from '#core/index.ts';
import type { StreamedCall } from '#fakes/fake-model-stream.ts';
import type { FakeServer } from '#fakes/fake-server.ts';
import { SAMPLE_POSTS } from '#fakes/sample-posts.ts';
import type { AllFakes } from '#fakes/start-all-fakes.ts';
import { closeAppWithFakes, startAppWithFakes, withOtherApp } from '#test/start-app-with-fakes.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import type { AppEnv } from '../http/app-env.ts';
import { createLogger } from '../logging/logger.ts';
import type { TextGenerator } from '../services.ts';
import { STREAM_FAILED_MESSAGE, streamAnswer, wantsEventStream } from './stream-answer.ts';

let all: AllFakes;
let app: TestApp;

const postUrl = (name: keyof typeof SAMPLE_POSTS) =>
  `https://x.com/${SAMPLE_POSTS[name].author.screenName}/status/${SAMPLE_POSTS[name].id}`;

const THREAD_TEXT =
  'Our team moved the whole billing system to a new database last month. The migration took 47 minutes of downtime instead of the planned four hours. We rehearsed it three times on copies of production data. The biggest surprise was how many reports depended on an old view nobody remembered. Next quarter we will retire the old servers for good.';

interface Received {
  event: string;
  data: unknown;
  /** ms since the request was sent */
  at: number;
}

interface StreamResult {
  status: number;
  headers: Headers;
  events: Received[];
  comments: number;
}

/** POSTs with `Accept: text/event-stream` and reads every event (or stops at `stopAfter`). */
async function postStream(
  base: string,
  path: string,
  body: unknown,
  { signal, onEvent }: { signal?: AbortSignal; onEvent?: (event: Received) => void } = {},
): Promise<StreamResult> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  });
  const events: Received[] = [];
  let comments = 0;
  if (!response.headers.get('content-type')?.includes('text/event-stream')) {
    events.push({ event: 'json', data: await response.json(), at: 0 });
    return { status: response.status, headers: response.headers, events, comments };
  }
  const parser = createParser({
    onEvent(message) {
      const received = {
        event: message.event ?? 'message',
        data: JSON.parse(message.data),
        at: performance.now() - started,
      };
      events.push(received);
      onEvent?.(received);
    },
    onComment(comment) {
      if (comment.trim() === 'keep-alive') comments++;
    },
  });
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    parser.feed(decoder.decode(chunk, { stream: true }));
  }
  return { status: response.status, headers: response.headers, events, comments };
}

async function postPlain(base: string, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * True when a partial's lines head the final ones: each finished line as it ends, the line being
 * written (the last) a start of its final line, a troll line's emoji and a cut-off mark aside.
 */
function headsFinal(partialLines: readonly string[], finalLines: readonly string[]): boolean {
  const plain = (line: string) =>
    line
      .replace(/\s\p{Extended_Pictographic}$/u, '')
      .replace(/…$/u, '')
      .trim();
  const last = partialLines.length - 1;
  return partialLines.every((line, index) =>
    index < last
      ? line === finalLines[index]
      : plain(finalLines[index] ?? '').startsWith(plain(line)),
  );
}

/** A card's link and id differ from one generation to the next; the rest must not. */
function withoutIdentity(body: unknown): unknown {
  const { id: _id, url: _url, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** Another app on the same fakes with some variables changed. */
const withApp = (env: Record<string, string>, run: (url: string) => Promise<void>) =>
  withOtherApp(all, env, run);

const lastCall = (fake: FakeServer) => fake.calls.at(-1) as StreamedCall | undefined;

beforeAll(async () => {
  ({ all, app } = await startAppWithFakes({
    RATE_LIMIT_PER_MINUTE: '10000',
    CARD_REUSE_HOURS: '0',
  }));
});
afterAll(() => closeAppWithFakes(app, all));
beforeEach(() => all.reset());

describe.each([
  ['openai', () => app.url],
  ['tgi', () => tgiApp.url],
] as const)('streamed POST /api/summary from the %s fake', (protocol, base) => {
  const fake = () => (protocol === 'tgi' ? all.fakes.tgi : all.fakes.openai);

  it('opens the stream at once, before the model’s first line', async () => {
    fake().setScenario('lines-400');
    const response = await fetch(`${base()}/api/summary`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ url: postUrl('simple'), mode: 'normal' }),
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe(': keep-alive\n\n');
    // The model had not written a line yet when the stream opened.
    expect(lastCall(fake())?.lineSentAt).toBeUndefined();
    await reader.cancel();
  });

  it('answers text/event-stream, uncached and unbuffered', async () => {
    const result = await postStream(base(), '/api/summary', {
      url: postUrl('simple'),
      mode: 'normal',
    });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(result.headers.get('cache-control')).toBe('no-cache');
    expect(result.headers.get('x-accel-buffering')).toBe('no');
  });

  it('sends the first lines while the model is still writing, each a head of the final card', async () => {
    fake().setScenario('lines-150');
    const upstreamState: (string | undefined)[] = [];
    const result = await postStream(
      base(),
      '/api/summary',
      { url: postUrl('simple'), mode: 'normal' },
      { onEvent: () => upstreamState.push(lastCall(fake())?.streamEnd) },
    );
    const partials = result.events.filter((event) => event.event === 'partial');
    const done = result.events.at(-1)!;
    expect(done.event).toBe('done');
    expect(partials.length).toBeGreaterThanOrEqual(2);
    // The first partial came while the upstream had not finished its answer.
    expect(upstreamState[0]).toBeUndefined();
    const finalLines = ((done.data as { summary: string }).summary ?? '').split('\n');
    for (const partial of partials) {
      const data = partial.data as { summary: string; username: string; mode: string };
      expect(data).toMatchObject({ mode: 'normal', username: 'mayabuilds' });
      const lines = data.summary.split('\n');
      expect(headsFinal(lines, finalLines), lines.join('\n')).toBe(true);
      for (const line of lines) expect(formatSummary(FALLBACK_SUMMARY)).not.toContain(line);
    }
  });

  it('ends with exactly the answer of the same request without the header', async () => {
    fake().setScenario('lines-20');
    const plain = await postPlain(base(), '/api/summary', {
      url: postUrl('simple'),
      mode: 'normal',
    });
    const streamed = await postStream(base(), '/api/summary', {
      url: postUrl('simple'),
      mode: 'normal',
    });
    const done = streamed.events.at(-1)!;
    expect(done.event).toBe('done');
    expect(withoutIdentity(done.data)).toEqual(withoutIdentity(plain.body));
    expect(plain.body.fallback).toBeUndefined();
  });

  it('streams a meme caption with its picture, and a troll card whose emojis stay put', async () => {
    fake().setScenario('lines-20');
    const meme = await postStream(base(), '/api/summary', { url: postUrl('simple'), mode: 'meme' });
    const memeDone = meme.events.at(-1)!.data as { meme: { caption: string; gifUrl: string } };
    for (const partial of meme.events.filter((event) => event.event === 'partial')) {
      const { caption, ...picture } = (partial.data as typeof memeDone).meme;
      const { caption: finalCaption, ...finalPicture } = memeDone.meme;
      expect(picture).toEqual(finalPicture);
      expect(headsFinal([caption], [finalCaption]), caption).toBe(true);
    }
    const troll = await postStream(base(), '/api/summary', {
      url: postUrl('simple'),
      mode: 'troll',
    });
    const trollDone = (troll.events.at(-1)!.data as { summary: string }).summary.split('\n');
    const trollPartials = troll.events.filter((event) => event.event === 'partial');
    expect(trollPartials.length).toBeGreaterThan(0);
    for (const partial of trollPartials) {
      const lines = (partial.data as { summary: string }).summary.split('\n');
      expect(headsFinal(lines, trollDone), lines.join('\n')).toBe(true);
      // Each line keeps its emoji from the first words to the end.
      lines.forEach((line, index) => {
        expect(line.slice(-2)).toBe(trollDone[index]?.slice(-2));
      });
    }
  });

  it('ends with the spec’s fallback when the model fails mid-stream', async () => {
    fake().setScenario('lines-30-error');
    const result = await postStream(base(), '/api/summary', {
      url: postUrl('simple'),
      mode: 'normal',
    });
    expect(result.status).toBe(200);
    const done = result.events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({
      summary: formatSummary(FALLBACK_SUMMARY),
      fallback: true,
    });
  });

  it('ends with a flagged fallback, stored nowhere, when the model only refuses', async () => {
    fake().setScenario('refusal');
    const result = await postStream(base(), '/api/summary', {
      url: postUrl('simple'),
      mode: 'normal',
    });
    const done = result.events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({ summary: formatSummary(FALLBACK_SUMMARY), fallback: true });
    expect(done.data).not.toHaveProperty('id');
    expect(done.data).not.toHaveProperty('url');
  });

  it('closes the model’s connection within a second when the visitor goes away', async () => {
    // A line a second: the fake's whole answer takes longer than any first event, so under a
    // loaded CI it cannot finish before the visitor leaves (with 300 ms it did, once, in CI).
    fake().setScenario('lines-1000');
    const controller = new AbortController();
    await postStream(
      base(),
      '/api/summary',
      { url: postUrl('simple'), mode: 'normal' },
      { signal: controller.signal, onEvent: () => controller.abort() },
    ).catch(() => undefined);
    await expect.poll(() => lastCall(fake())?.streamEnd, { timeout: 1000 }).toBe('client-closed');
  });
});

let tgiApp: TestApp;
beforeAll(async () => {
  tgiApp = await startTestApp({
    ...all.env,
    LLM_PROTOCOL: 'tgi',
    LLM_BASE_URL: all.fakes.tgi.url,
    RATE_LIMIT_PER_MINUTE: '10000',
    CARD_REUSE_HOURS: '0',
  });
});
afterAll(async () => {
  await tgiApp?.close();
});

/** A line as the model writes it, a word a piece. */
const THREE_NEW = ['Three', ' new', ' libraries', ' opened', ' today', '\n'];
describe('streamed answers: the slot, keep-alives, refusals', () => {
  it('frees the generation slot when the visitor goes away', async () => {
    await withApp({ LLM_MAX_CONCURRENCY: '1', CARD_REUSE_HOURS: '0' }, async (url) => {
      all.fakes.openai.setScenario('lines-300');
      const controller = new AbortController();
      await postStream(
        url,
        '/api/summary',
        { url: postUrl('simple'), mode: 'normal' },
        { signal: controller.signal, onEvent: () => controller.abort() },
      ).catch(() => undefined);
      all.fakes.openai.setScenario('ok');
      // With the one slot still taken this would wait for the 300 ms lines of the first answer.
      const next = await postStream(url, '/api/summary', {
        url: postUrl('simple'),
        mode: 'normal',
      });
      expect(next.events.at(-1)?.event).toBe('done');
      expect(next.events.at(-1)?.data).not.toHaveProperty('fallback');
    });
  });

  it('sends keep-alive comments while the model is slow', async () => {
    await withApp({ SSE_KEEP_ALIVE_MS: '40', CARD_REUSE_HOURS: '0' }, async (url) => {
      all.fakes.openai.setScenario('lines-150');
      const result = await postStream(url, '/api/summary', {
        url: postUrl('simple'),
        mode: 'normal',
      });
      expect(result.comments).toBeGreaterThanOrEqual(3);
      expect(result.events.at(-1)?.event).toBe('done');
    });
  });

  it('keeps the ordinary status and JSON for errors known before the first byte', async () => {
    const bad = await postStream(app.url, '/api/summary', { url: 'not a url', mode: 'normal' });
    expect(bad.status).toBe(400);
    expect(bad.events[0]?.data).toMatchObject({ error: expect.stringMatching(/post link/) });
    const unknownMode = await postStream(app.url, '/api/summary', {
      url: postUrl('simple'),
      mode: 'poem',
    });
    expect(unknownMode.status).toBe(400);
    const blank = await postStream(app.url, '/api/thread', { text: ' ', style: 'standard' });
    expect(blank.status).toBe(400);
    expect(blank.events[0]?.data).toEqual({ error: 'Please enter some text to generate a thread' });
    await withApp({ LLM_DAILY_BUDGET: '0' }, async (url) => {
      const refused = await postStream(url, '/api/summary', {
        url: postUrl('simple'),
        mode: 'normal',
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.events[0]?.data).toMatchObject({ error: expect.stringMatching(/budget/i) });
    });
  });
});

describe('streamed POST /api/thread', () => {
  it('sends the posts complete so far, then the same thread shape as without the header', async () => {
    all.fakes.openai.setScenario('lines-60');
    const upstreamState: (string | undefined)[] = [];
    const result = await postStream(
      app.url,
      '/api/thread',
      { text: THREAD_TEXT, style: 'standard' },
      { onEvent: () => upstreamState.push(lastCall(all.fakes.openai)?.streamEnd) },
    );
    const partials = result.events.filter((event) => event.event === 'partial');
    const done = result.events.at(-1)!;
    expect(done.event).toBe('done');
    expect(partials.length).toBeGreaterThanOrEqual(2);
    const first = partials[0]!.data as { posts: string[] };
    expect(first.posts.length).toBeGreaterThanOrEqual(1);
    // The first posts came while the model was still writing.
    expect(upstreamState[0]).toBeUndefined();
    const finalPosts = (done.data as { posts: string[] }).posts;
    expect(finalPosts.length).toBeGreaterThanOrEqual(4);
    // Every post shown early is in the final thread (the last one may gain hashtags); the post
    // still being written, stopped on a word no sentence ends on ("moved the"), shows its words
    // before that one with an ellipsis (trimCutOffEnd), as a card's last line does.
    for (const partial of partials) {
      for (const post of (partial.data as { posts: string[] }).posts) {
        const head = post.replace(/…$/, '');
        expect(finalPosts.some((final) => final.startsWith(head))).toBe(true);
      }
    }
    all.fakes.openai.setScenario('ok');
    const plain = await postPlain(app.url, '/api/thread', { text: THREAD_TEXT, style: 'standard' });
    // Hashtags are picked at random; everything before them is the same.
    const withoutTags = (posts: string[]) => posts.map((post) => post.replace(/(?:\s#\S+)+$/, ''));
    expect(withoutTags(finalPosts)).toEqual(withoutTags(plain.body.posts as string[]));
  });

  it('ends with the fallback thread when the model fails mid-stream', async () => {
    all.fakes.openai.setScenario('lines-20-error');
    const result = await postStream(app.url, '/api/thread', {
      text: THREAD_TEXT,
      style: 'standard',
    });
    expect(result.events.at(-1)).toMatchObject({ event: 'done', data: { fallback: true } });
  });
});

describe('streamAnswer', () => {
  /** A route that streams a summary generation through `shaper`, on the test app's services. */
  function routeWith(shaper: Parameters<typeof streamAnswer>[4]) {
    return new Hono<AppEnv>().post('/x', (c) =>
      streamAnswer(
        c,
        app.services,
        {
          kind: 'thread',
          style: 'standard',
          prompt: `Request id: a\nStyle: Standard\nWrite a thread of posts.\n<<<TEXT b>>>\n${THREAD_TEXT}\n<<<END TEXT b>>>`,
          sourceText: THREAD_TEXT,
          parameters: { max_new_tokens: 100, temperature: 0.5 },
        },
        createLogger('silent'),
        shaper,
      ),
    );
  }

  it('ends with an error event of one JSON line when something of ours fails mid-stream', async () => {
    all.fakes.openai.setScenario('lines-10');
    const route = routeWith({
      partial: (complete) => ({ lines: complete.split('\n').length }),
      done: () => {
        throw new Error('a bug of ours');
      },
    });
    const response = await route.request('/x', { method: 'POST' });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^event: partial\ndata: \{"lines":\d+\}$/m);
    expect(text.trimEnd().split('\n\n').at(-1)).toBe(
      `event: error\ndata: ${JSON.stringify({ error: STREAM_FAILED_MESSAGE })}`,
    );
    expect(text).not.toContain('a bug of ours');
  });

  it('sends the first word of an answer held to a schema at once, three words of any other', async () => {
    const firstPartial = async (heldToSchema: boolean, pieces = THREE_NEW) => {
      const generator: TextGenerator = {
        name: 'embedded',
        generate: async () => pieces.join(''),
        async *stream() {
          for (const piece of pieces) {
            yield piece;
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
        },
        ...(heldToSchema && { heldToSchema }),
      };
      const route = new Hono<AppEnv>().post('/x', (c) =>
        streamAnswer(
          c,
          { ...app.services, generator },
          {
            kind: 'summary',
            mode: 'normal',
            prompt: 'p',
            sourceText: THREAD_TEXT,
            parameters: { max_new_tokens: 100, temperature: 0.5 },
          },
          createLogger('silent'),
          {
            partial: (soFar) => (soFar === '' ? undefined : { soFar }),
            done: (raw) => ({ soFar: raw ?? '' }),
          },
        ),
      );
      const text = await (await route.request('/x', { method: 'POST' })).text();
      return JSON.parse(text.match(/^event: partial\ndata: (.+)$/m)?.[1] ?? 'null');
    };
    // The embedded model's JSON has no heading or chatter to hold back: its first word goes with
    // the next piece, which shows half written ("new" may be "news": no claim either way).
    expect(await firstPartial(true)).toEqual({ soFar: 'Three new' });
    expect(await firstPartial(false)).toEqual({ soFar: 'Three new libraries' });
    // A first word of two pieces shows with the first (issue 46 item 9), where it can start no
    // name or figure; a number word's start waits until it is whole, a capital until the next word.
    expect(await firstPartial(true, ['lib', 'raries', ' opened', '\n'])).toEqual({ soFar: 'lib' });
    expect(await firstPartial(true, ['twen', 'ty', ' libraries', '\n'])).toEqual({
      soFar: 'twenty libraries',
    });
    expect(await firstPartial(true, ['Mar', 'co', ' cooked', '\n'])).toEqual({
      soFar: 'Marco cooked',
    });
    // Any other answer never shows half a word.
    expect(await firstPartial(false, ['the', ' libr', 'aries', ' opened', ' today', '\n'])).toEqual(
      {
        soFar: 'the libraries opened',
      },
    );
  });

  it('tells a stream request by its Accept header', () => {
    const accept = (value: string) =>
      wantsEventStream(new Request('http://x/', { headers: { accept: value } }));
    expect(accept('text/event-stream')).toBe(true);
    expect(accept('application/json, text/event-stream;q=0.9')).toBe(true);
    expect(accept('application/json')).toBe(false);
    expect(accept('*/*')).toBe(false);
  });
});
