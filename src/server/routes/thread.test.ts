/** POST /api/thread over real sockets: the real app against the model fakes. */

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FALLBACK_THREAD,
  NETWORK_POST_RULES,
  postLength,
  THREAD_STYLE_IDS,
  type ThreadResponse,
  threadParameters,
} from '#core/index.ts';
import type { AllFakes } from '#fakes/start-all-fakes.ts';
import { postJson } from '#test/post-json.ts';
import { closeAppWithFakes, startAppWithFakes } from '#test/start-app-with-fakes.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

let all: AllFakes;
let app: TestApp;

const TEXT =
  'Our city council voted last night to turn Main Street into a car-free zone on weekends. The trial starts in June and runs for three months. Shop owners are split: cafes expect more customers, while the hardware store worries about deliveries. The council will publish foot-traffic numbers every two weeks and vote again in September.';

const makeThread = (body: unknown, base = app.url) =>
  postJson<ThreadResponse>(`${base}/api/thread`, body);

interface ChatBody {
  temperature: number;
  top_p: number;
  seed: number;
  max_tokens: number;
  messages: { content: string }[];
}
const modelCalls = () => all.fakes.openai.calls.map((call) => JSON.parse(call.body) as ChatBody);

beforeAll(async () => {
  ({ all, app } = await startAppWithFakes({ RATE_LIMIT_PER_MINUTE: '10000' }));
});
afterAll(() => closeAppWithFakes(app, all));
beforeEach(() => {
  all.reset();
});

describe('POST /api/thread', () => {
  it.each(THREAD_STYLE_IDS)(
    'answers 4-5 posts within 280 characters in the %s style',
    async (style) => {
      const { status, body } = await makeThread({ text: TEXT, style });
      expect(status).toBe(200);
      expect(body.posts.length).toBeGreaterThanOrEqual(4);
      expect(body.posts.length).toBeLessThanOrEqual(5);
      for (const post of body.posts) expect(postLength(post)).toBeLessThanOrEqual(280);
      expect(body.posts.join(' ')).toMatch(/Main Street|car-free|council/i);
      expect(body.fallback).toBeUndefined();
      expect(modelCalls()[0]).toMatchObject({
        temperature: threadParameters(style, false).temperature,
        top_p: 0.95,
        max_tokens: 1000,
      });
    },
  );

  it('sends a random seed and a random request id with every generation', async () => {
    await makeThread({ text: TEXT, style: 'standard' });
    await makeThread({ text: TEXT, style: 'standard' });
    const [first, second] = modelCalls();
    expect(Number.isInteger(first!.seed)).toBe(true);
    const requestId = (call: ChatBody) =>
      call.messages[0]!.content.match(/^Request id: (\S+)/)?.[1];
    expect(requestId(first!)).toMatch(/^[0-9a-f]{24}$/);
    expect(requestId(second!)).not.toBe(requestId(first!));
    expect(second!.seed).not.toBe(first!.seed);
  });

  it('raises the temperature by 0.05 when regenerating', async () => {
    await makeThread({ text: TEXT, style: 'standard' });
    await makeThread({ text: TEXT, style: 'standard', regenerate: true });
    const [first, again] = modelCalls();
    expect(first!.temperature).toBe(0.9);
    expect(again!.temperature).toBe(0.95);
  });

  it.each(['5xx', 'empty', 'malformed'])(
    'falls back silently to the four generic posts when the model answers %s',
    async (scenario) => {
      all.fakes.openai.setScenario(scenario);
      const { status, body } = await makeThread({ text: TEXT, style: 'exciting' });
      expect(status).toBe(200);
      expect(body).toEqual({ posts: [...FALLBACK_THREAD], fallback: true });
    },
  );

  it('restyles the text itself with the local writer and no model server', async () => {
    const local = await startTestApp({
      ...all.env,
      LLM_PROTOCOL: 'local',
      RATE_LIMIT_PER_MINUTE: '10000',
    });
    try {
      const { status, body } = await makeThread({ text: TEXT, style: 'journalist' }, local.url);
      expect(status).toBe(200);
      expect(body.posts[0]).toMatch(/^Breaking: /);
      expect(body.posts.join(' ')).toContain('Main Street');
      expect(all.fakes.openai.calls).toHaveLength(0);
      expect(body.writer).toBe('rules');
    } finally {
      await local.close();
    }
  });
});

describe('POST /api/thread, refusals', () => {
  const BLANK = 'Please enter some text to generate a thread';

  it.each([
    ['empty text', { text: '', style: 'standard' }],
    ['blank text', { text: '  \n\t ', style: 'standard' }],
    ['no text', { style: 'standard' }],
    ['text that is not a string', { text: 42, style: 'standard' }],
  ])('answers 400 with the spec’s words to %s', async (_case, request) => {
    const { status, body } = await makeThread(request);
    expect(status).toBe(400);
    expect(body.error).toBe(BLANK);
    expect(all.fakes.openai.calls).toHaveLength(0);
  });

  it('answers 400 to an unknown style', async () => {
    const { status, body } = await makeThread({ text: TEXT, style: 'pirate' });
    expect(status).toBe(400);
    expect(body.error).toBe(
      'Unknown style "pirate". Use standard, exciting, detailed, journalist, troll, cryptobro.',
    );
  });

  it('answers 400 to a regenerate flag that is not true or false', async () => {
    const { status, body } = await makeThread({ text: TEXT, style: 'standard', regenerate: 'yes' });
    expect(status).toBe(400);
    expect(body.error).toBe('"regenerate" must be true or false.');
  });

  it('answers 400 to a body that is not JSON', async () => {
    const { status, body } = await makeThread('text=hello');
    expect(status).toBe(400);
    expect(body.error).toBe('The request body must be JSON.');
  });

  it('reads exactly 20,000 characters whole; a longer text to its last sentence within them, and says so', async () => {
    const long = 'A sentence about city budgets and bike lanes. '.repeat(500);
    const exact = await makeThread({ text: long.slice(0, 20_000), style: 'standard' });
    expect(exact.status).toBe(200);
    expect(exact.body.cut).toBeUndefined();
    // 20,001 characters end mid-sentence: the thread reads up to the sentence before.
    const over = await makeThread({ text: long.slice(0, 20_001), style: 'standard' });
    expect(over.status).toBe(200);
    const kept = long.slice(0, 20_001).lastIndexOf('.', 20_000) + 1;
    expect(over.body.cut).toEqual({ characters: 20_001 - kept });
  });

  it('answers 413 to a body over 256 KB, whether it declares its length or comes in chunks', async () => {
    const huge = JSON.stringify({ text: 'x'.repeat(300 * 1024), style: 'standard' });
    const declared = await fetch(`${app.url}/api/thread`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.url },
      body: huge,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: 'The request is too large.' });
    const bytes = new TextEncoder().encode(huge);
    const chunked = await fetch(`${app.url}/api/thread`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.url },
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 64 * 1024) {
            controller.enqueue(bytes.subarray(at, at + 64 * 1024));
          }
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it('answers 429 with Retry-After when the daily budget is used up', async () => {
    const broke = await startTestApp({
      ...all.env,
      LLM_DAILY_BUDGET: '0',
      RATE_LIMIT_PER_MINUTE: '10000',
    });
    try {
      const { status, headers } = await makeThread({ text: TEXT, style: 'standard' }, broke.url);
      expect(status).toBe(429);
      expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
      expect(all.fakes.openai.calls).toHaveLength(0);
    } finally {
      await broke.close();
    }
  });
});

describe('POST /api/thread for each network', () => {
  const LONG =
    'The council approved a new cycling plan for the city centre after a long debate. ' +
    'Twelve streets get protected lanes by next spring, and three car parks become bike hubs. ' +
    'Shop owners worried about deliveries, so loading bays stay open before ten every morning. ' +
    'The plan costs four million and is paid for by a national transport grant, not local taxes. ' +
    'A first review of the lanes is due in a year, with counts of riders and of accidents.';

  it.each([
    ['bluesky', 300, 'Bluesky'],
    ['mastodon', 500, 'Mastodon'],
  ] as const)(
    'fits %s posts to its own limit and says so in the prompt',
    async (network, limit, name) => {
      const { status, body } = await makeThread({ text: LONG, style: 'standard', network });
      expect(status).toBe(200);
      const rules = NETWORK_POST_RULES[network];
      for (const post of body.posts) expect(rules.length(post)).toBeLessThanOrEqual(limit);
      const prompt = modelCalls().at(-1)?.messages.at(-1)?.content ?? '';
      expect(prompt).toContain(`a thread of posts for ${name}.`);
    },
  );

  it('refuses a network it does not know', async () => {
    const { status, body } = await makeThread({ text: LONG, style: 'standard', network: 'tiktok' });
    expect(status).toBe(400);
    expect(body.error).toBe('Unknown network "tiktok". Use x, bluesky, mastodon.');
  });
});
