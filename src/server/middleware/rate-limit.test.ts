import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

const THREAD_BODY = JSON.stringify({
  text: 'Rate limits keep a free service alive. Every request costs someone money. Be kind.',
  style: 'standard',
});

describe('rateLimit', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const postThread = (headers: Record<string, string> = {}) =>
    fetch(`${app?.url}/api/thread`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: THREAD_BODY,
    });

  it('answers the request past the limit with 429, a message and Retry-After in seconds', async () => {
    app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    expect((await postThread()).status).toBe(200);
    expect((await postThread()).status).toBe(200);
    const refused = await postThread();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error: `Too many requests. Please try again in ${retryAfter} seconds.`,
    });
  });

  it('counts /api/summary and /api/thread against the same client, and not other routes', async () => {
    app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1' });
    expect((await postThread()).status).toBe(200);
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
    app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1' });
    expect((await postThread({ 'x-forwarded-for': '198.51.100.1' })).status).toBe(200);
    expect((await postThread({ 'x-forwarded-for': '198.51.100.2' })).status).toBe(429);
  });

  it('with one trusted hop, keys on the entry the proxy appended, not on spoofed ones', async () => {
    app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY_HOPS: '1' });
    expect((await postThread({ 'x-forwarded-for': '1.1.1.1, 198.51.100.1' })).status).toBe(200);
    // A new spoofed left entry does not make a new client.
    expect((await postThread({ 'x-forwarded-for': '2.2.2.2, 198.51.100.1' })).status).toBe(429);
    // A different real client (rightmost entry) has its own allowance.
    expect((await postThread({ 'x-forwarded-for': '1.1.1.1, 198.51.100.2' })).status).toBe(200);
  });

  it('gives each client RATE_LIMIT_PER_DAY generations, then 429 saying when they come back', async () => {
    app = await startTestApp({ RATE_LIMIT_PER_DAY: '2', TRUST_PROXY_HOPS: '1' });
    const alice = { 'x-forwarded-for': '198.51.100.10' };
    const bob = { 'x-forwarded-for': '198.51.100.20' };
    expect((await postThread(alice)).status).toBe(200);
    expect((await postThread(alice)).status).toBe(200);
    const refused = await postThread(alice);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    const { error } = (await refused.json()) as { error: string };
    expect(error).toMatch(
      /^You have used your 2 generations for today\. They come back at midnight UTC, in \d+ (hours?|minutes?)/,
    );
    // The other client is not affected by the first one's day.
    expect((await postThread(bob)).status).toBe(200);
    expect((await postThread(bob)).status).toBe(200);
    expect((await postThread(bob)).status).toBe(429);
  });

  it('falls back to the socket address when the header is shorter than the trusted hops', async () => {
    app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY_HOPS: '2' });
    expect((await postThread({ 'x-forwarded-for': '198.51.100.1' })).status).toBe(200);
    expect((await postThread({ 'x-forwarded-for': '198.51.100.9' })).status).toBe(429);
  });
});
