import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HealthResponse, SummaryResponse, ThreadResponse } from '#core/index.ts';
import type { FakeServer } from '#fakes/fake-server.ts';
import { OLLAMA_FAKE_MODELS, startOllamaFake } from '#fakes/ollama-fake.ts';
import { postJson } from '#test/post-json.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

let ollama: FakeServer;
let app: TestApp;

beforeAll(async () => {
  ollama = await startOllamaFake();
  // A bare host:port, as Ollama's own clients take it.
  app = await startTestApp({ OLLAMA_HOST: `127.0.0.1:${ollama.port}` });
});

afterAll(async () => {
  await app?.close();
  await ollama?.close();
});

beforeEach(() => ollama.reset());

const POST = 'The city opens three new public libraries next month, each with a maker space.';

describe('Ollama through its OpenAI-compatible API', () => {
  it("writes the card with the first model /api/tags lists, under the small model's prompt and schema", async () => {
    const card = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      text: POST,
      mode: 'normal',
    });
    expect(card.body.writer).toBeUndefined();
    expect(card.body.summary).toContain('maker space and free study rooms');
    const chat = ollama.calls.find((call) => call.path === '/v1/chat/completions');
    const body = JSON.parse(chat?.body ?? '{}');
    expect(body.model).toBe(OLLAMA_FAKE_MODELS[0]);
    expect(body.messages.map((message: { role: string }) => message.role)).toEqual([
      'system',
      'user',
    ]);
    expect(body.response_format.json_schema.schema.required).toEqual(['lines']);
    const health = (await (await fetch(`${app.url}/api/health`)).json()) as HealthResponse;
    expect(health.providers.textGeneration).toBe('ollama');
    expect(health.textGeneration).toEqual({ provider: 'ollama', model: OLLAMA_FAKE_MODELS[0] });
  });

  it('streams a thread and takes the meme its GIF words', async () => {
    const response = await fetch(`${app.url}/api/thread`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ text: POST, style: 'standard' }),
    });
    const events = await response.text();
    expect(events).toContain('event: partial');
    const done = JSON.parse(events.match(/event: done\ndata: (.+)/)?.[1] ?? '{}') as ThreadResponse;
    expect(done.posts).toHaveLength(4);
    expect(done.posts[0]).toContain('Three new libraries open');
    const meme = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      text: POST,
      mode: 'meme',
    });
    expect(meme.body.meme?.caption).toMatch(/^When the servers take a nap/);
    expect(meme.body.meme?.caption).not.toContain('sleepy');
  });

  it('uses OLLAMA_MODEL without asking the server for its list', async () => {
    const named = await startTestApp({
      OLLAMA_HOST: ollama.url,
      OLLAMA_MODEL: OLLAMA_FAKE_MODELS[1],
    });
    try {
      await postJson(`${named.url}/api/summary`, { text: POST, mode: 'troll' });
      expect(ollama.calls.some((call) => call.path === '/api/tags')).toBe(false);
      const chat = ollama.calls.find((call) => call.path === '/v1/chat/completions');
      expect(JSON.parse(chat?.body ?? '{}').model).toBe(OLLAMA_FAKE_MODELS[1]);
    } finally {
      await named.close();
    }
  });

  it("gives the spec's fallback when the server lists no model, and asks again next time", async () => {
    const fresh = await startTestApp({ OLLAMA_HOST: ollama.url, LLM_TIMEOUT_MS: '2000' });
    try {
      ollama.setScenario('no-models');
      const card = await postJson<SummaryResponse>(`${fresh.url}/api/summary`, {
        text: POST,
        mode: 'normal',
      });
      expect(card.body.fallback).toBe(true);
      ollama.setScenario('ok');
      const again = await postJson<SummaryResponse>(`${fresh.url}/api/summary`, {
        text: `${POST} Again.`,
        mode: 'normal',
      });
      expect(again.body.fallback).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });
});
