import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeServer } from '#fakes/fake-server.ts';
import { AVATAR_JPEG, startImageHostFake } from '#fakes/image-host-fake.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import { createImageProxy } from '../image-proxy/create-image-proxy.ts';

describe('GET /api/proxy-image', () => {
  let fake: FakeServer;
  let app: TestApp;
  const proxied = (imageUrl: string, init?: RequestInit) =>
    fetch(`${app.url}/api/proxy-image?url=${encodeURIComponent(imageUrl)}`, init);

  beforeAll(async () => {
    fake = await startImageHostFake();
    app = await startTestApp({ IMAGE_PROXY_HOSTS: `127.0.0.1:${fake.port}` });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it('answers the image bytes with their own type and locked-down headers', async () => {
    const response = await proxied(`${fake.url}/with-cookie.jpg`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(AVATAR_JPEG)).toBe(true);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-length')).toBe(String(AVATAR_JPEG.length));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('content-disposition')).toBe('inline');
    // Nothing of the upstream's own headers comes through.
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('server')).toBeNull();
    expect(response.headers.get('etag')).toBeNull();
  });

  it('forwards none of the client headers upstream', async () => {
    await proxied(`${fake.url}/profile_images/a.jpg`, {
      headers: {
        cookie: 'session=secret',
        authorization: 'Bearer secret',
        'x-forwarded-for': '6.6.6.6',
        referer: 'https://example.com/',
        'accept-language': 'fr',
      },
    });
    expect(fake.calls).toHaveLength(1);
    const headers = fake.calls[0]?.headers ?? {};
    for (const name of [
      'cookie',
      'authorization',
      'x-forwarded-for',
      'referer',
      'accept-language',
    ]) {
      expect(headers[name]).toBeUndefined();
    }
    expect(headers['user-agent']).toBe('SummaryImageProxy/1.0');
  });

  it('serves an image with a mislabelled upstream type under its real type', async () => {
    const response = await proxied(`${fake.url}/media/x/giphy.gif`);
    expect(response.headers.get('content-type')).toBe('image/gif');
  });

  it.each([
    ['no url', ''],
    ['two urls', '?url=a&url=b'],
    ['an empty url', '?url='],
  ])('answers 400 with a message for %s', async (_name, query) => {
    const response = await fetch(`${app.url}/api/proxy-image${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Please give exactly one image URL in the url parameter.',
    });
  });

  it('answers 400 with the reason for a refused URL, without calling out', async () => {
    const response = await proxied('https://evil.com/a.jpg');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'This image URL is not allowed: the host evil.com is not on the list of image hosts.',
    });
    expect(fake.calls).toHaveLength(0);
  });

  it.each([
    ['a private address', 'http://169.254.169.254/latest/meta-data/', 400],
    ['a gone image', '/dead/a.jpg', 404],
    ['an image over 5 MB', '/big.jpg', 413],
    ['an SVG', '/svg', 502],
    ['HTML labelled as PNG', '/html-as-png', 502],
    ['a redirect to a private address', '/redirect?to=http%3A%2F%2F10.0.0.1%2Fa.jpg', 400],
    ['too many redirects', '/redirect-chain?n=4', 502],
  ])('answers %s with %i and a JSON error', async (_name, target, status) => {
    const response = await proxied(target.startsWith('/') ? `${fake.url}${target}` : target);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await response.json()) as { error: string }).toHaveProperty('error');
  });

  it('answers 504 when the image host hangs past the deadline', async () => {
    // The route reads services.imageProxy per request; a shorter deadline keeps the test quick.
    const original = app.services.imageProxy;
    app.services.imageProxy = createImageProxy(app.services.config, app.services.logger, {
      deadlineMs: 300,
    });
    try {
      const response = await proxied(`${fake.url}/hang`);
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({ error: 'The image host took too long to answer.' });
    } finally {
      app.services.imageProxy = original;
    }
  });
});
