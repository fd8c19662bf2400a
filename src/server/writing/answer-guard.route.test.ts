/**
 * The guard over real sockets (issue 37): model fakes that invent figures, an @handle, a link and a
 * quotation (`invents-figures`), answering /api/summary and /api/thread plain and streamed. Nothing
 * they invent reaches a partial's finished lines, `done`, or the stored card; the model is asked
 * once more with the claims named; the card keeps three lines and the thread 4-5 posts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  claimSource,
  FALLBACK_SUMMARY,
  NETWORK_POST_RULES,
  type SummaryResponse,
  type ThreadResponse,
  unsupportedClaims,
} from '#core/index.ts';
import { INVENTED } from '#fakes/fake-model-output.ts';
import type { FakeServer } from '#fakes/fake-server.ts';
import { startOllamaFake } from '#fakes/ollama-fake.ts';
import { SAMPLE_POSTS } from '#fakes/sample-posts.ts';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { postEventStream } from '#test/post-event-stream.ts';
import { postJson } from '#test/post-json.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

const POST = SAMPLE_POSTS.simple;
const POST_URL = `https://x.com/${POST.author.screenName}/status/${POST.id}`;
const THREAD_TEXT =
  'Our town museum reopened after two years of repairs. The new wing shows old maps of the harbour. Entry stays free for children. The café on the ground floor opens at nine.';
/** Everything INVENTED states that no post of ours holds. */
const INVENTIONS =
  /450|\$25|11 pm|@marco_fry|pubquiz\.example|best night ever|2 million|trust me|Best museum/;
const source = claimSource({ text: POST.expectedText });

let all: AllFakes;
let app: TestApp;
let ollama: FakeServer;
let ollamaApp: TestApp;
let tgiApp: TestApp;

/** The card's lines without their bullets (and a troll line's emoji). */
const linesOf = (body: { summary?: string }) =>
  (body.summary ?? '').split('\n').map((line) => line.replace(/^• /, ''));

beforeAll(async () => {
  all = await startAllFakes();
  app = await startTestApp({
    ...all.env,
    RATE_LIMIT_PER_MINUTE: '10000',
    METRICS_PORT: '0',
  });
  tgiApp = await startTestApp({
    ...all.env,
    LLM_PROTOCOL: 'tgi',
    LLM_BASE_URL: all.fakes.tgi.url,
    RATE_LIMIT_PER_MINUTE: '10000',
  });
  ollama = await startOllamaFake();
  ollamaApp = await startTestApp({
    ...all.env,
    LLM_PROTOCOL: 'ollama',
    OLLAMA_HOST: ollama.url,
    RATE_LIMIT_PER_MINUTE: '10000',
  });
});
afterAll(async () => {
  await app?.close();
  await ollamaApp?.close();
  await tgiApp?.close();
  await ollama?.close();
  await all?.close();
});
beforeEach(() => {
  all.reset();
  ollama.reset();
});

describe('the guard on /api/summary', () => {
  it('asks once more, naming the claims after the post, and keeps the second answer’s lines', async () => {
    all.fakes.openai.setScenario('invents-figures-once');
    const { status, body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      url: POST_URL,
      mode: 'normal',
    });
    expect(status).toBe(200);
    expect(body.fallback).toBeUndefined();
    expect(body.summary).not.toMatch(INVENTIONS);
    expect(linesOf(body)).toHaveLength(3);
    const calls = all.fakes.openai.calls;
    expect(calls).toHaveLength(2);
    const asked = (JSON.parse(calls[1]?.body ?? '{}') as { messages: { content: string }[] })
      .messages[0]?.content;
    // After the post's block, before the closing cue: the instructions before it are unchanged.
    const named = asked?.slice(asked.lastIndexOf('>>>'));
    for (const claim of ['"450"', '"$25"', '"11 pm"', '"@marco_fry"', 'best night ever']) {
      expect(named).toContain(claim);
    }
    const stored = await app.services.cards.get(body.id ?? '');
    expect(stored?.summary).toBe(body.summary);
  });

  it('puts the post’s own sentences in the places of lines that fail twice: three lines still', async () => {
    all.fakes.openai.setScenario('invents-figures');
    const { body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      url: POST_URL,
      mode: 'normal',
    });
    expect(body.fallback).toBeUndefined();
    const lines = linesOf(body);
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toMatch(INVENTIONS);
      expect(FALLBACK_SUMMARY).not.toContain(line);
      expect(unsupportedClaims(line, source, 'normal'), line).toEqual([]);
    }
    expect(all.fakes.openai.calls).toHaveLength(2);
  });

  it('lets Troll exaggerate but not invent handles, links or quotations', async () => {
    all.fakes.openai.setScenario('invents-figures');
    const { body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      url: POST_URL,
      mode: 'troll',
    });
    const lines = linesOf(body);
    expect(lines).toHaveLength(3);
    expect(body.summary).not.toMatch(/@marco_fry|pubquiz|Best post ever/);
    // The one line that only exaggerates stays, in its place.
    expect(lines[2]).toMatch(/^A thousand people somehow read this twice before breakfast\./);
  });

  it('keeps a meme caption to what the post holds', async () => {
    all.fakes.openai.setScenario('invents-figures');
    const { body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      url: POST_URL,
      mode: 'meme',
    });
    expect(body.meme?.caption).toBeTruthy();
    expect(body.meme?.caption).not.toMatch(INVENTIONS);
  });

  it('streams no finished line that fails, and ends with checked lines only', async () => {
    all.fakes.openai.setScenario('invents-figures');
    const events = await postEventStream(`${app.url}/api/summary`, {
      url: POST_URL,
      mode: 'normal',
    });
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(String(done?.data.summary)).not.toMatch(INVENTIONS);
    expect(linesOf(done?.data as { summary: string })).toHaveLength(3);
    for (const partial of events.filter((event) => event.event === 'partial')) {
      // The last line may be the one being written; every line before it was checked.
      const finished = linesOf(partial.data as { summary: string }).slice(0, -1);
      for (const line of finished) expect(line).not.toMatch(INVENTIONS);
    }
    const stored = await app.services.cards.get(String(done?.data.id));
    expect(stored?.summary).toBe(done?.data.summary);
  });

  it('counts what it stopped as generation_unsupported_claims_total by kind and mode', async () => {
    all.fakes.openai.setScenario('invents-figures-once');
    await postJson(`${app.url}/api/summary`, { url: POST_URL, mode: 'normal' });
    const text = await app.services.metrics.render();
    const count = (kind: string, mode: string) =>
      Number(
        text.match(
          new RegExp(
            `^generation_unsupported_claims_total\\{kind="${kind}",mode="${mode}"\\} (\\d+)`,
            'm',
          ),
        )?.[1],
      );
    expect(count('figure', 'normal')).toBeGreaterThanOrEqual(3);
    expect(count('handle', 'normal')).toBeGreaterThanOrEqual(1);
    expect(count('link', 'normal')).toBeGreaterThanOrEqual(1);
    expect(count('quote', 'normal')).toBeGreaterThanOrEqual(1);
    expect(count('name', 'thread')).toBe(0);
  });
});

describe('the guard on Text Generation Inference', () => {
  it('stops the same claims, plain and streamed, and asks TGI once more', async () => {
    all.fakes.tgi.setScenario('invents-figures');
    const { body } = await postJson<SummaryResponse>(`${tgiApp.url}/api/summary`, {
      url: POST_URL,
      mode: 'normal',
    });
    expect(linesOf(body)).toHaveLength(3);
    expect(body.summary).not.toMatch(INVENTIONS);
    expect(all.fakes.tgi.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
    const events = await postEventStream(`${tgiApp.url}/api/thread`, {
      text: THREAD_TEXT,
      style: 'standard',
    });
    const posts = events.at(-1)?.data.posts as string[];
    expect(posts.join('\n')).not.toMatch(INVENTIONS);
  });
});

describe('the guard on /api/thread', () => {
  it('stops "2 million visitors" and the rest, and keeps 4-5 posts within the network’s limit', async () => {
    all.fakes.openai.setScenario('invents-figures');
    for (const network of ['x', 'bluesky'] as const) {
      const { body } = await postJson<ThreadResponse>(`${app.url}/api/thread`, {
        text: THREAD_TEXT,
        style: 'standard',
        network,
      });
      expect(body.fallback).toBeUndefined();
      expect(body.posts.length).toBeGreaterThanOrEqual(4);
      expect(body.posts.length).toBeLessThanOrEqual(5);
      const rules = NETWORK_POST_RULES[network];
      for (const post of body.posts) {
        expect(post).not.toMatch(INVENTIONS);
        expect(rules.length(post)).toBeLessThanOrEqual(rules.limit);
      }
    }
  });

  it('streams the thread with checked posts only at the end', async () => {
    all.fakes.openai.setScenario('invents-figures');
    const events = await postEventStream(`${app.url}/api/thread`, {
      text: THREAD_TEXT,
      style: 'standard',
    });
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const posts = done?.data.posts as string[];
    expect(posts.join('\n')).not.toMatch(INVENTIONS);
    expect(posts.length).toBeGreaterThanOrEqual(4);
  });
});

describe('the guard on a small model (Ollama)', () => {
  it('names the claims in the user turn after the post, the system turn unchanged', async () => {
    ollama.setScenario('invents-figures-once');
    const { body } = await postJson<SummaryResponse>(`${ollamaApp.url}/api/summary`, {
      url: POST_URL,
      mode: 'normal',
    });
    expect(body.summary).not.toMatch(INVENTIONS);
    const chats = ollama.calls
      .filter((call) => call.path === '/v1/chat/completions')
      .map((call) => (JSON.parse(call.body) as { messages: { content: string }[] }).messages);
    expect(chats).toHaveLength(2);
    expect(chats[1]?.[0]?.content).toBe(chats[0]?.[0]?.content);
    const user = chats[1]?.[1]?.content ?? '';
    expect(user.indexOf('"@marco_fry"')).toBeGreaterThan(user.lastIndexOf('>>>'));
    expect(chats[0]?.[1]?.content).not.toContain('@marco_fry');
    // The second answer is the fake's ordinary one: its line the post holds nothing against stays.
    expect(body.summary).toContain('Each library has a maker space and free study rooms.');
  });

  it('stops the same claims in a streamed thread of a small model', async () => {
    ollama.setScenario('invents-figures');
    const events = await postEventStream(`${ollamaApp.url}/api/thread`, {
      text: THREAD_TEXT,
      style: 'standard',
    });
    const posts = events.at(-1)?.data.posts as string[];
    expect(posts.join('\n')).not.toMatch(INVENTIONS);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    for (const post of INVENTED.thread) expect(posts).not.toContain(post.slice(4));
  });
});
