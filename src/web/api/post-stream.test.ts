import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#test/json-response.ts';
import { ApiError } from './api-error.ts';
import { isStreamCut, postStream, STREAM_CUT_MESSAGE, StreamCutError } from './post-stream.ts';
import { requestSummary } from './request-summary.ts';
import { requestThread } from './request-thread.ts';

/** A streamed answer whose chunks come one by one, each after the test releases it. */
function eventStream(chunks: string[], { breakAtEnd = false } = {}) {
  const encoder = new TextEncoder();
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
      else if (breakAtEnd) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
  });
}

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

const json = jsonResponse;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postStream', () => {
  it('asks for a stream, hands out each partial, and resolves to the done answer', async () => {
    const first = event('partial', { posts: ['One'] });
    const fetchMock = vi.fn(async () =>
      eventStream([
        ': keep-alive\n\n',
        first.slice(0, 10),
        first.slice(10),
        event('partial', { posts: ['One', 'Two'] }),
        event('done', { posts: ['One', 'Two', 'Three', 'Four'] }),
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const partials: unknown[] = [];
    const done = await postStream(
      '/api/thread',
      { text: 'x' },
      { onPartial: (p) => partials.push(p) },
    );
    expect(partials).toEqual([{ posts: ['One'] }, { posts: ['One', 'Two'] }]);
    expect(done).toEqual({ posts: ['One', 'Two', 'Three', 'Four'] });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Accept')).toBe('text/event-stream');
    expect(init.body).toBe('{"text":"x"}');
  });

  it('takes an ordinary JSON answer as it is (a proxy that does not stream)', async () => {
    vi.stubGlobal('fetch', async () => json({ posts: ['a', 'b', 'c', 'd'] }));
    await expect(postStream('/api/thread', {})).resolves.toEqual({ posts: ['a', 'b', 'c', 'd'] });
  });

  it('keeps a refusal’s status, message and Retry-After', async () => {
    vi.stubGlobal('fetch', async () => json({ error: 'Slow down.' }, 429, { 'Retry-After': '30' }));
    const error = await postStream('/api/thread', {}).catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'Slow down.', retryAfterSeconds: 30 });
    expect(isStreamCut(error)).toBe(false);
  });

  it('reports a stream that ends before done as cut, with what had arrived', async () => {
    vi.stubGlobal('fetch', async () => eventStream([event('partial', { summary: '• One' })]));
    const error = await postStream('/api/summary', {}).catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(StreamCutError);
    expect(error).toMatchObject({ message: STREAM_CUT_MESSAGE, partial: { summary: '• One' } });
  });

  it('reports a broken connection the same way', async () => {
    vi.stubGlobal('fetch', async () =>
      eventStream([event('partial', { summary: '• One' })], { breakAtEnd: true }),
    );
    const error = await postStream('/api/summary', {}).catch((cause: unknown) => cause);
    expect(error).toMatchObject({ partial: { summary: '• One' } });
    expect(isStreamCut(error)).toBe(true);
  });

  it('reports the server’s error event with its message', async () => {
    vi.stubGlobal('fetch', async () =>
      eventStream([
        event('partial', { summary: '• One' }),
        event('error', { error: 'Something broke.' }),
        event('done', { summary: 'never read' }),
      ]),
    );
    const error = await postStream('/api/summary', {}).catch((cause: unknown) => cause);
    expect(error).toMatchObject({ message: 'Something broke.', partial: { summary: '• One' } });
  });

  it('asks again without a stream when nothing came through', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(eventStream([]))
      .mockResolvedValueOnce(json({ summary: '• a' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(postStream('/api/summary', { url: 'u' })).resolves.toEqual({ summary: '• a' });
    const [, plain] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(new Headers(plain.headers).get('Accept')).toBe('application/json');
  });

  it('never asks twice once the stream started: a stream of only its opening comment is cut', async () => {
    // The server writes its comment before it asks the model, so bytes mean the model may
    // already be writing, and a second request would be a second generation and count.
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(eventStream([': keep-alive\n\n']))
      .mockResolvedValueOnce(json({ summary: '• a' }));
    vi.stubGlobal('fetch', fetchMock);
    const error = await postStream('/api/summary', { url: 'u' }).catch((cause: unknown) => cause);
    expect(isStreamCut(error)).toBe(true);
    expect(error).toMatchObject({ message: STREAM_CUT_MESSAGE, partial: undefined });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('uses the plain request where the browser cannot read a stream', async () => {
    const answer = json({ posts: ['a'] });
    vi.stubGlobal('ReadableStream', undefined);
    const fetchMock = vi.fn(async () => answer);
    vi.stubGlobal('fetch', fetchMock);
    await expect(postStream('/api/thread', {})).resolves.toEqual({ posts: ['a'] });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
  });
});

describe('requestSummary and requestThread with onPartial', () => {
  it('stream when asked to, and stay plain JSON otherwise', async () => {
    const fetchMock = vi.fn(async (_path: string, init: RequestInit) =>
      new Headers(init.headers).get('Accept') === 'text/event-stream'
        ? eventStream([event('partial', { posts: ['a'] }), event('done', { posts: ['a', 'b'] })])
        : json({ posts: ['plain'] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const partials: unknown[] = [];
    await expect(
      requestThread('t', 'standard', false, undefined, (p) => partials.push(p)),
    ).resolves.toEqual({ posts: ['a', 'b'] });
    expect(partials).toEqual([{ posts: ['a'] }]);
    await expect(requestThread('t', 'standard', false)).resolves.toEqual({ posts: ['plain'] });
    await requestSummary('https://x.com/a/status/1', 'normal', undefined, () => undefined);
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/summary');
  });
});
