import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { startTestRedis, type TestRedis } from '#test/redis-server.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

/**
 * Issue 12: one client's daily allowance of model answers is shared by every instance through
 * Redis (a model writes them: the OpenAI-compatible fake; rules answers do not count).
 */
describe('the per-client daily cap across two instances on one real Redis', () => {
  let all: AllFakes;
  let redis: TestRedis;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    [all, redis] = await Promise.all([startAllFakes(), startTestRedis()]);
    const env = {
      ...all.env,
      REDIS_URL: redis.url,
      RATE_LIMIT_PER_DAY: '3',
      TRUST_PROXY_HOPS: '1',
    };
    first = await startTestApp(env);
    second = await startTestApp(env);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await redis?.stop();
    await all?.close();
  });

  const postThread = (app: TestApp, client: string) =>
    fetch(`${app.url}/api/thread`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({
        text: 'A fair budget: one visitor cannot use up the day for everyone else.',
        style: 'standard',
      }),
    });

  it('refuses the 4th generation of a client across both instances, not another client', async () => {
    expect(first.services.limits.name).toBe('redis');
    const alice = '203.0.113.7';
    expect((await postThread(first, alice)).status).toBe(200);
    expect((await postThread(second, alice)).status).toBe(200);
    expect((await postThread(first, alice)).status).toBe(200);
    const refused = await postThread(second, alice);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { error: string }).error).toMatch(/midnight UTC/);
    expect((await postThread(first, alice)).status).toBe(429);
    // Another client still has the whole day on either instance.
    expect((await postThread(second, '203.0.113.8')).status).toBe(200);
  });
});
