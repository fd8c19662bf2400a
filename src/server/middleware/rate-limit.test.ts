/**
 * Limits by cost on the generating routes: a model's answer counts against RATE_LIMIT_PER_MINUTE
 * and RATE_LIMIT_PER_DAY, a rules answer (milliseconds, no model) only against the much higher cap
 * on answers (ANSWERS_PER_MODEL_ANSWER times the rate), in process and shared through Redis.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AllFakes } from '#fakes/start-all-fakes.ts';
import { startAllFakes } from '#fakes/start-all-fakes.ts';
import { startTestRedis, type TestRedis } from '#test/redis-server.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import { ANSWERS_PER_MODEL_ANSWER } from '../limits/create-limits.ts';

const THREAD_BODY = JSON.stringify({
  text: 'Rate limits keep a free service alive. Every request costs someone money. Be kind.',
  style: 'standard',
});
/** The rules writer alone answers. */
const RULES = { EMBEDDED_MODEL: 'off' };

let all: AllFakes;
let redis: TestRedis;
const apps: TestApp[] = [];

beforeAll(async () => {
  [all, redis] = await Promise.all([startAllFakes(), startTestRedis()]);
}, 30_000);
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await Promise.all([all?.close(), redis?.stop()]);
});

async function start(env: Record<string, string>): Promise<TestApp> {
  const app = await startTestApp(env);
  apps.push(app);
  return app;
}
/** An app whose answers a model writes (the OpenAI-compatible fake). */
const startWithModel = (env: Record<string, string>) => start({ ...all.env, ...env });

const postThread = (app: TestApp, headers: Record<string, string> = {}) =>
  fetch(`${app.url}/api/thread`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: THREAD_BODY,
  });

/** The statuses of `count` threads asked one after another, and who wrote the last answered. */
async function threads(app: TestApp, count: number, headers: Record<string, string> = {}) {
  const statuses: number[] = [];
  let writer: unknown;
  for (let i = 0; i < count; i += 1) {
    const response = await postThread(app, headers);
    statuses.push(response.status);
    const body = (await response.json()) as { writer?: unknown };
    if (response.ok) writer = body.writer ?? 'model';
  }
  return { statuses, writer };
}

const ok = (count: number) => Array(count).fill(200);

describe('rate limits by cost', { timeout: 60_000 }, () => {
  it('answers a client 2×RATE_LIMIT_PER_MINUTE rules answers in a minute with no 429', async () => {
    const app = await start({ ...RULES, RATE_LIMIT_PER_MINUTE: '2' });
    expect(await threads(app, 4)).toEqual({ statuses: ok(4), writer: 'rules' });
  });

  it('still stops a flood of rules answers, past ANSWERS_PER_MODEL_ANSWER × the rate', async () => {
    const app = await start({ ...RULES, RATE_LIMIT_PER_MINUTE: '2' });
    const cap = ANSWERS_PER_MODEL_ANSWER * 2;
    expect((await threads(app, cap)).statuses).toEqual(ok(cap));
    const refused = await postThread(app);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error: `Too many requests. Please try again in ${retryAfter} seconds.`,
    });
  });

  it('answers the model answer past the limit with 429, a message and Retry-After in seconds', async () => {
    const app = await startWithModel({ RATE_LIMIT_PER_MINUTE: '2' });
    expect(await threads(app, 2)).toEqual({ statuses: ok(2), writer: 'model' });
    const refused = await postThread(app);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error: `Too many requests. Please try again in ${retryAfter} seconds.`,
    });
  });

  it('counts /api/summary and /api/thread against the same client, and not other routes', async () => {
    const app = await start({ ...RULES, RATE_LIMIT_PER_MINUTE: '1' });
    expect((await threads(app, ANSWERS_PER_MODEL_ANSWER)).statuses).toEqual(
      ok(ANSWERS_PER_MODEL_ANSWER),
    );
    const summary = await fetch(`${app.url}/api/summary`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Not a post URL: were it let through, it would end in a 400 without any outbound call.
      body: JSON.stringify({ url: 'not a post', mode: 'normal' }),
    });
    expect(summary.status).toBe(429);
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const app = await startWithModel({ RATE_LIMIT_PER_MINUTE: '1' });
    expect((await postThread(app, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(200);
    expect((await postThread(app, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(429);
  });

  it('with one trusted hop, keys on the entry the proxy appended, not on spoofed ones', async () => {
    const app = await startWithModel({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY_HOPS: '1' });
    expect((await postThread(app, { 'x-forwarded-for': '1.1.1.1, 198.51.100.1' })).status).toBe(
      200,
    );
    // A new spoofed left entry does not make a new client.
    expect((await postThread(app, { 'x-forwarded-for': '2.2.2.2, 198.51.100.1' })).status).toBe(
      429,
    );
    // A different real client (rightmost entry) has its own allowance.
    expect((await postThread(app, { 'x-forwarded-for': '1.1.1.1, 198.51.100.2' })).status).toBe(
      200,
    );
  });

  it('gives each client RATE_LIMIT_PER_DAY model answers, then 429 saying when they come back', async () => {
    const app = await startWithModel({ RATE_LIMIT_PER_DAY: '2', TRUST_PROXY_HOPS: '1' });
    const alice = { 'x-forwarded-for': '198.51.100.10' };
    const bob = { 'x-forwarded-for': '198.51.100.20' };
    expect((await threads(app, 2, alice)).statuses).toEqual(ok(2));
    const refused = await postThread(app, alice);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    const { error } = (await refused.json()) as { error: string };
    expect(error).toMatch(
      /^You have used your 2 generations for today\. They come back at midnight UTC, in \d+ (hours?|minutes?)/,
    );
    // The other client is not affected by the first one's day.
    expect((await threads(app, 3, bob)).statuses).toEqual([200, 200, 429]);
  });

  it('does not count rules answers against the day either', async () => {
    const app = await start({ ...RULES, RATE_LIMIT_PER_DAY: '2' });
    expect(await threads(app, 4)).toEqual({ statuses: ok(4), writer: 'rules' });
  });

  it('falls back to the socket address when the header is shorter than the trusted hops', async () => {
    const app = await startWithModel({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY_HOPS: '2' });
    expect((await postThread(app, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(200);
    expect((await postThread(app, { 'x-forwarded-for': '198.51.100.9' })).status).toBe(429);
  });
});

describe('rate limits by cost, shared through Redis', { timeout: 60_000 }, () => {
  it('answers 2×RATE_LIMIT_PER_MINUTE rules answers across two instances with no 429', async () => {
    const env = { ...RULES, RATE_LIMIT_PER_MINUTE: '2', REDIS_URL: redis.url };
    const [one, two] = [await start(env), await start(env)];
    expect(one.services.limits.name).toBe('redis');
    const statuses = [
      ...(await threads(one, 2)).statuses,
      ...(await threads(two, 2)).statuses,
      ...(await threads(one, 2)).statuses,
    ];
    expect(statuses).toEqual(ok(6));
  });

  it('refuses the model answer past the limit, counted across two instances', async () => {
    const env = { RATE_LIMIT_PER_MINUTE: '2', REDIS_URL: redis.url, TRUST_PROXY_HOPS: '1' };
    const [one, two] = [await startWithModel(env), await startWithModel(env)];
    // A client of its own: the Redis counters outlive the apps of the test before.
    const client = { 'x-forwarded-for': '203.0.113.7' };
    expect((await postThread(one, client)).status).toBe(200);
    expect((await postThread(two, client)).status).toBe(200);
    expect((await postThread(one, client)).status).toBe(429);
    expect((await postThread(two, client)).status).toBe(429);
  });
});
