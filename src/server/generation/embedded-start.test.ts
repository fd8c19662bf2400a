/**
 * `npm start`'s server (dist-server/main.js) with the embedded model: it listens at once, fetches
 * the model in the background from a host on 127.0.0.1 while the rules answer, then writes with it;
 * offline, one clear log line, and the rules go on answering.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthResponse, SummaryResponse } from '#core/index.ts';
import { postJson } from '#test/post-json.ts';
import { type BuiltServer, startBuiltServer } from '#test/server-build.ts';
import { TINY_MODEL_NAME, tinyGgufBytes } from '#test/tiny-gguf.ts';

const MODEL = Buffer.from(tinyGgufBytes({ seed: 5 }));
const SHA256 = createHash('sha256').update(MODEL).digest('hex');

let host: Server;
let modelUrl: string;
let dataDir: string;
const running: BuiltServer[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'summary-model-start-'));
  // Slow enough that the server is seen answering while the file arrives.
  host = createServer((request, response) => {
    const range = request.headers.range?.match(/^bytes=(\d+)-(\d*)$/);
    const start = range ? Number(range[1]) : 0;
    const end = range?.[2] ? Number(range[2]) : MODEL.length - 1;
    response.writeHead(range ? 206 : 200, {
      'accept-ranges': 'bytes',
      'content-length': String(end - start + 1),
      ...(range && { 'content-range': `bytes ${start}-${end}/${MODEL.length}` }),
    });
    if (request.method === 'HEAD') return response.end();
    setTimeout(() => response.end(MODEL.subarray(start, end + 1)), 300);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  modelUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/models/tiny.gguf`;
});

afterAll(async () => {
  for (const server of running) server.kill();
  host.closeAllConnections();
  await new Promise((resolve) => host.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

async function health(server: BuiltServer): Promise<HealthResponse> {
  return (await fetch(`${server.url}/api/health`)).json() as Promise<HealthResponse>;
}

describe('the built server with the embedded model', () => {
  it('serves at once, downloads the model in the background while the rules answer, then uses it', async () => {
    const server = await startBuiltServer({
      EMBEDDED_MODEL: 'auto',
      EMBEDDED_MODEL_URL: modelUrl,
      EMBEDDED_MODEL_SHA256: SHA256,
      EMBEDDED_MODEL_THREADS: '1',
      EMBEDDED_MODEL_CONTEXT: '1024',
      DATA_DIR: join(dataDir, 'first'),
    });
    running.push(server);
    expect((await health(server)).textGeneration.state).not.toBe('ready');
    const early = await postJson<SummaryResponse>(`${server.url}/api/summary`, {
      text: 'The library opens next week with a maker space and free study rooms.',
      mode: 'normal',
    });
    expect(early.body.writer).toBe('rules');
    await expect
      .poll(async () => (await health(server)).textGeneration, { timeout: 30_000 })
      .toEqual({ provider: 'embedded', model: TINY_MODEL_NAME, state: 'ready' });
    expect(server.output()).toMatch(/downloading the model: 100%/);
    expect(server.output()).toMatch(/the embedded model is ready: Tiny Test Model/);
    const later = await postJson<SummaryResponse>(`${server.url}/api/summary`, {
      text: 'The library opens next week with a maker space and free study rooms.',
      mode: 'normal',
      regenerate: true,
    });
    expect(later.body.writer).toBeUndefined();
  });

  it('says in one log line that it cannot download when offline, and the rules go on answering', async () => {
    // A port nothing listens on any more: what a machine with no network sees, at once.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const server = await startBuiltServer({
      EMBEDDED_MODEL: 'auto',
      EMBEDDED_MODEL_URL: `http://127.0.0.1:${port}/models/tiny.gguf`,
      EMBEDDED_MODEL_SHA256: SHA256,
      DATA_DIR: join(dataDir, 'offline'),
    });
    running.push(server);
    await expect
      .poll(async () => (await health(server)).textGeneration.state, { timeout: 20_000 })
      .toBe('failed');
    expect((await health(server)).textGeneration.reason).toMatch(
      new RegExp(`could not download the model from http://127.0.0.1:${port}: ECONNREFUSED`),
    );
    const lines = server
      .output()
      .split('\n')
      .filter((line) => /could not download/.test(line));
    expect(lines).toHaveLength(1);
    const card = await postJson<SummaryResponse>(`${server.url}/api/summary`, {
      text: 'The library opens next week with a maker space and free study rooms.',
      mode: 'normal',
    });
    expect(card.body.writer).toBe('rules');
  });
});
