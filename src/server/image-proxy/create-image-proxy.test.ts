import { type AddressInfo, createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeServer } from '#fakes/fake-server.ts';
import {
  AVATAR_JPEG,
  MEME_GIF,
  SQUARE_PNG,
  startImageHostFake,
  TINY_WEBP,
} from '#fakes/image-host-fake.ts';
import { loadConfig } from '../config/index.ts';
import { HttpError } from '../http/errors.ts';
import { createLogger } from '../logging/logger.ts';
import type { ImageProxy } from '../services.ts';
import {
  createImageProxy,
  type ImageProxyOptions,
  type ResolvedAddress,
} from './create-image-proxy.ts';

const logger = createLogger('silent');

/** The HttpError a fetch ends with (fails the test if it resolves). */
async function refusal(proxy: ImageProxy, url: string): Promise<HttpError> {
  const error = await proxy.fetchImage(url).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpError))
    throw new Error(`expected an HttpError for ${url}, got ${error}`);
  return error;
}

describe('createImageProxy', () => {
  let fake: FakeServer;
  let base: string;
  const proxyFor = (hosts: string, options: ImageProxyOptions = {}) =>
    createImageProxy(loadConfig({ IMAGE_PROXY_HOSTS: hosts }), logger, {
      deadlineMs: 1_000,
      ...options,
    });
  let proxy: ImageProxy;

  beforeAll(async () => {
    fake = await startImageHostFake();
    base = fake.url;
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    proxy = proxyFor(`127.0.0.1:${fake.port}`);
  });

  describe('serves real images with the type their bytes show', () => {
    it.each([
      ['/profile_images/1/a_400x400.jpg', 'image/jpeg', AVATAR_JPEG],
      ['/image.png', 'image/png', SQUARE_PNG],
      ['/media/abc/giphy.gif', 'image/gif', MEME_GIF],
      ['/image.webp', 'image/webp', TINY_WEBP],
    ])('%s is served as %s, byte for byte', async (path, type, bytes) => {
      const image = await proxy.fetchImage(`${base}${path}`);
      expect(image.contentType).toBe(type);
      expect(Buffer.from(image.body).equals(bytes)).toBe(true);
    });

    it('ignores a wrong upstream Content-Type on a real image', async () => {
      const image = await proxy.fetchImage(`${base}/jpeg-as-html`);
      expect(image.contentType).toBe('image/jpeg');
    });

    it('accepts an uppercase spelling of a listed host, which is the same host', async () => {
      const upper = proxyFor(`localhost:${fake.port}`);
      const image = await upper.fetchImage(`http://LOCALHOST:${fake.port}/image.png`);
      expect(image.contentType).toBe('image/png');
    });
  });

  describe('refuses bad URLs with 400 before any outbound call', () => {
    it.each([
      ['empty', ''],
      ['over 2 KB', `https://pbs.twimg.com/${'a'.repeat(2100)}.jpg`],
      ['protocol-relative', '//pbs.twimg.com/a.jpg'],
      ['relative', '/profile_images/a.jpg'],
      ['javascript:', 'javascript:alert(1)'],
      ['file:', 'file:///etc/passwd'],
      ['data:', 'data:image/png;base64,iVBORw0KGgo='],
      ['ftp:', 'ftp://pbs.twimg.com/a.jpg'],
      ['not a URL', 'not a url'],
    ])('%s', async (_name, url) => {
      const error = await refusal(proxy, url);
      expect(error.status).toBe(400);
      expect(error.message).toMatch(/^This image URL is not allowed: .+\.$/);
      expect(fake.calls).toHaveLength(0);
    });
  });

  describe('refuses hosts that are not exactly on the list', () => {
    const listed = () => proxyFor(`pbs.twimg.com,127.0.0.1:${fake.port}`);
    it.each([
      ['an unlisted host', 'https://evil.com/a.jpg'],
      ['a suffix look-alike', 'https://pbs.twimg.com.evil.com/a.jpg'],
      ['a host hidden after userinfo', 'https://pbs.twimg.com@evil.com/a.jpg'],
      ['credentials on a listed host', 'https://user:pass@pbs.twimg.com/a.jpg'],
      ['a trailing dot', 'https://pbs.twimg.com./a.jpg'],
      ['an uppercase unlisted host', 'https://EVIL.COM/a.jpg'],
      ['an IDN look-alike', 'https://pbs.twimg.c\u043em/a.jpg'],
      ['a non-default port', 'https://pbs.twimg.com:8443/a.jpg'],
      ['plain http to a public listed host', 'http://pbs.twimg.com/a.jpg'],
      ['the listed loopback host on another port', 'http://127.0.0.1:1/a.jpg'],
      ['credentials on the listed loopback host', 'http://u:p@127.0.0.1:FAKE_PORT/image.png'],
    ])('%s', async (_name, url) => {
      const error = await refusal(listed(), url.replace('FAKE_PORT', String(fake.port)));
      expect(error.status).toBe(400);
      expect(fake.calls).toHaveLength(0);
    });
  });

  describe('refuses private and reserved addresses whatever their spelling', () => {
    it.each([
      '127.0.0.1',
      '127.1',
      '0x7f.1',
      '2130706433',
      '017700000001',
      '0177.0.0.1',
      '0.0.0.0',
      '0',
      '[::]',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:a9fe:a9fe]',
      '169.254.169.254',
      '100.64.0.1',
      '10.0.0.5',
      '172.16.0.1',
      '192.168.1.1',
      '224.0.0.1',
      '255.255.255.255',
      '[64:ff9b::7f00:1]',
      '[2002:7f00:1::]',
      '[2001::1]',
      '[fc00::1]',
      '[fe80::1]',
    ])('https://%s/ is refused even when that host is listed', async (host) => {
      // Listing the literal itself shows the address check, not the host list, stops it.
      const canonical = new URL(`https://${host}/`).host;
      const listedProxy = proxyFor(`${canonical}:1,pbs.twimg.com`);
      const unlisted = await refusal(proxyFor('pbs.twimg.com'), `https://${host}/a.jpg`);
      expect(unlisted.status).toBe(400);
      const listedHost = await refusal(listedProxy, `https://${host}:1/a.jpg`);
      const isLoopbackLiteral = ['127.0.0.1', '[::1]'].includes(canonical);
      // A listed plain loopback literal is allowed by design; port 1 then refuses the connection.
      expect(listedHost.status).toBe(isLoopbackLiteral ? 502 : 400);
    });
  });

  describe('checks every resolved address when the socket connects', () => {
    const resolverFor =
      (answers: ResolvedAddress[][], seen: string[] = []) =>
      async (hostname: string) => {
        seen.push(hostname);
        return answers[Math.min(seen.length - 1, answers.length - 1)] ?? [];
      };

    it('refuses a listed name that resolves to a private address', async () => {
      const resolved = proxyFor(`images.test:${fake.port}`, {
        resolve: resolverFor([[{ address: '10.0.0.5', family: 4 }]]),
      });
      expect((await refusal(resolved, `https://images.test:${fake.port}/a.jpg`)).status).toBe(400);
    });

    it('refuses a listed name that resolves to loopback, so the fake is never reached', async () => {
      const seen: string[] = [];
      const resolved = proxyFor(`images.test:${fake.port}`, {
        resolve: resolverFor([[{ address: '127.0.0.1', family: 4 }]], seen),
      });
      const error = await refusal(
        resolved,
        `https://images.test:${fake.port}/profile_images/a.jpg`,
      );
      expect(error.status).toBe(400);
      expect(seen).toEqual(['images.test']);
      expect(fake.calls).toHaveLength(0);
    });

    it('refuses a name answering ::1 or a mix of public and private addresses', async () => {
      for (const answer of [
        [{ address: '::1', family: 6 as const }],
        [
          { address: '8.8.8.8', family: 4 as const },
          { address: '127.0.0.1', family: 4 as const },
        ],
        [
          { address: '2606:4700::1111', family: 6 as const },
          { address: '::ffff:127.0.0.1', family: 6 as const },
        ],
      ]) {
        const resolved = proxyFor(`images.test:${fake.port}`, { resolve: resolverFor([answer]) });
        expect((await refusal(resolved, `https://images.test:${fake.port}/a.jpg`)).status).toBe(
          400,
        );
      }
      expect(fake.calls).toHaveLength(0);
    });

    it('resolves once per connection, so a rebinding answer cannot slip in after a check', async () => {
      // The first answer is what the socket uses; a second, private answer is never asked for.
      const seen: string[] = [];
      const resolved = proxyFor(`localhost:${fake.port}`, {
        resolve: resolverFor(
          [[{ address: '127.0.0.1', family: 4 }], [{ address: '10.0.0.5', family: 4 }]],
          seen,
        ),
      });
      const image = await resolved.fetchImage(`http://localhost:${fake.port}/image.png`);
      expect(image.contentType).toBe('image/png');
      expect(seen).toEqual(['localhost']);
    });

    it('lets a listed localhost reach loopback but nothing private', async () => {
      const resolved = proxyFor(`localhost:${fake.port}`, {
        resolve: resolverFor([[{ address: '192.168.0.7', family: 4 }]]),
      });
      expect((await refusal(resolved, `http://localhost:${fake.port}/a.jpg`)).status).toBe(400);
    });
  });

  describe('follows at most 3 redirects, checking each one', () => {
    it('follows a redirect on the listed host', async () => {
      const image = await proxy.fetchImage(`${base}/redirect?to=/media/x.gif`);
      expect(image.contentType).toBe('image/gif');
    });

    it('follows a chain of 3 redirects', async () => {
      const image = await proxy.fetchImage(`${base}/redirect-chain?n=2`);
      expect(image.contentType).toBe('image/jpeg');
      expect(fake.calls.map((call) => call.path)).toHaveLength(4);
    });

    it('stops at a 4th redirect with 502', async () => {
      const error = await refusal(proxy, `${base}/redirect-chain?n=3`);
      expect(error.status).toBe(502);
      expect(error.message).toBe('The image host redirected too many times.');
      expect(fake.calls).toHaveLength(4);
    });

    it.each([
      ['a private address', 'https://10.0.0.5/a.jpg'],
      ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
      ['a mapped loopback', 'http://[::ffff:127.0.0.1]/a.jpg'],
      ['an unlisted host', 'https://evil.com/a.jpg'],
      ['a look-alike host', 'https://pbs.twimg.com.evil.com/a.jpg'],
      ['another port of the listed host', 'http://127.0.0.1:1/a.jpg'],
      ['a non-http scheme', 'file:///etc/passwd'],
    ])('refuses a redirect to %s with 400', async (_name, to) => {
      const error = await refusal(proxy, `${base}/redirect?to=${encodeURIComponent(to)}`);
      expect(error.status).toBe(400);
      expect(fake.calls).toHaveLength(1);
    });

    it('refuses an https-to-http downgrade for a public host', async () => {
      const resolved = proxyFor(`pbs.twimg.com,127.0.0.1:${fake.port}`);
      const to = encodeURIComponent('http://pbs.twimg.com/a.jpg');
      expect((await refusal(resolved, `${base}/redirect?to=${to}`)).status).toBe(400);
    });

    it('answers 502 to a redirect without a Location', async () => {
      expect((await refusal(proxy, `${base}/redirect-nowhere`)).status).toBe(502);
    });
  });

  describe('caps the size at 5 MB', () => {
    it('refuses a declared Content-Length over the cap with 413', async () => {
      const error = await refusal(proxy, `${base}/big.jpg`);
      expect(error.status).toBe(413);
      expect(error.message).toBe('The image is larger than 5 MB.');
    });

    it('aborts a chunked body as soon as it passes the cap', async () => {
      expect((await refusal(proxy, `${base}/big-chunked.jpg`)).status).toBe(413);
    });

    it('applies a smaller configured cap while streaming', async () => {
      const small = proxyFor(`127.0.0.1:${fake.port}`, { maxBytes: 1000 });
      expect((await refusal(small, `${base}/profile_images/a.jpg`)).status).toBe(413);
      expect((await small.fetchImage(`${base}/image.webp`)).contentType).toBe('image/webp');
    });

    it('answers 502, never hangs, when the body is shorter than declared', async () => {
      expect((await refusal(proxy, `${base}/short-body`)).status).toBe(502);
    });

    it('never passes on more bytes than declared', async () => {
      const outcome = await proxy.fetchImage(`${base}/long-body`).then(
        (image) => image.body.byteLength,
        (error: HttpError) => error.status,
      );
      // Either the 20 declared bytes (a PNG start) or a clean 502; never the whole stream.
      expect([20, 502]).toContain(outcome);
    });
  });

  describe('accepts only JPEG, PNG, GIF and WebP bytes', () => {
    it.each([
      ['SVG labelled image/png', '/svg'],
      ['SVG labelled image/svg+xml', '/svg-labelled'],
      ['HTML labelled image/png', '/html-as-png'],
      ['HTML with a smuggled type list', '/smuggled-type'],
      ['text labelled image/gif', '/broken/x.gif'],
    ])('%s is refused with 502', async (_name, path) => {
      const error = await refusal(proxy, `${base}${path}`);
      expect(error.status).toBe(502);
      expect(error.message).toBe('The image host did not send a JPEG, PNG, GIF or WebP image.');
    });
  });

  describe('maps upstream failures', () => {
    it('answers 404 when the image is gone', async () => {
      expect((await refusal(proxy, `${base}/dead/a.jpg`)).status).toBe(404);
    });

    it('answers 502 to an upstream 500', async () => {
      fake.setScenario('error');
      expect((await refusal(proxy, `${base}/profile_images/a.jpg`)).status).toBe(502);
    });

    it('answers 502 when nothing listens', async () => {
      const closed = proxyFor('127.0.0.1:1');
      expect((await refusal(closed, 'http://127.0.0.1:1/a.jpg')).status).toBe(502);
    });
  });

  describe('ends every fetch by the deadline', () => {
    it('answers 504 within the deadline when the host never answers', async () => {
      const quick = proxyFor(`127.0.0.1:${fake.port}`, { deadlineMs: 300 });
      const started = Date.now();
      const error = await refusal(quick, `${base}/hang`);
      expect(error.status).toBe(504);
      expect(Date.now() - started).toBeLessThan(1_500);
    });

    it('answers 504 to a body that dribbles in for ever', async () => {
      const quick = proxyFor(`127.0.0.1:${fake.port}`, { deadlineMs: 400 });
      const started = Date.now();
      expect((await refusal(quick, `${base}/slow-body`)).status).toBe(504);
      expect(Date.now() - started).toBeLessThan(1_500);
    });

    it('stops the upstream download and closes its socket when the client goes away', async () => {
      const upstreamSockets: Socket[] = [];
      const silent = createServer((socket) => {
        upstreamSockets.push(socket);
        // Read (and ignore) the request, so the end of the connection is noticed.
        socket.resume();
      });
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as AddressInfo;
      try {
        const slow = proxyFor(`127.0.0.1:${port}`, { deadlineMs: 10_000 });
        const client = new AbortController();
        const started = Date.now();
        const pending = slow.fetchImage(`http://127.0.0.1:${port}/a.jpg`, client.signal);
        setTimeout(() => client.abort(), 100);
        await expect(pending).rejects.toBeInstanceOf(HttpError);
        expect(Date.now() - started).toBeLessThan(1_000);
        await expect.poll(() => upstreamSockets.every((socket) => socket.closed)).toBe(true);
        expect(upstreamSockets).toHaveLength(1);
      } finally {
        for (const socket of upstreamSockets) socket.destroy();
        await new Promise((resolve) => silent.close(resolve));
      }
    });

    it('defaults to a 10 second deadline', async () => {
      const { IMAGE_DEADLINE_MS } = await import('./create-image-proxy.ts');
      expect(IMAGE_DEADLINE_MS).toBe(10_000);
    });
  });

  describe('bounds its work (issue 12)', () => {
    it('runs at most maxConcurrency fetches: the next waits briefly, then gets 503 with Retry-After', async () => {
      const capped = proxyFor(`127.0.0.1:${fake.port}`, {
        maxConcurrency: 1,
        queueWaitMs: 50,
        deadlineMs: 2_000,
      });
      const client = new AbortController();
      const hanging = capped.fetchImage(`${base}/hang`, client.signal).catch(() => undefined);
      const busy = await refusal(capped, `${base}/image.png`);
      expect(busy.status).toBe(503);
      expect(busy.headers['Retry-After']).toBe('2');
      client.abort();
      await hanging;
      // The slot is free again once the hanging fetch is given up.
      expect((await capped.fetchImage(`${base}/image.png`)).contentType).toBe('image/png');
    });

    it('answers a repeated small picture from memory, for fetchImage and openImage alike', async () => {
      const first = await proxy.fetchImage(`${base}/profile_images/cached.jpg`);
      const streamed = await proxy.openImage(`${base}/profile_images/cached.jpg`);
      const again = Buffer.from(await new Response(streamed.body).arrayBuffer());
      expect(again.equals(Buffer.from(first.body))).toBe(true);
      expect(streamed.contentLength).toBe(AVATAR_JPEG.length);
      expect(fake.calls).toHaveLength(1);
    });

    it('streams with openImage: the type and length first, then the bytes', async () => {
      const image = await proxy.openImage(`${base}/image.png`);
      expect(image.contentType).toBe('image/png');
      expect(image.contentLength).toBe(SQUARE_PNG.length);
      expect(Buffer.from(await new Response(image.body).arrayBuffer()).equals(SQUARE_PNG)).toBe(
        true,
      );
    });

    it('fails the stream of a chunked body past the cap, after the type was known', async () => {
      const image = await proxy.openImage(`${base}/big-chunked.jpg`);
      expect(image.contentType).toBe('image/jpeg');
      await expect(new Response(image.body).arrayBuffer()).rejects.toThrow();
    });
  });

  it('sends only its own Accept and User-Agent upstream', async () => {
    await proxy.fetchImage(`${base}/profile_images/a.jpg`);
    const [call] = fake.calls;
    expect(call?.headers['user-agent']).toBe('SummaryImageProxy/1.0');
    expect(call?.headers.accept).toMatch(/^image\//);
    expect(Object.keys(call?.headers ?? {}).sort()).toEqual(
      ['accept', 'accept-encoding', 'connection', 'host', 'user-agent'].sort(),
    );
  });
});
