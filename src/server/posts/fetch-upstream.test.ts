/** The shared upstream fetch: deadline, User-Agent, size cap and JSON checks. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeServer, hang, sendJson, startFakeServer } from '#fakes/fake-server.ts';
import { fetchUpstream, parseJsonAnswer } from './fetch-upstream.ts';
import { SourceFailure } from './post-source.ts';

let upstream: FakeServer;

beforeAll(async () => {
  upstream = await startFakeServer('upstream', (request, response) => {
    if (request.path === '/hang') return hang(response);
    if (request.path === '/huge') {
      response.writeHead(200, { 'content-type': 'application/json' });
      // Chunked, so no Content-Length warns in advance: the cap must stop it while reading.
      for (let i = 0; i < 40; i += 1) response.write(`"${'x'.repeat(100_000)}",`);
      return void response.end();
    }
    if (request.path === '/redirect-away') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
      return void response.end();
    }
    if (request.path === '/moved') {
      response.writeHead(301, { location: '/ok' });
      return void response.end();
    }
    sendJson(response, 200, { ok: true });
  });
});
afterAll(() => upstream.close());

describe('fetchUpstream', () => {
  it('sends a User-Agent and asks for JSON', async () => {
    const answer = await fetchUpstream(`${upstream.url}/ok`, { timeoutMs: 2_000 });
    expect(parseJsonAnswer(answer)).toEqual({ ok: true });
    expect(upstream.calls.at(-1)?.headers['user-agent']).toMatch(/SummaryCard/);
    expect(upstream.calls.at(-1)?.headers.accept).toBe('application/json');
  });

  it('gives up at the deadline and says it timed out', async () => {
    const started = performance.now();
    await expect(fetchUpstream(`${upstream.url}/hang`, { timeoutMs: 200 })).rejects.toMatchObject({
      name: 'SourceFailure',
      timedOut: true,
    });
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('refuses an answer larger than the cap', async () => {
    await expect(fetchUpstream(`${upstream.url}/huge`, { timeoutMs: 5_000 })).rejects.toThrow(
      /too large/,
    );
  });

  it('follows a redirect within the same origin', async () => {
    const answer = await fetchUpstream(`${upstream.url}/moved`, { timeoutMs: 2_000 });
    expect(parseJsonAnswer(answer)).toEqual({ ok: true });
  });

  it('never follows a redirect to another host', async () => {
    await expect(
      fetchUpstream(`${upstream.url}/redirect-away`, { timeoutMs: 2_000 }),
    ).rejects.toThrow(SourceFailure);
  });
});

describe('parseJsonAnswer', () => {
  const answer = (contentType: string, text: string) => ({
    status: 200,
    contentType,
    retryAfter: null,
    text,
  });

  it('refuses HTML and broken JSON as failures of the source', () => {
    expect(() => parseJsonAnswer(answer('text/html', '<html></html>'))).toThrow(/not JSON/);
    expect(() => parseJsonAnswer(answer('application/json', '{"a":'))).toThrow(/malformed/);
  });
});
