/**
 * `npm start`'s server (dist-server/main.js) with the embedded model: it listens at once, fetches
 * the model in the background from a host on 127.0.0.1 while the rules answer, then writes with it;
 * offline, one clear log line with the next steps, and the rules go on answering; a stop during
 * the download ends it at once and closes the card store and Redis, exit code 0.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HealthResponse, SummaryResponse } from '#core/index.ts';
import { type ModelHostFake, startModelHostFake } from '#fakes/model-host-fake.ts';
import { postJson } from '#test/post-json.ts';
import { startTestRedis, type TestRedis } from '#test/redis-server.ts';
import { type BuiltServer, startBuiltServer } from '#test/server-build.ts';
import { TINY_MODEL_NAME, tinyGgufBytes } from '#test/tiny-gguf.ts';

const MODEL = tinyGgufBytes({ seed: 5 });
const SHA256 = createHash('sha256').update(MODEL).digest('hex');
const POST = {
  text: 'The library opens next week with a maker space and free study rooms.',
  mode: 'normal',
};

let host: ModelHostFake;
let dataDir: string;
let redis: TestRedis | undefined;
const running: BuiltServer[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'summary-model-start-'));
  host = await startModelHostFake(MODEL, { name: 'tiny.gguf' });
});

afterEach(() => {
  host.reset();
});

afterAll(async () => {
  for (const server of running) server.kill();
  await host.close();
  await redis?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function health(server: BuiltServer): Promise<HealthResponse> {
  return (await fetch(`${server.url}/api/health`)).json() as Promise<HealthResponse>;
}

async function start(env: Record<string, string>, options = {}): Promise<BuiltServer> {
  const server = await startBuiltServer(
    {
      EMBEDDED_MODEL: 'auto',
      EMBEDDED_MODEL_URL: host.fileUrl,
      EMBEDDED_MODEL_SHA256: SHA256,
      EMBEDDED_MODEL_THREADS: '1',
      EMBEDDED_MODEL_CONTEXT: '1024',
      ...env,
    },
    options,
  );
  running.push(server);
  return server;
}

describe('the built server with the embedded model', { timeout: 120_000 }, () => {
  it('serves at once, downloads the model in the background while the rules answer, then uses it', async () => {
    host.setScenario('trickle');
    const server = await start({ DATA_DIR: join(dataDir, 'first'), CARD_REUSE_HOURS: '24' });
    expect((await health(server)).textGeneration.state).not.toBe('ready');
    const early = await postJson<SummaryResponse>(`${server.url}/api/summary`, POST);
    expect(early.body.writer).toBe('rules');
    expect(['loading', 'downloading']).toContain(early.body.rulesReason?.kind);
    await expect
      .poll(async () => (await health(server)).textGeneration, { timeout: 60_000 })
      .toEqual({ provider: 'embedded', model: TINY_MODEL_NAME, state: 'ready', backend: 'cpu' });
    expect(server.output()).toMatch(/downloading the model: 100%/);
    expect(server.output()).toMatch(/the embedded model is ready: Tiny Test Model/);
    // The same post and mode, no new take asked: the model writes it now, not the stored rules card.
    const later = await postJson<SummaryResponse>(`${server.url}/api/summary`, POST);
    expect(later.body.writer).toBeUndefined();
    expect(later.body.id).not.toBe(early.body.id);
  });

  it('says in one log line that it cannot download when offline, with the next steps, and the rules go on answering', async () => {
    // A port nothing listens on any more: what a machine with no network sees, at once.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const server = await start({
      EMBEDDED_MODEL_URL: `http://127.0.0.1:${port}/models/tiny.gguf`,
      DATA_DIR: join(dataDir, 'offline'),
    });
    await expect
      .poll(async () => (await health(server)).textGeneration.state, { timeout: 60_000 })
      .toBe('failed');
    // In public, the short reason only: no host, no port, no variable.
    expect((await health(server)).textGeneration.reason).toBe('the download failed');
    const lines = server
      .output()
      .split('\n')
      .filter((line) => /could not download/.test(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`http://127.0.0.1:${port}: ECONNREFUSED`));
    expect(lines[0]).toContain('`npm run model` where there is a network');
    expect(lines[0]).toContain('EMBEDDED_MODEL=/path/to/file.gguf');
    expect(lines[0]).toContain('EMBEDDED_MODEL=off');
    const card = await postJson<SummaryResponse>(`${server.url}/api/summary`, POST);
    expect(card.body).toMatchObject({
      writer: 'rules',
      rulesReason: { kind: 'failed', failure: 'download-failed' },
    });
    expect(JSON.stringify(card.body)).not.toContain(String(port));
  });

  it('stops mid-download at once, closing the card store and Redis, and npm start exits 0', async () => {
    redis = await startTestRedis();
    // The host sends a first piece, then nothing: only the stop can end the download.
    host.setScenario('stall');
    const server = await start(
      { DATA_DIR: join(dataDir, 'stopped'), REDIS_URL: redis.url, SHUTDOWN_TIMEOUT_MS: '20000' },
      { viaStart: true },
    );
    await expect
      .poll(async () => (await health(server)).textGeneration.state, { timeout: 60_000 })
      .toBe('downloading');
    process.kill(server.serverPid, 'SIGTERM');
    expect(await server.exited).toBe(0);
    await server.outputClosed;
    const output = server.output();
    expect(output).toMatch(/"msg":"card store \(redis\) closed"/);
    expect(output).toMatch(/"msg":"Redis closed"/);
    expect(output).toMatch(/"msg":"text generation closed"/);
    expect(output).toMatch(/"code":0,"msg":"stopped"/);
  });
});
