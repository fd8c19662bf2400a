/**
 * The Node server around the app, over real sockets against the post fakes: a repeated
 * /api/fetch-tweet is answered by the answer cache, and that answer is the app's answer.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_POST_IDS } from '#fakes/sample-posts.ts';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { rawRequest } from '#test/raw-request.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import type { Services } from '../services.ts';
import { createHttpServer } from './http-server.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

let all: AllFakes;
let base: TestApp;
let server: Server;
let url: string;
let cacheAnswers: number;

beforeAll(async () => {
  all = await startAllFakes();
});
afterAll(() => all.close());

beforeEach(async () => {
  all.reset();
  base = await startTestApp(all.env);
  // The same services, with the answer cache counted, so a test can tell who answered.
  const { answers } = base.services;
  cacheAnswers = 0;
  const services: Services = {
    ...base.services,
    answers: {
      remember: answers.remember,
      answer(request, response) {
        const answered = answers.answer(request, response);
        if (answered) cacheAnswers++;
        return answered;
      },
    },
  };
  server = createHttpServer(services);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await base.close();
});

/** The answer with its body unzipped when the server zipped it. */
async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { status, headers: answerHeaders, body } = await rawRequest(`${url}${path}`, { headers });
  const zipped = answerHeaders['content-encoding'] === 'gzip';
  return {
    status,
    headers: answerHeaders,
    text: (zipped ? gunzipSync(body) : body).toString('utf8'),
  };
}

const fetchTweetPath = (id: string, includeThread = 'true') =>
  `/api/fetch-tweet?url=${encodeURIComponent(`https://x.com/sample/status/${id}`)}&includeThread=${includeThread}`;

/** The headers a client sees, without the two that differ on every answer by design. */
function comparable(headers: Answer['headers']) {
  const {
    date: _date,
    'x-request-id': _id,
    'content-length': _length,
    connection: _connection,
    'keep-alive': _keepAlive,
    'transfer-encoding': _transfer,
    ...rest
  } = headers;
  return rest;
}

describe('createHttpServer', () => {
  it.each([
    ['no Accept-Encoding', {}],
    ['a browser’s Accept-Encoding', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
  ])(
    'answers a repeated /api/fetch-tweet from memory, exactly as the app did (%s)',
    async (_name, headers) => {
      const path = fetchTweetPath(SAMPLE_POST_IDS.thread);
      const fromApp = await get(path, headers);
      expect(cacheAnswers).toBe(0);
      const fromCache = await get(path, headers);
      expect(cacheAnswers).toBe(1);

      expect(fromCache.status).toBe(200);
      expect(fromCache.text).toBe(fromApp.text);
      expect(JSON.parse(fromCache.text)).toMatchObject({ id: SAMPLE_POST_IDS.thread });
      expect(comparable(fromCache.headers)).toEqual(comparable(fromApp.headers));
      expect(fromCache.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(fromCache.headers['x-request-id']).not.toBe(fromApp.headers['x-request-id']);
    },
  );

  it('costs X no call for a repeated post', async () => {
    const path = fetchTweetPath(SAMPLE_POST_IDS.simple);
    await get(path);
    const calls = all.fakes.fxtwitter.calls.length;
    await get(path);
    await get(path);
    expect(all.fakes.fxtwitter.calls.length).toBe(calls);
    expect(cacheAnswers).toBe(2);
  });

  it('never keeps an error: a bad request reaches the app every time', async () => {
    const path = '/api/fetch-tweet?url=not-a-post';
    for (let round = 0; round < 2; round++) {
      const answer = await get(path);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text).error).toMatch(
        /^That is not the link of a post\. A post link looks like/,
      );
    }
    expect(cacheAnswers).toBe(0);
  });

  it('keeps the post and its thread apart', async () => {
    await get(fetchTweetPath(SAMPLE_POST_IDS.thread, 'false'));
    await get(fetchTweetPath(SAMPLE_POST_IDS.thread, 'true'));
    const single = JSON.parse((await get(fetchTweetPath(SAMPLE_POST_IDS.thread, 'false'))).text);
    const thread = JSON.parse((await get(fetchTweetPath(SAMPLE_POST_IDS.thread, 'true'))).text);
    expect(cacheAnswers).toBe(2);
    expect(single).not.toHaveProperty('thread');
    expect(thread.thread.length).toBeGreaterThan(1);
  });

  it('answers everything else through the app, security headers included', async () => {
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await get('/api/health')).status).toBe(200);
    expect(cacheAnswers).toBe(0);
  });
});
