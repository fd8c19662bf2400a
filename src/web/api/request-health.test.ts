import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#test/json-response.ts';
import { readTextGenerationHealth, requestHealth } from './request-health.ts';

const health = (textGeneration: unknown) => ({
  ok: true,
  providers: { posts: ['fxtwitter'], textGeneration: 'embedded', gifs: 'giphy', cache: 'memory' },
  textGeneration,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestHealth', () => {
  it('asks /api/health past every cache and answers its text generation', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(
        health({
          provider: 'embedded',
          model: 'Qwen2.5 1.5B Instruct',
          state: 'downloading',
          progress: 43.2,
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(requestHealth()).resolves.toEqual({
      provider: 'embedded',
      model: 'Qwen2.5 1.5B Instruct',
      state: 'downloading',
      progress: 43.2,
    });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/health');
    expect(init.cache).toBe('no-store');
    expect(init.method ?? 'GET').toBe('GET');
  });

  it('answers undefined, never throwing, when the server cannot be reached or tell', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(requestHealth()).resolves.toBeUndefined();
    vi.stubGlobal('fetch', async () => jsonResponse({ error: 'Down.' }, 503));
    await expect(requestHealth()).resolves.toBeUndefined();
    vi.stubGlobal('fetch', async () => new Response('<html>proxy error</html>', { status: 200 }));
    await expect(requestHealth()).resolves.toBeUndefined();
    vi.stubGlobal('fetch', async () => jsonResponse({ ok: true }));
    await expect(requestHealth()).resolves.toBeUndefined();
  });

  it('answers undefined when it is aborted', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      (_path: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    const answer = requestHealth(controller.signal);
    controller.abort();
    await expect(answer).resolves.toBeUndefined();
  });
});

describe('readTextGenerationHealth', () => {
  it('keeps every field in its documented shape', () => {
    expect(
      readTextGenerationHealth(
        health({ provider: 'embedded', state: 'failed', reason: ' Not enough memory. ' }),
      ),
    ).toEqual({ provider: 'embedded', state: 'failed', reason: 'Not enough memory.' });
    expect(readTextGenerationHealth(health({ provider: 'ollama', model: 'llama3.2:3b' }))).toEqual({
      provider: 'ollama',
      model: 'llama3.2:3b',
    });
    expect(readTextGenerationHealth(health({ provider: 'local' }))).toEqual({ provider: 'local' });
    expect(
      readTextGenerationHealth(
        health({ provider: 'embedded', state: 'stopped', backend: 'cuda', model: 'Qwen' }),
      ),
    ).toEqual({ provider: 'embedded', state: 'stopped', backend: 'cuda', model: 'Qwen' });
    expect(readTextGenerationHealth(health({ provider: 'embedded', backend: 'quantum' }))).toEqual({
      provider: 'embedded',
    });
  });

  it('makes an unknown provider, or no text generation at all, an unknown answer', () => {
    for (const payload of [
      null,
      'ok',
      [],
      { ok: true },
      health(null),
      health('embedded'),
      health({}),
      health({ provider: 'gemini' }),
      health({ provider: 'toString' }),
      health({ provider: 42 }),
    ]) {
      expect(readTextGenerationHealth(payload)).toBeUndefined();
    }
  });

  it('leaves out fields that are malformed and keeps the progress between 0 and 100', () => {
    expect(
      readTextGenerationHealth(
        health({ provider: 'embedded', model: '  ', state: 'sleeping', progress: '43', reason: 7 }),
      ),
    ).toEqual({ provider: 'embedded' });
    expect(
      readTextGenerationHealth(
        health({ provider: 'embedded', state: 'downloading', progress: NaN }),
      ),
    ).toEqual({ provider: 'embedded', state: 'downloading' });
    expect(
      readTextGenerationHealth(
        health({ provider: 'embedded', state: 'downloading', progress: 140 }),
      ),
    ).toEqual({ provider: 'embedded', state: 'downloading', progress: 100 });
    expect(
      readTextGenerationHealth(
        health({ provider: 'embedded', state: 'downloading', progress: -3 }),
      ),
    ).toEqual({ provider: 'embedded', state: 'downloading', progress: 0 });
  });
});
