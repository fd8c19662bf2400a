import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import { CROSS_SITE_MESSAGE, isOwnOrigin, JSON_ONLY_MESSAGE } from './same-origin-json.ts';

const THREAD_JSON = JSON.stringify({
  text: 'Cross-site forms must not spend our budget. Same-origin JSON is fine. Curl is fine too.',
  style: 'standard',
});

/** A POST over node:http, so Origin, Host and Sec-Fetch-Site go out exactly as a browser sends them. */
function post(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; json: { error?: string } }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          json: JSON.parse(Buffer.concat(chunks).toString() || '{}'),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const JSON_TYPE = { 'content-type': 'application/json' };

describe('sameOriginJson on /api/summary and /api/thread', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const thread = (headers: Record<string, string>, body = THREAD_JSON) =>
    post(`${app?.url}/api/thread`, body, headers);

  it('lets same-origin JSON through, as the web app sends it', async () => {
    app = await startTestApp();
    const answer = await thread({
      ...JSON_TYPE,
      origin: app.url,
      'sec-fetch-site': 'same-origin',
    });
    expect(answer.status).toBe(200);
  });

  it('lets JSON without Origin or Sec-Fetch-Site through (curl, server to server)', async () => {
    app = await startTestApp();
    expect((await thread({ 'content-type': 'application/json; charset=utf-8' })).status).toBe(200);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a look-alike of our host on another port', { origin: 'http://127.0.0.1:1' }],
    ['the opaque origin of a sandboxed frame', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    [
      'Sec-Fetch-Site: cross-site with our own Origin',
      { 'sec-fetch-site': 'cross-site', origin: 'SELF' },
    ],
  ])('refuses %s with 403', async (_name, headers) => {
    app = await startTestApp();
    const sent = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [
        name,
        value === 'SELF' ? `${app?.url}` : value,
      ]),
    );
    const answer = await thread({ ...JSON_TYPE, ...sent });
    expect(answer).toEqual({ status: 403, json: { error: CROSS_SITE_MESSAGE } });
  });

  it.each([
    ['text/plain (an HTML form with enctype=text/plain)', 'text/plain', THREAD_JSON],
    [
      'a form-encoded body',
      'application/x-www-form-urlencoded',
      'text=Hello+there+friends&style=standard',
    ],
    [
      'a multipart body',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="text"\r\n\r\nHello\r\n--x--\r\n',
    ],
    ['JSON with a look-alike type', 'application/json-patch+json', THREAD_JSON],
  ])('refuses %s with 415, even from our own origin', async (_name, type, body) => {
    app = await startTestApp();
    const answer = await thread({ 'content-type': type, origin: `${app.url}` }, body);
    expect(answer).toEqual({ status: 415, json: { error: JSON_ONLY_MESSAGE } });
  });

  it('refuses a body with no Content-Type at all with 415', async () => {
    app = await startTestApp();
    expect((await thread({})).status).toBe(415);
  });

  it('applies the same rules to /api/summary', async () => {
    app = await startTestApp();
    const summary = (headers: Record<string, string>) =>
      post(
        `${app?.url}/api/summary`,
        JSON.stringify({ url: 'https://x.com/a/status/1', mode: 'normal' }),
        headers,
      );
    expect((await summary({ 'content-type': 'text/plain' })).status).toBe(415);
    expect((await summary({ ...JSON_TYPE, origin: 'https://evil.example' })).status).toBe(403);
  });

  it('accepts the origin of PUBLIC_URL when a proxy changes the Host header', async () => {
    app = await startTestApp({ PUBLIC_URL: 'https://summary.example' });
    expect((await thread({ ...JSON_TYPE, origin: 'https://summary.example' })).status).toBe(200);
    expect((await thread({ ...JSON_TYPE, origin: 'https://other.example' })).status).toBe(403);
  });

  it('refuses before counting: a cross-site request uses none of the client allowance', async () => {
    app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1', RATE_LIMIT_PER_DAY: '1' });
    for (let i = 0; i < 3; i += 1) {
      expect((await thread({ ...JSON_TYPE, origin: 'https://evil.example' })).status).toBe(403);
      expect((await thread({ 'content-type': 'text/plain' })).status).toBe(415);
    }
    expect((await thread(JSON_TYPE)).status).toBe(200);
  });
});

describe('isOwnOrigin', () => {
  it('matches the request host or the origin of PUBLIC_URL, nothing else', () => {
    expect(isOwnOrigin('http://localhost:3000', 'localhost:3000', undefined)).toBe(true);
    expect(isOwnOrigin('https://Summary.Example', 'summary.example', undefined)).toBe(true);
    expect(
      isOwnOrigin('https://summary.example', '127.0.0.1:3000', 'https://summary.example'),
    ).toBe(true);
    expect(isOwnOrigin('https://evil.example', 'summary.example', 'https://summary.example')).toBe(
      false,
    );
    expect(isOwnOrigin('null', 'summary.example', undefined)).toBe(false);
    expect(isOwnOrigin('https://summary.example', undefined, undefined)).toBe(false);
  });
});
