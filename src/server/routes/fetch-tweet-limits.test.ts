import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_POSTS } from '#fakes/sample-posts.ts';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

/** Issue 12: /api/fetch-tweet was unlimited, and 300 random ids made 300 upstream calls. */
describe('/api/fetch-tweet limits', () => {
  let fakes: AllFakes;
  let app: TestApp | undefined;
  beforeAll(async () => {
    fakes = await startAllFakes();
  });
  afterAll(async () => {
    await fakes.close();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    fakes.reset();
  });

  const upstreamCalls = () =>
    fakes.fakes.fxtwitter.calls.length +
    fakes.fakes.syndication.calls.length +
    fakes.fakes.oembed.calls.length;
  const fetchPost = (id: string, screenName = 'someone') =>
    fetch(
      `${app?.url}/api/fetch-tweet?url=${encodeURIComponent(`https://x.com/${screenName}/status/${id}`)}`,
    );
  /** Ids no source knows, as an attacker would make them up. */
  const randomId = (n: number) => `17${String(n).padStart(17, '0')}`;

  it('answers FETCH_PER_MINUTE requests of a client, then 429 with Retry-After and no upstream call', async () => {
    app = await startTestApp({ ...fakes.env, FETCH_PER_MINUTE: '3' });
    for (let n = 1; n <= 3; n += 1) expect((await fetchPost(randomId(n))).status).toBe(404);
    const before = upstreamCalls();
    const refused = await fetchPost(randomId(4));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many requests\./);
    expect(upstreamCalls()).toBe(before);
  });

  it('remembers a gone post: the same id again costs no upstream call', async () => {
    app = await startTestApp({ ...fakes.env, FETCH_PER_MINUTE: '100' });
    const first = await fetchPost(randomId(99));
    expect(first.status).toBe(404);
    const message = ((await first.json()) as { error: string }).error;
    const calls = upstreamCalls();
    expect(calls).toBeGreaterThan(0);
    const again = await fetchPost(randomId(99));
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: message });
    expect(upstreamCalls()).toBe(calls);
    // A deleted post (a tombstone) is remembered the same way, with its own reason.
    const { id, author } = SAMPLE_POSTS.deleted;
    const deleted = await fetchPost(id, author.screenName);
    expect(deleted.status).toBe(404);
    const afterDeleted = upstreamCalls();
    expect(await (await fetchPost(id, author.screenName)).json()).toEqual(await deleted.json());
    expect(upstreamCalls()).toBe(afterDeleted);
  });

  it('counts repeats answered by the answer cache too: past the limit, 429 even for a kept answer', async () => {
    app = await startTestApp({ ...fakes.env, FETCH_PER_MINUTE: '3' });
    const { id, author } = SAMPLE_POSTS.simple;
    for (let i = 0; i < 3; i += 1) {
      expect((await fetchPost(id, author.screenName)).status).toBe(200);
    }
    // The answer is kept, and only the first of the three reached a source.
    expect(fakes.fakes.fxtwitter.calls.length).toBe(1);
    const refused = await fetchPost(id, author.screenName);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many requests\./);
    // Another post is refused as well: the limit is the client's, whichever path answers.
    expect((await fetchPost(randomId(7))).status).toBe(429);
  });

  it('counts each request once, whichever path answers it', async () => {
    app = await startTestApp({ ...fakes.env, FETCH_PER_MINUTE: '4' });
    const { id, author } = SAMPLE_POSTS.simple;
    expect((await fetchPost(id, author.screenName)).status).toBe(200); // the app
    expect((await fetchPost(id, author.screenName)).status).toBe(200); // the answer cache
    expect((await fetchPost(randomId(7))).status).toBe(404); // the app
    expect((await fetchPost(id, author.screenName)).status).toBe(200); // the answer cache
    expect((await fetchPost(randomId(8))).status).toBe(429);
  });
});
