import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchServerPng } from './fetch-server-png.ts';

const pngBytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const pngAnswer = (body: BodyInit = pngBytes) =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'image/png' } });

/** A server that never answers: the request ends only when its signal aborts it. */
const stalled = vi.fn(
  (_url: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
    }),
);

afterEach(() => {
  vi.useRealTimers();
  stalled.mockClear();
});

describe('fetchServerPng', () => {
  it("gives the server's picture when it answers in time", async () => {
    const request = vi.fn(async () => pngAnswer());
    const served = await fetchServerPng('/c/abc.png?theme=gradient-dark&size=card', 1_000, request);
    expect(new Uint8Array((await served?.arrayBuffer()) ?? [])).toEqual(pngBytes);
    expect(request).toHaveBeenCalledWith('/c/abc.png?theme=gradient-dark&size=card', {
      signal: expect.any(AbortSignal),
    });
  });

  it('gives up a server that never answers at the limit, aborting the request', async () => {
    vi.useFakeTimers();
    const served = fetchServerPng('/c/abc.png', 1_000, stalled);
    await vi.advanceTimersByTimeAsync(999);
    const signal = stalled.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(served).resolves.toBeNull();
    expect(signal?.aborted).toBe(true);
  });

  it('gives up a picture whose bytes stop half-way at the limit', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const request = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      // The answer's head arrives, then one chunk, then nothing until the request is aborted.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array([137, 80]));
          signal?.addEventListener('abort', () => controller.error(signal?.reason), {
            once: true,
          });
        },
      });
      return pngAnswer(body);
    });
    const served = fetchServerPng('/c/abc.png', 1_000, request);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(served).resolves.toBeNull();
    expect(signal?.aborted).toBe(true);
  });

  it('gives nothing for a refused request or an answer that is not a PNG', async () => {
    const refused = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchServerPng('/c/abc.png', 1_000, refused)).resolves.toBeNull();
    const missing = vi.fn(async () => new Response('', { status: 404 }));
    await expect(fetchServerPng('/c/abc.png', 1_000, missing)).resolves.toBeNull();
    const html = vi.fn(
      async () => new Response('<p>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(fetchServerPng('/c/abc.png', 1_000, html)).resolves.toBeNull();
  });
});
