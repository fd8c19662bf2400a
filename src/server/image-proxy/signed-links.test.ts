/**
 * Issue 30: a visitor who runs a "Mastodon instance" chooses the avatar URL we sign. Only https on
 * port 443 to a DNS name is signed, the signature covers the use and an expiry, and the proxy
 * checks it all again whatever a signature says. The picture host is the image-host fake on
 * 127.0.0.1: an `https://avatars.example/` URL passes every check as written, then is sent there
 * (`rerouteForTests`), as no TLS fake can listen on port 443 here.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeServer } from '#fakes/fake-server.ts';
import { AVATAR_JPEG, startImageHostFake } from '#fakes/image-host-fake.ts';
import { loadConfig } from '../config/index.ts';
import { HttpError } from '../http/errors.ts';
import { createLogger } from '../logging/logger.ts';
import { createImageProxy, type SigningImageProxy } from './create-image-proxy.ts';
import { createImageUrlSigner, formatSignedLink, LEGACY_LINKS_UNTIL } from './image-url-signer.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const NOW = Date.UTC(2026, 10, 25);
const DAY = 24 * 3_600_000;
const oldSignature = (url: string) => createHmac('sha256', SECRET).update(url).digest('base64url');

/** What a hostile instance might hand us as an avatar. */
const HOSTILE_URLS = [
  'https://93.184.216.34/a.jpg',
  'https://[2606:4700::1111]/a.jpg',
  'https://avatars.example:22/a.jpg',
  'https://avatars.example:6379/a.jpg',
  'http://avatars.example/a.jpg',
  'https://localhost/a.jpg',
  'https://intranet/a.jpg',
];

let fake: FakeServer;
let clock: number;
let asked: string[];
let proxy: SigningImageProxy;

function createProxy(env: Record<string, string> = {}) {
  return createImageProxy(loadConfig({ IMAGE_PROXY_HOSTS: 'pbs.twimg.com', ...env }), logger, {
    deadlineMs: 1_000,
    signer: createImageUrlSigner(SECRET),
    now: () => clock,
    // No name is looked up for real; any that is, is recorded (and not found).
    resolve: async (hostname) => {
      asked.push(hostname);
      return [];
    },
    rerouteForTests: (url) =>
      url.hostname === 'avatars.example'
        ? new URL(`${url.pathname}${url.search}`, fake.url)
        : undefined,
  });
}
const logger = createLogger('silent');

async function refusal(src: string): Promise<HttpError> {
  const error = await proxy.fetchImage(src).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError for ${src}`);
  return error;
}

beforeAll(async () => {
  fake = await startImageHostFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  clock = NOW;
  asked = [];
  proxy = createProxy();
});

describe('linkFor (the signer)', () => {
  it('signs nothing but https on port 443 to a DNS name', () => {
    for (const url of HOSTILE_URLS) expect(proxy.linkFor(url), url).toBeUndefined();
  });

  it('signs an https:443 picture for its use, until a card made from it has expired', () => {
    const avatar = proxy.linkFor('https://avatars.example/profile_images/1/a.jpg');
    expect(avatar).toMatch(
      /^\/api\/proxy-image\?url=https%3A%2F%2Favatars\.example%2F.+&exp=\d+&for=avatar&sig=[\w-]{43}$/,
    );
    // CARD_TTL_DAYS (30) and a day.
    expect(Number(/exp=(\d+)/.exec(avatar ?? '')?.[1]) * 1000).toBe(NOW + 31 * DAY);
    expect(proxy.linkFor('https://avatars.example:443/media/a.gif', 'media')).toMatch(
      /&for=media&sig=/,
    );
    // A listed host needs no signature.
    expect(proxy.linkFor('https://pbs.twimg.com/a.jpg')).toBe('https://pbs.twimg.com/a.jpg');
  });
});

describe('the proxy', () => {
  it('refuses a hostile URL whatever signature it carries, before any connection', async () => {
    const forever = NOW + 365 * DAY;
    const signer = createImageUrlSigner(SECRET);
    for (const url of HOSTILE_URLS) {
      for (const link of [
        formatSignedLink({ url, sig: oldSignature(url) }),
        signer.proxyPath(url, 'avatar', forever),
      ]) {
        const error = await refusal(link);
        expect(error.status, link).toBe(400);
        expect(error.message, link).toMatch(/^This picture link is not valid: .+\.$/);
      }
      // As the route passed an old link before: the URL, and its signature beside it.
      await expect(proxy.openImage(url, undefined, oldSignature(url))).rejects.toMatchObject({
        status: 400,
      });
    }
    expect(asked).toEqual([]);
    expect(fake.calls).toHaveLength(0);
  });

  it('serves a signed https:443 avatar', async () => {
    for (const url of [
      'https://avatars.example/profile_images/1/a.jpg',
      'https://avatars.example:443/profile_images/2/a.jpg',
    ]) {
      const image = await proxy.fetchImage(proxy.linkFor(url) ?? '');
      expect(image.contentType).toBe('image/jpeg');
      expect(Buffer.from(image.body).equals(AVATAR_JPEG)).toBe(true);
    }
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/profile_images/1/a.jpg',
      '/profile_images/2/a.jpg',
    ]);
  });

  it('refuses a link once it has expired, though it served it before', async () => {
    const link = proxy.linkFor('https://avatars.example/profile_images/3/a.jpg') ?? '';
    expect((await proxy.fetchImage(link)).contentType).toBe('image/jpeg');
    clock = NOW + 31 * DAY;
    const error = await refusal(link);
    expect([error.status, error.message]).toEqual([
      400,
      'This picture link is not valid: it has expired.',
    ]);
    expect(fake.calls).toHaveLength(1);
  });

  it('refuses a link given for another use than it was signed for', async () => {
    const link = proxy.linkFor('https://avatars.example/profile_images/4/a.jpg') ?? '';
    expect((await proxy.fetchImage(link)).contentType).toBe('image/jpeg');
    const error = await refusal(link.replace('&for=avatar&', '&for=media&'));
    expect([error.status, error.message]).toEqual([
      400,
      'This picture link is not valid: it was signed for another use.',
    ]);
    expect((await refusal(link.replace(/&exp=\d+/, '&exp=99999999999'))).status).toBe(400);
  });

  it('refuses a redirect off the signed host, or to another port of it', async () => {
    for (const to of ['https://avatars.example:22/a.jpg', 'https://other.example/a.jpg']) {
      const link = proxy.linkFor(`https://avatars.example/redirect?to=${encodeURIComponent(to)}`);
      expect((await refusal(link ?? '')).status).toBe(400);
    }
    // Both were asked for by the fake's redirect, then refused.
    expect(fake.calls.map((call) => call.path)).toEqual(['/redirect', '/redirect']);
  });

  it('serves an old link (the URL alone signed) within today’s rules until LEGACY_LINKS_UNTIL', async () => {
    const url = 'https://avatars.example/profile_images/old.jpg';
    const old = formatSignedLink({ url, sig: oldSignature(url) });
    expect((await proxy.fetchImage(old)).contentType).toBe('image/jpeg');
    clock = LEGACY_LINKS_UNTIL;
    expect((await refusal(old)).message).toBe('This picture link is not valid: it has expired.');
  });

  it('keeps the rules of MASTODON_PRIVATE_HOSTS: their links may be http, any port and address', async () => {
    const withPrivate = createProxy({ MASTODON_PRIVATE_HOSTS: `127.0.0.1:${fake.port}` });
    const link = withPrivate.linkFor(`${fake.url}/profile_images/private.jpg`) ?? '';
    expect(link).toMatch(
      /^\/api\/proxy-image\?url=http%3A%2F%2F127\.0\.0\.1%3A\d+%2F.+&exp=\d+&for=avatar&sig=/,
    );
    expect((await withPrivate.fetchImage(link)).contentType).toBe('image/jpeg');
    // Another port of that host is not the listed instance.
    expect(withPrivate.linkFor('http://127.0.0.1:1/a.jpg')).toBeUndefined();
  });
});
