/**
 * GET /api/ready against a real redis-server: ready while serving, 503 once a shutdown started
 * (asked over a connection whose request is still in flight, the only way in once the listener
 * closed), and 503 while Redis does not answer, with the app still serving and saying so in the log.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { loadConfig } from '#server/config/index.ts';
import { createServices } from '#server/create-services.ts';
import { createHttpServer } from '#server/lifecycle/http-server.ts';
import { REDIS_DOWN_REASON, SHUTTING_DOWN_REASON } from '#server/lifecycle/readiness.ts';
import { createGracefulShutdown } from '#server/lifecycle/shutdown.ts';
import { createLogger } from '#server/logging/logger.ts';
import type { Services } from '#server/services.ts';
import { startTestRedis, type TestRedis } from '#test/redis-server.ts';

let redis: TestRedis;
let all: AllFakes;
let dataDir: string;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  [redis, all] = await Promise.all([startTestRedis(), startAllFakes()]);
  dataDir = mkdtempSync(join(tmpdir(), 'summary-ready-'));
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  all.reset();
});
afterAll(async () => {
  await Promise.all([redis?.stop(), all?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

interface App {
  server: Server;
  services: Services;
  url: string;
  port: number;
  logs(): string;
}

async function startApp(env: Record<string, string>): Promise<App> {
  const config = loadConfig({
    LOG_LEVEL: 'info',
    STATIC_DIR: 'dist-missing',
    DATA_DIR: dataDir,
    ...env,
    PORT: '0',
  });
  let logs = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    logs += chunk.toString();
  });
  const services = createServices(config, createLogger('info', stream));
  const server = createHttpServer(services);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  cleanups.push(async () => {
    server.closeAllConnections();
    server.close();
    await services.close().catch(() => undefined);
  });
  return { server, services, url: `http://127.0.0.1:${port}`, port, logs: () => logs };
}

async function ready(url: string) {
  const response = await fetch(`${url}/api/ready`);
  return { status: response.status, body: await response.json() };
}

const THREAD_BODY = JSON.stringify({
  text: 'Small teams ship faster when they write things down, and nobody waits for a meeting.',
  style: 'standard',
});

function threadRequest(port: number): string {
  return [
    'POST /api/thread HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(THREAD_BODY)}`,
    '',
    THREAD_BODY,
  ].join('\r\n');
}

describe('GET /api/ready', () => {
  it('is 200 { ready: true } while serving with Redis up', async () => {
    const app = await startApp({ REDIS_URL: redis.url });
    expect(await ready(app.url)).toEqual({ status: 200, body: { ready: true } });
    // Liveness is unchanged.
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  });

  it('is 503 "shutting down" from the moment a SIGTERM starts the drain', async () => {
    all.fakes.openai.setScenario('slow');
    const app = await startApp({ ...all.env, REDIS_URL: redis.url });
    expect((await ready(app.url)).status).toBe(200);
    let exitCode: number | undefined;
    const shutdown = createGracefulShutdown({
      server: app.server,
      readiness: app.services.readiness,
      closeServices: () => app.services.close(),
      timeoutMs: 20_000,
      logger: app.services.logger,
      exit: (code) => {
        exitCode = code;
      },
    });
    // A generation in flight keeps its connection open through the drain.
    const socket = connect(app.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
    });
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(threadRequest(app.port));
    while (all.fakes.openai.calls.length === 0) await sleep(10);

    shutdown.onSignal('SIGTERM');
    socket.write(`GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\n\r\n`);
    await closed;

    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503/);
    expect(answers[1]).toMatch(/connection: close/i);
    expect(answers[1]).toContain(JSON.stringify({ ready: false, reason: SHUTTING_DOWN_REASON }));
    while (exitCode === undefined) await sleep(10);
    expect(exitCode).toBe(0);
  });

  it('is 503 while Redis does not answer a PING, and the app still serves from its fallbacks', async () => {
    const own = await startTestRedis();
    const app = await startApp({ REDIS_URL: own.url });
    expect((await ready(app.url)).status).toBe(200);
    await own.stop();

    expect(await ready(app.url)).toEqual({
      status: 503,
      body: { ready: false, reason: REDIS_DOWN_REASON },
    });
    expect(REDIS_DOWN_REASON).toBe('Redis did not answer a PING within 1 s');
    // The embedded writer and the in-process limiters still answer.
    const thread = await fetch(`${app.url}/api/thread`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: THREAD_BODY,
    });
    expect(thread.status).toBe(200);
    expect(app.logs()).toContain(REDIS_DOWN_REASON);
    expect(app.logs()).toContain('in-process limiters');
  });
});
