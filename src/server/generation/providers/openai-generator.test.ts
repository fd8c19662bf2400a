import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeServer, sendJson, startFakeServer } from '#fakes/fake-server.ts';
import { startOpenAiFake } from '#fakes/openai-fake.ts';
import { loadConfig } from '../../config/index.ts';
import { createLogger } from '../../logging/logger.ts';
import type { GenerationRequest } from '../../services.ts';
import { createTextGenerator } from './create-text-generator.ts';

const KEY = 'sk-test-do-not-log-0123456789';

const summaryRequest: GenerationRequest = {
  kind: 'summary',
  mode: 'normal',
  prompt:
    'Summarise.\n<<<POST b0123456789abcdef>>>\nThe city opened three new libraries this week. Each one has a maker space and late opening hours. Funding came from a local bond.\n<<<END POST b0123456789abcdef>>>\nNow write the 3 lines.',
  sourceText: 'The city opened three new libraries this week.',
  parameters: { max_new_tokens: 200, temperature: 0.7 },
};

const threadRequest: GenerationRequest = {
  kind: 'thread',
  style: 'exciting',
  prompt: 'Request id: abc\nStyle: Exciting\nWrite a thread of posts.',
  sourceText: 'Some text.',
  parameters: {
    max_new_tokens: 1000,
    temperature: 0.95,
    top_p: 0.95,
    top_k: 80,
    repetition_penalty: 1.15,
    seed: 4242,
  },
};

/** A sleep that records what it was asked to wait and returns at once. */
function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

function generatorFor(
  url: string,
  {
    apiKey = KEY,
    timeoutMs = 2000,
    logs,
  }: { apiKey?: string; timeoutMs?: number; logs?: string[] } = {},
) {
  const config = loadConfig({
    LLM_PROTOCOL: 'openai',
    LLM_BASE_URL: url,
    LLM_API_KEY: apiKey,
    LLM_MODEL: 'mistralai/Mistral-7B-Instruct-v0.2:featherless-ai',
    LLM_TIMEOUT_MS: String(timeoutMs),
  });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs?.push(String(chunk));
      done();
    },
  });
  const logger = createLogger(logs ? 'debug' : 'silent', sink);
  const recorder = recordingSleep();
  return { generator: createTextGenerator(config, logger, { sleep: recorder.sleep }), ...recorder };
}

const bodyOf = (fake: FakeServer, index = 0) =>
  JSON.parse(fake.calls[index]?.body ?? '{}') as Record<string, unknown>;

describe('the OpenAI-compatible generator', () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startOpenAiFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('asks for the configured model with the prompt as one user message and bearer auth', async () => {
    const { generator } = generatorFor(`${fake.url}/v1`);
    await generator.generate(summaryRequest);
    const call = fake.calls[0]!;
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(bodyOf(fake)).toMatchObject({
      model: 'mistralai/Mistral-7B-Instruct-v0.2:featherless-ai',
      messages: [{ role: 'user', content: summaryRequest.prompt }],
      max_tokens: 200,
      temperature: 0.7,
    });
  });

  it('sends no Authorization header when no key is configured', async () => {
    const { generator } = generatorFor(`${fake.url}/v1`, { apiKey: '' });
    await generator.generate(summaryRequest);
    expect(fake.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('sends temperature, top_p and seed but not top_k or repetition_penalty', async () => {
    const { generator } = generatorFor(`${fake.url}/v1`);
    await generator.generate(threadRequest);
    const body = bodyOf(fake);
    expect(body).toMatchObject({ max_tokens: 1000, temperature: 0.95, top_p: 0.95, seed: 4242 });
    expect(body).not.toHaveProperty('top_k');
    expect(body).not.toHaveProperty('repetition_penalty');
  });

  it('returns the assistant text of the answer, built from the post', async () => {
    const { generator } = generatorFor(`${fake.url}/v1`);
    const text = await generator.generate(summaryRequest);
    expect(text).toMatch(/libraries/i);
    expect(text.split('\n').filter((line) => /^\d\./.test(line))).toHaveLength(3);
  });

  it('waits the estimated_time of a loading model and then answers', async () => {
    fake.setScenario('503-once');
    const { generator, waits } = generatorFor(`${fake.url}/v1`);
    await expect(generator.generate(summaryRequest)).resolves.toMatch(/\S/);
    expect(waits).toEqual([2500]);
    expect(fake.calls).toHaveLength(2);
  });

  it('waits Retry-After on 429 and then answers', async () => {
    fake.setScenario('429-once');
    const { generator, waits } = generatorFor(`${fake.url}/v1`);
    await expect(generator.generate(summaryRequest)).resolves.toMatch(/\S/);
    expect(waits).toEqual([1000]);
  });

  it('gives up after two retries when the server stays busy', async () => {
    fake.setScenario('503');
    const { generator, waits } = generatorFor(`${fake.url}/v1`);
    await expect(generator.generate(summaryRequest)).rejects.toThrow(/503/);
    expect(fake.calls).toHaveLength(3);
    expect(waits).toHaveLength(2);
  });

  it.each(['400', '5xx'])('does not retry a %s answer', async (scenario) => {
    fake.setScenario(scenario);
    const { generator, waits } = generatorFor(`${fake.url}/v1`);
    await expect(generator.generate(summaryRequest)).rejects.toThrow(/HTTP (400|500)/);
    expect(fake.calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it.each(['malformed', 'html', 'empty'])('fails on a %s answer', async (scenario) => {
    fake.setScenario(scenario);
    const { generator } = generatorFor(`${fake.url}/v1`);
    await expect(generator.generate(summaryRequest)).rejects.toThrow();
    expect(fake.calls).toHaveLength(1);
  });

  it('gives up at its deadline when the server never answers', async () => {
    fake.setScenario('hang');
    const { generator } = generatorFor(`${fake.url}/v1`, { timeoutMs: 300 });
    const started = performance.now();
    await expect(generator.generate(summaryRequest)).rejects.toThrow(/within 300 ms/);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('stops when the caller cancels', async () => {
    fake.setScenario('hang');
    const { generator } = generatorFor(`${fake.url}/v1`);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(generator.generate(summaryRequest, controller.signal)).rejects.toThrow(
      /cancelled/,
    );
  });

  it('logs provider, timings and retries but never the key or the prompt', async () => {
    fake.setScenario('503-once');
    const logs: string[] = [];
    const { generator } = generatorFor(`${fake.url}/v1`, { logs });
    await generator.generate(summaryRequest);
    const text = logs.join('');
    expect(text).toContain('"provider":"openai"');
    expect(text).toContain('retrying');
    expect(text).toMatch(/"ms":\d+/);
    expect(text).not.toContain(KEY);
    expect(text).not.toContain('three new libraries');
  });
});

describe('the retry policy', () => {
  let custom: FakeServer;
  let answer: { status: number; body: unknown; headers?: Record<string, string> };
  beforeAll(async () => {
    custom = await startFakeServer('custom-model', (_request, response) =>
      sendJson(response, answer.status, answer.body, answer.headers),
    );
  });
  afterAll(() => custom.close());
  beforeEach(() => custom.reset());

  it('caps a long estimated_time at 10 seconds', async () => {
    answer = { status: 503, body: { error: 'loading', estimated_time: 44.49 } };
    const { generator, waits } = generatorFor(custom.url);
    await expect(generator.generate(summaryRequest)).rejects.toThrow(/503/);
    expect(waits).toEqual([10_000, 10_000]);
  });

  it('backs off 1 s then 2 s when a busy server gives no hint', async () => {
    answer = { status: 429, body: { error: 'busy' } };
    const { generator, waits } = generatorFor(custom.url);
    await expect(generator.generate(summaryRequest)).rejects.toThrow(/429/);
    expect(waits).toEqual([1000, 2000]);
  });

  it('reads Retry-After given as an HTTP date', async () => {
    const inFiveSeconds = new Date(Date.now() + 5_000).toUTCString();
    answer = { status: 429, body: {}, headers: { 'retry-after': inFiveSeconds } };
    const { generator, waits } = generatorFor(custom.url);
    await expect(generator.generate(summaryRequest)).rejects.toThrow(/429/);
    expect(waits[0]).toBeGreaterThan(3_000);
    expect(waits[0]).toBeLessThanOrEqual(5_000);
  });

  it('fails when the wait would run past the deadline', async () => {
    answer = { status: 503, body: { error: 'loading', estimated_time: 5 } };
    const config = loadConfig({
      LLM_PROTOCOL: 'openai',
      LLM_BASE_URL: custom.url,
      LLM_TIMEOUT_MS: '300',
    });
    const generator = createTextGenerator(config, createLogger('silent'));
    const started = performance.now();
    await expect(generator.generate(summaryRequest)).rejects.toThrow(/within 300 ms/);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
