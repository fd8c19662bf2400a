import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_POSTS } from '#fakes/sample-posts.ts';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { startTestRedis, type TestRedis } from '#test/redis-server.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

/** Two app instances on one real redis-server, as behind a load balancer. */
describe('several instances sharing one Redis', () => {
  let redis: TestRedis;
  let fakes: AllFakes;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    redis = await startTestRedis();
    fakes = await startAllFakes();
    const env = { ...fakes.env, REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '3' };
    first = await startTestApp(env);
    second = await startTestApp(env);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await fakes?.close();
    await redis?.stop();
  });

  it('uses Redis for the cache and the limits', () => {
    expect(first.services.cache.name).toBe('redis');
    expect(second.services.limits.name).toBe('redis');
  });

  it('shares one rate limit: the 4th request across both instances gets 429', async () => {
    const postThread = (app: TestApp) =>
      fetch(`${app.url}/api/thread`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          text: 'Two servers, one limit. Shared state lives in Redis.',
          style: 'standard',
        }),
      });
    expect((await postThread(first)).status).toBe(200);
    expect((await postThread(second)).status).toBe(200);
    expect((await postThread(first)).status).toBe(200);
    const refused = await postThread(second);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await refused.json()) as { error: string }).toHaveProperty('error');
  });

  it('shares one post cache: a post fetched through one instance costs the other no upstream call', async () => {
    const { id, author } = SAMPLE_POSTS.simple;
    const query = `url=${encodeURIComponent(`https://x.com/${author.screenName}/status/${id}`)}&includeThread=false`;
    fakes.fakes.fxtwitter.reset();
    const viaFirst = await fetch(`${first.url}/api/fetch-tweet?${query}`);
    expect(viaFirst.status).toBe(200);
    const upstreamCalls = fakes.fakes.fxtwitter.calls.length;
    expect(upstreamCalls).toBeGreaterThan(0);
    const viaSecond = await fetch(`${second.url}/api/fetch-tweet?${query}`);
    expect(viaSecond.status).toBe(200);
    expect(await viaSecond.json()).toEqual(await viaFirst.json());
    expect(fakes.fakes.fxtwitter.calls.length).toBe(upstreamCalls);
  });
});
