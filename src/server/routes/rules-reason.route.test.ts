/**
 * Cards by who wrote them, through the real routes and the embedded model (a tiny one): a card the
 * rules wrote in the model's place says why, as it stood then, stores that reason, and is handed
 * back from the store only while no model writes.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  HealthResponse,
  SharedCardData,
  SummaryResponse,
  ThreadResponse,
} from '#core/index.ts';
import { postJson } from '#test/post-json.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import { TINY_MODEL_NAME, writeTinyGguf } from '#test/tiny-gguf.ts';

let dir: string;
let modelPath: string;
let staticDir: string;
const apps: TestApp[] = [];

const POST_TEXT =
  'The harbour market reopens on Saturday with forty stalls. Fishmongers, bakers and a cider press are back, and the ferry runs every half hour.';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-rules-reason-'));
  modelPath = join(dir, 'tiny.gguf');
  await writeTinyGguf(modelPath);
  staticDir = join(dir, 'static');
  await mkdir(staticDir);
  await writeFile(
    join(staticDir, 'index.html'),
    '<!doctype html><html><head><title>Summary</title></head><body></body></html>',
  );
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await rm(dir, { recursive: true, force: true });
});

async function appWith(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await startTestApp({
    EMBEDDED_MODEL: modelPath,
    EMBEDDED_MODEL_THREADS: '1',
    EMBEDDED_MODEL_CONTEXT: '1024',
    EMBEDDED_MODEL_GPU: 'off',
    STATIC_DIR: staticDir,
    // Metrics on: the rules writer reaches the routes through the measuring wrapper.
    METRICS_PORT: '0',
    ...env,
  });
  apps.push(app);
  return app;
}

async function health(url: string): Promise<HealthResponse> {
  return (await fetch(`${url}/api/health`)).json() as Promise<HealthResponse>;
}

async function modelReady(app: TestApp): Promise<void> {
  app.services.generator.start?.();
  await vi.waitFor(async () => expect((await health(app.url)).textGeneration.state).toBe('ready'), {
    timeout: 60_000,
    interval: 50,
  });
}

const card = (url: string, body: Record<string, unknown> = {}) =>
  postJson<SummaryResponse>(`${url}/api/summary`, { text: POST_TEXT, mode: 'normal', ...body });

/** The stored card a /c/<id> page carries for the app. */
async function cardPage(url: string): Promise<SharedCardData> {
  const html = await (await fetch(url)).text();
  const json = html.match(/<script type="application\/json" id="[^"]+">(.+?)<\/script>/s)?.[1];
  return JSON.parse(json ?? 'null') as SharedCardData;
}

// Each test loads the tiny model (the runtime's start and a chat template resolved on the main thread:
// seconds each on a loaded 2-core machine), which the default 20 s does not always cover.
describe('a card the rules wrote in the model’s place', { timeout: 90_000 }, () => {
  // One start of the model shows both: each load costs seconds of CPU.
  it('says why, stores it, and is not handed back once the model is ready, which /api/health names with its backend', async () => {
    const app = await appWith({ CARD_REUSE_HOURS: '24' });
    // Not started: the model is loading.
    const early = await card(app.url);
    expect(early.body).toMatchObject({ writer: 'rules', rulesReason: { kind: 'loading' } });
    expect(early.body.id).toBeDefined();
    // Its page says the reason it was written with.
    const page = await cardPage(early.body.url ?? '');
    expect(page).toMatchObject({
      status: 'found',
      card: { writer: 'rules', rulesReason: { kind: 'loading' } },
    });
    // While no model writes, the same post and mode get the stored card.
    expect((await card(app.url)).body.id).toBe(early.body.id);

    await modelReady(app);
    expect((await health(app.url)).textGeneration).toEqual({
      provider: 'embedded',
      model: TINY_MODEL_NAME,
      state: 'ready',
      backend: 'cpu',
    });
    // The model's card; on a loaded machine its answer can time out into the spec's fallback,
    // which is never stored: the next ask is the model's again (the rules' card is never given).
    let later = await card(app.url);
    for (let tries = 1; later.body.fallback && tries < 3; tries++) later = await card(app.url);
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(later.body.fallback, 'three asks fell back').toBeUndefined();
    expect(later.body.writer).toBeUndefined();
    expect(later.body.rulesReason).toBeUndefined();
    expect(later.body.id).toBeDefined();
    expect(later.body.id).not.toBe(early.body.id);
    // The model's card is the one stored for the post from then on.
    expect((await card(app.url)).body.id).toBe(later.body.id);
  });

  it('says the model was busy only when it was running with no room for another', async () => {
    const app = await appWith({ EMBEDDED_MODEL_SEQUENCES: '1', EMBEDDED_MODEL_QUEUE: '0' });
    await modelReady(app);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => card(app.url, { text: `${POST_TEXT} ${n}` })),
    );
    const byRules = answers.filter((answer) => answer.body.writer === 'rules');
    expect(byRules.length).toBeGreaterThan(0);
    for (const answer of byRules) expect(answer.body.rulesReason).toEqual({ kind: 'busy' });
    for (const answer of answers.filter((one) => one.body.writer === undefined)) {
      expect(answer.body.rulesReason).toBeUndefined();
    }
  });

  it('carries the reason on a thread too, and the failure in public words', async () => {
    const app = await appWith({ EMBEDDED_MODEL: join(dir, 'nowhere', 'gone.gguf') });
    await app.services.generator.start?.();
    await vi.waitFor(async () =>
      expect((await health(app.url)).textGeneration.state).toBe('failed'),
    );
    expect((await health(app.url)).textGeneration).toEqual({
      provider: 'embedded',
      state: 'failed',
      reason: 'the file is missing',
      backend: 'cpu',
    });
    const thread = await postJson<ThreadResponse>(`${app.url}/api/thread`, {
      text: POST_TEXT,
      style: 'standard',
    });
    expect(thread.body).toMatchObject({
      writer: 'rules',
      rulesReason: { kind: 'failed', failure: 'file-missing' },
    });
    expect(JSON.stringify(thread.body)).not.toContain('nowhere');
    const summary = await card(app.url);
    expect(summary.body.rulesReason).toEqual({ kind: 'failed', failure: 'file-missing' });
  });

  it('is not said at all when no model is configured (the rules alone)', async () => {
    const app = await appWith({ EMBEDDED_MODEL: 'off' });
    const answer = await card(app.url);
    expect(answer.body.writer).toBe('rules');
    expect(answer.body).not.toHaveProperty('rulesReason');
  });
});
