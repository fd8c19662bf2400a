import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeServer } from '#fakes/fake-server.ts';
import { AVATAR_JPEG, startImageHostFake } from '#fakes/image-host-fake.ts';
import {
  BIG_PICTURE_BYTES,
  type BigPictureServer,
  bigPicture,
  startBigPictureServer,
} from '#test/big-picture-server.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import {
  BUSY_MESSAGE,
  createImageProxy,
  type SigningImageProxy,
} from '../image-proxy/create-image-proxy.ts';
import { createImageUrlSigner, formatSignedLink } from '../image-proxy/image-url-signer.ts';

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

describe('GET /api/proxy-image under abuse (issue 12)', () => {
  let fake: FakeServer;
  let big: BigPictureServer;
  let app: TestApp | undefined;
  const proxied = (imageUrl: string, init?: RequestInit) =>
    fetch(`${app?.url}/api/proxy-image?url=${encodeURIComponent(imageUrl)}`, init);

  beforeAll(async () => {
    fake = await startImageHostFake();
    big = await startBigPictureServer();
  });
  afterAll(async () => {
    await fake.close();
    await big.close();
  });
  beforeEach(() => fake.reset());
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const hosts = () => `127.0.0.1:${fake.port},127.0.0.1:${big.port}`;

  it('streams a picture of nearly 5 MB through whole, with its length', async () => {
    app = await startTestApp({ IMAGE_PROXY_HOSTS: hosts() });
    const response = await proxied(`${big.url}/media/big.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-length')).toBe(String(BIG_PICTURE_BYTES));
    expect(Buffer.from(await response.arrayBuffer()).equals(bigPicture())).toBe(true);
  });

  it('cuts a chunked body at the 5 MB cap instead of passing it on', async () => {
    app = await startTestApp({ IMAGE_PROXY_HOSTS: hosts() });
    const response = await proxied(`${fake.url}/big-chunked.jpg`);
    // The status went out with the first bytes; the cap can only cut the answer short.
    expect(response.status).toBe(200);
    const received = await response.arrayBuffer().then(
      (body) => body.byteLength,
      () => 'cut',
    );
    // Never a short picture that looks whole: the connection is cut.
    expect(received).toBe('cut');
  });

  it('answers IMAGE_PROXY_PER_MINUTE requests of a client, then 429 with Retry-After', async () => {
    app = await startTestApp({ IMAGE_PROXY_HOSTS: hosts(), IMAGE_PROXY_PER_MINUTE: '2' });
    expect((await proxied(`${fake.url}/profile_images/a.jpg`)).status).toBe(200);
    expect((await proxied(`${fake.url}/profile_images/b.jpg`)).status).toBe(200);
    const refused = await proxied(`${fake.url}/profile_images/c.jpg`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many requests\./);
    expect(fake.calls).toHaveLength(2);
  });

  it('answers 503 with Retry-After when every fetch slot stays busy past the short wait', async () => {
    app = await startTestApp({ IMAGE_PROXY_HOSTS: hosts(), IMAGE_PROXY_MAX_CONCURRENCY: '1' });
    app.services.imageProxy = createImageProxy(app.services.config, app.services.logger, {
      deadlineMs: 5_000,
      queueWaitMs: 100,
    });
    const holder = new AbortController();
    const hanging = proxied(`${fake.url}/hang`, { signal: holder.signal }).catch(() => undefined);
    await expect.poll(() => fake.calls.length).toBe(1);
    const busy = await proxied(`${fake.url}/profile_images/a.jpg`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('2');
    expect(await busy.json()).toEqual({ error: BUSY_MESSAGE });
    holder.abort();
    await hanging;
    // The slot comes back once the hanging fetch is given up.
    await expect
      .poll(async () => (await proxied(`${fake.url}/profile_images/a.jpg`)).status)
      .toBe(200);
  });

  it('answers a repeated small picture from its cache, without a second upstream fetch', async () => {
    app = await startTestApp({ IMAGE_PROXY_HOSTS: hosts() });
    const first = await proxied(`${fake.url}/profile_images/same.jpg`);
    const second = await proxied(`${fake.url}/profile_images/same.jpg`);
    expect(Buffer.from(await first.arrayBuffer()).equals(AVATAR_JPEG)).toBe(true);
    expect(Buffer.from(await second.arrayBuffer()).equals(AVATAR_JPEG)).toBe(true);
    expect(second.headers.get('content-type')).toBe('image/jpeg');
    expect(second.headers.get('content-length')).toBe(String(AVATAR_JPEG.length));
    expect(fake.calls).toHaveLength(1);
  });

  it('keeps no picture over 1 MB: each request of the big one goes upstream', async () => {
    app = await startTestApp({ IMAGE_PROXY_HOSTS: hosts() });
    const before = big.requests;
    for (let i = 0; i < 2; i += 1)
      await (await proxied(`${big.url}/media/again.jpg`)).arrayBuffer();
    expect(big.requests - before).toBe(2);
  });
});

describe('GET /api/proxy-image with signed links (issue 30)', () => {
  const secret = 'a-route-test-secret-of-32-characters-or-more';
  const oldSignature = (url: string) =>
    createHmac('sha256', secret).update(url).digest('base64url');
  let fake: FakeServer;
  let app: TestApp;
  let proxy: SigningImageProxy;
  let clock = Date.now();
  const get = (path: string) => fetch(`${app.url}${path}`);
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: string }).error;

  beforeAll(async () => {
    fake = await startImageHostFake();
    app = await startTestApp({ IMAGE_PROXY_HOSTS: `127.0.0.1:${fake.port}` });
    // The route reads services.imageProxy per request. `https://avatars.example/` passes every
    // check as written, then goes to the fake on 127.0.0.1 (no TLS fake can listen on 443 here).
    proxy = createImageProxy(app.services.config, app.services.logger, {
      signer: createImageUrlSigner(secret),
      now: () => clock,
      resolve: async () => [],
      rerouteForTests: (url) =>
        url.hostname === 'avatars.example'
          ? new URL(`${url.pathname}${url.search}`, fake.url)
          : undefined,
    });
    app.services.imageProxy = proxy;
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
    clock = Date.now();
  });

  it('serves a signed https:443 avatar end to end', async () => {
    const link = proxy.linkFor('https://avatars.example/profile_images/9/route.jpg') ?? '';
    expect(link).toMatch(/&exp=\d+&for=avatar&sig=/);
    const response = await get(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await response.arrayBuffer()).equals(AVATAR_JPEG)).toBe(true);
    expect(fake.calls.map((call) => call.path)).toEqual(['/profile_images/9/route.jpg']);
  });

  it('answers 400 with the reason to an expired link and to one given for another use', async () => {
    const link = proxy.linkFor('https://avatars.example/profile_images/9/late.jpg') ?? '';
    const wrongUse = await get(link.replace('&for=avatar&', '&for=media&'));
    expect(wrongUse.status).toBe(400);
    expect(await errorOf(wrongUse)).toBe(
      'This picture link is not valid: it was signed for another use.',
    );
    clock += 32 * 24 * 3_600_000;
    const expired = await get(link);
    expect(expired.status).toBe(400);
    expect(await errorOf(expired)).toBe('This picture link is not valid: it has expired.');
    expect(fake.calls).toHaveLength(0);
  });

  it('refuses a picture it has cached through its media link under any other use, as it does uncached', async () => {
    const url = 'https://avatars.example/media/9/cached.png';
    const media = proxy.linkFor(url, 'media') ?? '';
    const exp = /&exp=(\d+)/.exec(media)?.[1] ?? '';
    const asked = {
      // The media link's signature, given for the avatar: signed for another use.
      otherUse: media.replace('&for=media&', '&for=avatar&'),
      unknownUse: media.replace('&for=media&', '&for=banner&'),
      noUse: media.replace('&for=media', ''),
      forged: formatSignedLink({ url, exp, purpose: 'avatar', sig: 'A'.repeat(43) }),
      unsigned: `/api/proxy-image?url=${encodeURIComponent(url)}&for=media`,
    };
    const refusals = async () =>
      Promise.all(
        Object.entries(asked).map(async ([name, path]) => {
          const response = await get(path);
          return [name, response.status, await errorOf(response)];
        }),
      );
    const uncached = await refusals();
    expect(uncached.every(([, status]) => status === 400)).toBe(true);
    const first = await get(media);
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    // Cached now: the media link itself costs no second fetch...
    expect((await get(media)).status).toBe(200);
    expect(fake.calls).toHaveLength(1);
    // ...and every other link is refused with the same reason as before.
    expect(await refusals()).toEqual(uncached);
    expect(fake.calls).toHaveLength(1);
  });

  it('answers 400 to an IP, port 22 or 6379, http or localhost link, even with a valid old signature', async () => {
    for (const url of [
      'https://93.184.216.34/a.jpg',
      'https://avatars.example:22/a.jpg',
      'https://avatars.example:6379/a.jpg',
      'http://avatars.example/a.jpg',
      'https://localhost/a.jpg',
    ]) {
      const response = await get(formatSignedLink({ url, sig: oldSignature(url) }));
      expect(response.status, url).toBe(400);
      expect(await errorOf(response)).toMatch(/^This picture link is not valid: /);
    }
    expect(fake.calls).toHaveLength(0);
  });

  it('answers 400 when sig, exp or for is given twice', async () => {
    const link = proxy.linkFor('https://avatars.example/profile_images/9/twice.jpg') ?? '';
    const response = await get(`${link}&for=media`);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe('Please give for at most once.');
  });
});
