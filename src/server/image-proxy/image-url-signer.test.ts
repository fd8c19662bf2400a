/** Issue 30: what may be signed, and what a signature covers (URL, use, expiry). */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseAllowedHosts } from './allowed-hosts.ts';
import {
  createImageUrlSigner,
  formatSignedLink,
  LEGACY_LINKS_UNTIL,
  readSignedProxyPath,
  signingRefusal,
} from './image-url-signer.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const signer = createImageUrlSigner(SECRET);
const NOW = Date.UTC(2026, 10, 25);
const DAY = 24 * 3_600_000;
/** The signature links carried before issue 30: the URL alone. */
const oldSignature = (url: string) => createHmac('sha256', SECRET).update(url).digest('base64url');

describe('signingRefusal', () => {
  it('refuses anything but https on port 443 to a public DNS name', () => {
    for (const url of [
      'https://93.184.216.34/a.jpg',
      'https://[2606:4700::1111]/a.jpg',
      'https://2130706433/a.jpg',
      'https://mastodon.example:22/a.jpg',
      'https://mastodon.example:6379/a.jpg',
      'https://mastodon.example:8443/a.jpg',
      'http://mastodon.example/a.jpg',
      'https://localhost/a.jpg',
      'https://images.localhost/a.jpg',
      'https://intranet/a.jpg',
      'https://router.local/a.jpg',
      'https://metadata.internal/a.jpg',
      'https://mastodon.example./a.jpg',
      'https://user:pass@mastodon.example/a.jpg',
    ]) {
      expect(signingRefusal(new URL(url)), url).toBeDefined();
    }
  });

  it('allows an https name on the default port, written or not', () => {
    expect(signingRefusal(new URL('https://files.mastodon.example/a.jpg'))).toBeUndefined();
    expect(signingRefusal(new URL('https://files.mastodon.example:443/a.jpg'))).toBeUndefined();
    expect(signingRefusal(new URL('https://münchen.example/a.jpg'))).toBeUndefined();
  });

  it('keeps the rules of a listed private instance: any scheme, port and address on that host', () => {
    const privateHosts = parseAllowedHosts(['10.0.0.7:3000']).map((host) => ({
      ...host,
      privateNetwork: true,
    }));
    expect(signingRefusal(new URL('http://10.0.0.7:3000/a.jpg'), privateHosts)).toBeUndefined();
    expect(signingRefusal(new URL('http://10.0.0.7:3001/a.jpg'), privateHosts)).toBeDefined();
  });
});

describe('createImageUrlSigner', () => {
  const url = 'https://files.mastodon.example/accounts/avatars/1.png';
  const linkFor = (purpose: 'avatar' | 'media', expiresAt = NOW + DAY) => {
    const link = readSignedProxyPath(signer.proxyPath(url, purpose, expiresAt));
    if (!link) throw new Error('not a signed link');
    return link;
  };

  it('writes url, exp, for and sig (last), and reads them back', () => {
    const path = signer.proxyPath(url, 'avatar', NOW + DAY);
    expect(path).toMatch(
      /^\/api\/proxy-image\?url=https%3A%2F%2Ffiles\.mastodon\.example%2F.+&exp=\d+&for=avatar&sig=[\w-]{43}$/,
    );
    expect(readSignedProxyPath(path)).toEqual({
      url,
      exp: String((NOW + DAY) / 1000),
      purpose: 'avatar',
      sig: expect.any(String),
    });
    expect(formatSignedLink(linkFor('avatar'))).toBe(path);
  });

  it('accepts its own link until it expires, then refuses it', () => {
    const link = linkFor('media');
    expect(signer.check(link, NOW)).toEqual({ ok: true, purpose: 'media' });
    expect(signer.check(link, NOW + DAY)).toEqual({ ok: false, reason: 'it has expired' });
  });

  it('refuses a link whose use, expiry or URL was changed', () => {
    const link = linkFor('avatar');
    expect(signer.check({ ...link, purpose: 'media' }, NOW)).toEqual({
      ok: false,
      reason: 'it was signed for another use',
    });
    expect(signer.check({ ...link, purpose: 'banner' }, NOW)).toMatchObject({ ok: false });
    const later = String(Number(link.exp) + 3_600);
    expect(signer.check({ ...link, exp: later }, NOW)).toEqual({
      ok: false,
      reason: 'its signature does not match',
    });
    expect(signer.check({ ...link, url: `${url}?x` }, NOW)).toMatchObject({ ok: false });
    expect(signer.check({ url, sig: link.sig }, NOW)).toMatchObject({ ok: false });
    expect(signer.check({ ...link, exp: undefined }, NOW)).toMatchObject({ ok: false });
    expect(createImageUrlSigner('another-secret').check(link, NOW)).toMatchObject({ ok: false });
  });

  it('takes an old link (the URL alone signed) until LEGACY_LINKS_UNTIL, for no use in particular', () => {
    const old = { url, sig: oldSignature(url) };
    expect(signer.check(old, NOW)).toEqual({ ok: true, purpose: undefined });
    expect(signer.check(old, LEGACY_LINKS_UNTIL)).toEqual({ ok: false, reason: 'it has expired' });
    // An old signature is never a new one, whatever exp and for are added to it.
    const exp = String((NOW + DAY) / 1000);
    expect(signer.check({ ...old, exp, purpose: 'avatar' }, NOW)).toMatchObject({ ok: false });
  });

  it('reads no link from a parameter given twice or a missing url or sig', () => {
    expect(readSignedProxyPath('/api/proxy-image?url=a&sig=b&sig=c')).toBeUndefined();
    expect(readSignedProxyPath('/api/proxy-image?url=a&exp=1&exp=2&sig=c')).toBeUndefined();
    expect(readSignedProxyPath('/api/proxy-image?url=a')).toBeUndefined();
    expect(readSignedProxyPath('/elsewhere?url=a&sig=b')).toBeUndefined();
  });
});
