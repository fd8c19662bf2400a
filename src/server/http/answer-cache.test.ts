/** The answer cache on a real node:http server: what it answers, how, and when it leaves it to the app. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { type RawAnswer, type RawRequestInit, rawRequest } from '#test/raw-request.ts';
import { createLogger } from '../logging/logger.ts';
import { type AnswerCache, createAnswerCache, plainEncoding } from './answer-cache.ts';

const HEADERS = [
  ['Content-Security-Policy', "default-src 'self'"],
  ['X-Frame-Options', 'DENY'],
] as const;
const JSON_BODY = JSON.stringify({ tweetText: 'Ça coûte 5 € — 🚀', id: '1' });
const PATH = '/api/fetch-tweet?url=https%3A%2F%2Fx.com%2Fa%2Fstatus%2F1';

interface Answer extends RawAnswer {
  /** Which side answered: the cache, or the "app" standing behind it. */
  from: 'cache' | 'app';
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
  server = undefined;
});

async function serve(
  cache: AnswerCache,
): Promise<(path: string, init?: RawRequestInit) => Promise<Answer>> {
  server = createServer((request, response) => {
    if (cache.answer(request, response)) return;
    response.writeHead(418, { 'X-From': 'app' });
    response.end('app');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return async (path, init) => {
    const answer = await rawRequest(`http://127.0.0.1:${port}${path}`, init);
    return { ...answer, from: answer.headers['x-from'] === 'app' ? 'app' : 'cache' };
  };
}

function logLines() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger('info', destination), lines };
}

describe('createAnswerCache', () => {
  it('leaves a request it has no answer for to the app', async () => {
    const get = await serve(
      createAnswerCache({ headers: HEADERS, logger: createLogger('silent') }),
    );
    expect((await get(PATH)).from).toBe('app');
  });

  it('answers a remembered GET with its JSON, the app’s headers and a fresh request id each time', async () => {
    const cache = createAnswerCache({ headers: HEADERS, logger: createLogger('silent') });
    cache.remember(PATH, JSON_BODY);
    const get = await serve(cache);
    const first = await get(PATH);
    const second = await get(PATH);
    expect(first.from).toBe('cache');
    expect(first.status).toBe(200);
    expect(first.body.toString('utf8')).toBe(JSON_BODY);
    expect(first.headers['content-type']).toBe('application/json');
    expect(first.headers['content-length']).toBe(String(Buffer.byteLength(JSON_BODY)));
    expect(first.headers['content-security-policy']).toBe("default-src 'self'");
    expect(first.headers['x-frame-options']).toBe('DENY');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('answers gzip to a client that accepts it, and the bytes unzip to the same JSON', async () => {
    const cache = createAnswerCache({ headers: HEADERS, logger: createLogger('silent') });
    cache.remember(PATH, JSON_BODY);
    const get = await serve(cache);
    for (let round = 0; round < 2; round++) {
      const answer = await get(PATH, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['content-length']).toBe(String(answer.body.byteLength));
      expect(gunzipSync(answer.body).toString('utf8')).toBe(JSON_BODY);
    }
  });

  it('matches the exact path and query, and only GET', async () => {
    const cache = createAnswerCache({ headers: HEADERS, logger: createLogger('silent') });
    cache.remember(PATH, JSON_BODY);
    const get = await serve(cache);
    expect((await get(`${PATH}&includeThread=true`)).from).toBe('app');
    expect((await get(PATH, { method: 'HEAD' })).from).toBe('app');
    expect((await get(PATH, { method: 'POST' })).from).toBe('app');
  });

  it('reads every Accept-Encoding line of a request, as Node joins them', async () => {
    const cache = createAnswerCache({ headers: HEADERS, logger: createLogger('silent') });
    cache.remember(PATH, JSON_BODY);
    const get = await serve(cache);
    const answer = await get(PATH, { headers: { 'accept-encoding': ['br', 'gzip'] } });
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it('leaves the negotiation of q-values, deflate and * to the app', async () => {
    const cache = createAnswerCache({ headers: HEADERS, logger: createLogger('silent') });
    cache.remember(PATH, JSON_BODY);
    const get = await serve(cache);
    for (const acceptEncoding of ['deflate', 'gzip;q=0.5, deflate', '*']) {
      const answer = await get(PATH, { headers: { 'accept-encoding': acceptEncoding } });
      expect(answer.from, acceptEncoding).toBe('app');
    }
    expect((await get(PATH, { headers: { 'accept-encoding': 'br' } })).from).toBe('cache');
  });

  it('forgets an answer once it is older than its lifetime', async () => {
    let clock = 0;
    const cache = createAnswerCache({
      headers: HEADERS,
      logger: createLogger('silent'),
      ttlSeconds: 60,
      now: () => clock,
    });
    cache.remember(PATH, JSON_BODY);
    const get = await serve(cache);
    clock = 59_999;
    expect((await get(PATH)).from).toBe('cache');
    clock = 60_000;
    expect((await get(PATH)).from).toBe('app');
    clock = 0;
    expect((await get(PATH)).from).toBe('app');
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const cache = createAnswerCache({
      headers: HEADERS,
      logger: createLogger('silent'),
      maxEntries: 2,
    });
    cache.remember('/a', '1');
    cache.remember('/b', '2');
    cache.remember('/c', '3');
    const get = await serve(cache);
    expect((await get('/a')).from).toBe('app');
    expect((await get('/b')).body.toString()).toBe('2');
    expect((await get('/c')).body.toString()).toBe('3');
  });

  it('logs the same request line the app logs, with the path but not the query', async () => {
    const { logger, lines } = logLines();
    const cache = createAnswerCache({ headers: HEADERS, logger });
    cache.remember(PATH, JSON_BODY);
    const get = await serve(cache);
    const answer = await get(PATH);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: '/api/fetch-tweet',
      status: 200,
      requestId: answer.headers['x-request-id'],
    });
    expect(JSON.stringify(lines[0])).not.toContain('x.com');
  });
});

describe('plainEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['br, zstd', 'identity'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['gzip, deflate, br, zstd', 'gzip'],
    ['deflate, gzip', 'gzip'],
    ['deflate', undefined],
    ['gzip;q=0', undefined],
    ['gzip;q=0.8, deflate', undefined],
    ['*', undefined],
    ['br, *;q=0.1', undefined],
  ])('%j → %s', (header, expected) => {
    expect(plainEncoding(header)).toBe(expected);
  });
});
