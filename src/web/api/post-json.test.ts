import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#test/json-response.ts';
import { ApiError } from './api-error.ts';
import { postJson } from './post-json.ts';
import { requestSummary } from './request-summary.ts';
import { requestThread } from './request-thread.ts';

const json = jsonResponse;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postJson', () => {
  it('sends the body as JSON and returns the parsed answer', async () => {
    const fetchMock = vi.fn(async () => json({ posts: ['a'] }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(postJson('/api/x', { a: 1 })).resolves.toEqual({ posts: ['a'] });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/x');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it("carries the server's error message and status", async () => {
    vi.stubGlobal('fetch', async () => json({ error: 'Text is too long.' }, 400));
    const error = await postJson('/api/x', {}).catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Text is too long.' });
  });

  it('reads Retry-After seconds from a 429', async () => {
    vi.stubGlobal('fetch', async () => json({ error: 'Slow down.' }, 429, { 'Retry-After': '30' }));
    await expect(postJson('/api/x', {})).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 30,
    });
  });

  it('turns a network failure into status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(postJson('/api/x', {})).rejects.toMatchObject({ status: 0 });
  });

  it('gives a readable message when an error answer is not JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(postJson('/api/x', {})).rejects.toMatchObject({
      status: 502,
      message: 'The server answered 502.',
    });
  });
});

describe('requestSummary and requestThread', () => {
  it('post the request shapes of the API', async () => {
    const fetchMock = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetchMock);
    await requestSummary('https://x.com/a/status/1', 'meme');
    await requestThread('hello', 'cryptobro', false);
    await requestThread('hello', 'troll', true);
    const bodies = fetchMock.mock.calls.map((call) => {
      const [path, init] = call as unknown as [string, RequestInit];
      return [path, JSON.parse(String(init.body))];
    });
    expect(bodies).toEqual([
      ['/api/summary', { url: 'https://x.com/a/status/1', mode: 'meme' }],
      ['/api/thread', { text: 'hello', style: 'cryptobro' }],
      ['/api/thread', { text: 'hello', style: 'troll', regenerate: true }],
    ]);
  });
});
