/** Issue 12 item 6: idle and trickling connections are closed in time, over real sockets. */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import { loadConfig } from '../config/index.ts';
import { createServices } from '../create-services.ts';
import { createLogger } from '../logging/logger.ts';
import { createHttpServer, serverTimeouts } from './http-server.ts';

const REQUEST_TIMEOUT_MS = 1_000;
const KEEP_ALIVE_TIMEOUT_MS = 1_500;
/** Generous: the test shows the connection is closed, not how fast to the millisecond. */
const BOUND_MS = 4_000;

interface Watched {
  socket: Socket;
  /** Everything the server sent, once it closed the connection; rejects past BOUND_MS. */
  closed: Promise<string>;
}

function open(url: string): Promise<Watched> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('error', () => undefined);
      const closed = new Promise<string>((done, fail) => {
        const timer = setTimeout(
          () => fail(new Error('the server kept the connection open')),
          BOUND_MS,
        );
        socket.once('close', () => {
          clearTimeout(timer);
          done(received);
        });
      });
      resolve({ socket, closed });
    });
  });
}

/** Writes `parts` one by one, `everyMs` apart, until the socket closes. */
function trickle(socket: Socket, parts: string[], everyMs = 200): void {
  let next = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || next >= parts.length) return clearInterval(timer);
    socket.write(parts[next++] ?? '');
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

describe('server timeouts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
    });
  });
  afterAll(() => app.close());

  it('closes a connection that never sends a request', async () => {
    const { closed } = await open(app.url);
    await expect(closed).resolves.toBeDefined();
  });

  it('answers 408 to headers that trickle in, and closes', async () => {
    const { socket, closed } = await open(app.url);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    trickle(
      socket,
      Array.from({ length: 100 }, (_, i) => `X-Slow-${i}: y\r\n`),
    );
    expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 408 to a body that trickles in, and closes', async () => {
    const { socket, closed } = await open(app.url);
    socket.write(
      'POST /api/thread HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    trickle(
      socket,
      Array.from({ length: 200 }, () => ' '),
    );
    expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a kept-alive connection that stays idle after its answer', async () => {
    const { socket, closed } = await open(app.url);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const received = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).not.toMatch(/ 408 /);
  });
});

describe('serverTimeouts', () => {
  it('by default: 30 s for headers and body, idle keep-alive closed at 5 s, checked every second', () => {
    expect(serverTimeouts(loadConfig({}).http)).toEqual({
      requestTimeout: 30_000,
      headersTimeout: 30_000,
      // Node closes one second after the advertised keep-alive: 4 s advertised, closed at 5 s.
      keepAliveTimeout: 4_000,
      connectionsCheckingInterval: 1_000,
    });
  });

  it('is what createHttpServer uses', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      STATIC_DIR: 'dist-missing',
      REQUEST_TIMEOUT_MS: '12000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
    });
    const services = createServices(config, createLogger('silent'));
    try {
      const server = createHttpServer(services);
      expect(server.requestTimeout).toBe(12_000);
      expect(server.headersTimeout).toBe(12_000);
      expect(server.keepAliveTimeout).toBe(64_000);
    } finally {
      await services.close();
    }
  });
});
