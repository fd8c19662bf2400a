/**
 * Issue 12 item 5 over real sockets: a model answer that plants links (`planted-link` scenario of
 * the model fakes) never reaches the card or the thread, while the source's own link stays.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SummaryResponse, ThreadResponse } from '#core/index.ts';
import { SAMPLE_POSTS } from '#fakes/sample-posts.ts';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { postJson } from '#test/post-json.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

let all: AllFakes;
let app: TestApp;

const POST = SAMPLE_POSTS.htmlEntities;
const POST_URL = `https://x.com/${POST.author.screenName}/status/${POST.id}`;
const OWN_LINK = 'https://danwhitfield.dev/talks/readable-conditions?ref=x&utm_source=x';
const THREAD_TEXT =
  'The city council published its 2026 budget today. Parks get 12% more money, libraries 8% more, and the new bike lanes are funded through 2028. The full report is at https://budget.example.org/2026 and a public hearing is set for May 4.';
const PLANTED = /evil\.example|phish|token=abc/;

beforeAll(async () => {
  all = await startAllFakes();
  app = await startTestApp({
    ...all.env,
    RATE_LIMIT_PER_MINUTE: '10000',
    CARD_REUSE_HOURS: '0',
  });
});
afterAll(async () => {
  await app?.close();
  await all?.close();
});
beforeEach(() => {
  all.reset();
  all.fakes.openai.setScenario('planted-link');
});

describe('links the model planted', () => {
  it('never reach a normal or troll card, while the post’s own link stays', async () => {
    for (const mode of ['normal', 'troll'] as const) {
      const { status, body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
        url: POST_URL,
        mode,
      });
      expect(status).toBe(200);
      expect(body.fallback).toBeUndefined();
      expect(body.summary, mode).not.toMatch(PLANTED);
      expect(body.summary?.split('\n')).toHaveLength(3);
      expect(body.summary, mode).toContain(OWN_LINK);
    }
    // The model did answer with the links: the guard stopped them and asked each card once more,
    // naming them (issue 37); the fake plants them again, so the post's own sentences took over.
    expect(all.fakes.openai.calls).toHaveLength(4);
    expect(all.fakes.openai.calls[1]?.body).toContain('evil.example');
  });

  it('never reach a meme caption', async () => {
    const { body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      url: POST_URL,
      mode: 'meme',
    });
    expect(body.meme?.caption).toBeDefined();
    expect(body.meme?.caption).not.toMatch(PLANTED);
  });

  it('never reach a streamed card, partial or final', async () => {
    const response = await fetch(`${app.url}/api/summary`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ url: POST_URL, mode: 'normal' }),
    });
    const events = await response.text();
    expect(events).toContain(JSON.stringify(OWN_LINK).slice(1, -1));
    expect(events).not.toMatch(PLANTED);
  });

  it('never reach a thread, while the link the visitor typed stays', async () => {
    const { status, body } = await postJson<ThreadResponse>(`${app.url}/api/thread`, {
      text: THREAD_TEXT,
      style: 'standard',
    });
    expect(status).toBe(200);
    expect(body.fallback).toBeUndefined();
    const thread = body.posts.join('\n');
    expect(thread).not.toMatch(PLANTED);
    expect(thread).toContain('https://budget.example.org/2026');
  });
});
