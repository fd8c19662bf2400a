/**
 * Signed proxy links, as go-camo signs its URLs: a Mastodon avatar lives on whatever instance was
 * pasted, so the server, having read that instance itself, hands out
 * `/api/proxy-image?url=<picture>&exp=<seconds>&for=<avatar|media>&sig=<HMAC>`; the proxy then
 * fetches that one URL (still only on public addresses) although its host is not on
 * IMAGE_PROXY_HOSTS. Nobody else can mint one.
 *
 * Issue 30: whoever runs an instance chooses the avatar URL we sign, so only what a picture host
 * looks like is ever signed (https, port 443, a DNS name; `signingRefusal`), and the signature
 * covers the use and an expiry as well as the URL. The proxy checks all of it again on every
 * request, whatever the signature says. An operator's own instances (MASTODON_PRIVATE_HOSTS) keep
 * their rules: any scheme, port and address on that listed host.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDomainName } from '#core/index.ts';
import type { Logger } from '../logging/logger.ts';
import { isIpLiteral } from './address-policy.ts';
import { type AllowedHost, findAllowedHost } from './allowed-hosts.ts';

export const PROXY_IMAGE_PATH = '/api/proxy-image';
const SECRET_FILE = 'image-proxy-secret';

/** What a signed picture is for; a link signed for one use is refused for the other. */
export const IMAGE_PURPOSES = ['avatar', 'media'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];
const isImagePurpose = (value: string): value is ImagePurpose =>
  (IMAGE_PURPOSES as readonly string[]).includes(value);

/**
 * Links signed before issue 30 (`?url=&sig=`, the URL alone signed) carry no expiry. They live
 * only in cards stored before then, which CARD_TTL_DAYS (30 by default) ends; they are served,
 * under today's URL rules, until this date (that lifetime and a margin past the change), then
 * refused like any expired link (a card draws the default picture in their place).
 */
export const LEGACY_LINKS_UNTIL = Date.UTC(2027, 0, 31);

/** Names that are never a public picture host, whatever DNS says. */
const LOCAL_SUFFIXES = ['.localhost', '.localdomain', '.local', '.internal', '.home.arpa'];

/**
 * Why `url` may not be signed (nor fetched on a signature), or undefined when it may: https on
 * port 443 to a public DNS name, no credentials; or any URL on a listed private instance.
 */
export function signingRefusal(
  url: URL,
  privateHosts: readonly AllowedHost[] = [],
): string | undefined {
  if (url.username !== '' || url.password !== '') return 'it contains credentials';
  if (findAllowedHost(url, privateHosts)) return undefined;
  if (url.protocol !== 'https:') return 'a signed picture link must be https';
  // URL drops the default port, so an explicit :443 reads as '' too.
  if (url.port !== '') return 'a signed picture link must use port 443';
  const name = url.hostname.toLowerCase();
  if (isIpLiteral(name)) return 'a signed picture link must name a host, not an IP address';
  if (name === 'localhost' || LOCAL_SUFFIXES.some((suffix) => name.endsWith(suffix)))
    return 'a signed picture link must name a public host';
  if (!isDomainName(name)) return 'a signed picture link must name a public DNS host';
  return undefined;
}

/** The parts of one of our signed links, as the link carries them (nothing checked yet). */
export interface SignedImageLink {
  url: string;
  sig: string;
  /** Seconds since 1970 (UTC); absent on a link signed before issue 30. */
  exp?: string;
  /** `avatar` or `media`; absent on a link signed before issue 30. */
  purpose?: string;
}

/** A link's signature checked: the use it was signed for (undefined for an old link), or why not. */
export type LinkCheck =
  | { ok: true; purpose: ImagePurpose | undefined }
  | { ok: false; reason: string };

export interface ImageUrlSigner {
  /**
   * Our same-origin link to the picture at `url` for `purpose`, good until `expiresAt` (ms since
   * 1970). The URL is not checked here: the image proxy signs only what `signingRefusal` allows.
   */
  proxyPath(url: string, purpose: ImagePurpose, expiresAt: number): string;
  /** Whether the link's signature covers its URL, use and expiry, and whether it is still good. */
  check(link: SignedImageLink, now: number): LinkCheck;
}

/** `exp` as a link carries it: whole seconds, no sign, no exponent, no leading zero. */
const EXPIRY = /^[1-9]\d{0,11}$/;

export function createImageUrlSigner(secret: string): ImageUrlSigner {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  // `v2` keeps the two forms apart: an old signature (of a URL alone) never matches a new payload.
  const payloadOf = (url: string, purpose: string, exp: string) => `v2\n${purpose}\n${exp}\n${url}`;
  const same = (given: string, expected: string) => {
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  };
  return {
    proxyPath(url, purpose, expiresAt) {
      const exp = String(Math.ceil(expiresAt / 1000));
      return formatSignedLink({ url, exp, purpose, sig: mac(payloadOf(url, purpose, exp)) });
    },
    check({ url, sig, exp, purpose }, now) {
      if (exp === undefined && purpose === undefined) {
        if (!same(sig, mac(url))) return { ok: false, reason: 'its signature does not match' };
        if (now >= LEGACY_LINKS_UNTIL) return { ok: false, reason: 'it has expired' };
        return { ok: true, purpose: undefined };
      }
      if (exp === undefined || purpose === undefined)
        return { ok: false, reason: 'it needs both exp and for' };
      if (!EXPIRY.test(exp)) return { ok: false, reason: 'its expiry is not a time' };
      if (!isImagePurpose(purpose)) {
        return { ok: false, reason: `it names an unknown use (${IMAGE_PURPOSES.join(' or ')})` };
      }
      if (!same(sig, mac(payloadOf(url, purpose, exp)))) {
        // Signed as it is but for the other use: say so, it is the likelier mistake.
        const other = IMAGE_PURPOSES.some(
          (use) => use !== purpose && same(sig, mac(payloadOf(url, use, exp))),
        );
        return {
          ok: false,
          reason: other ? 'it was signed for another use' : 'its signature does not match',
        };
      }
      if (now >= Number(exp) * 1000) return { ok: false, reason: 'it has expired' };
      return { ok: true, purpose };
    },
  };
}

/** A signed link's text; `sig` comes last. */
export function formatSignedLink({ url, sig, exp, purpose }: SignedImageLink): string {
  const params = new URLSearchParams({ url });
  if (exp !== undefined) params.set('exp', exp);
  if (purpose !== undefined) params.set('for', purpose);
  params.set('sig', sig);
  // encodeURIComponent, as links have always been written (URLSearchParams would write `+`).
  return `${PROXY_IMAGE_PATH}?${[...params].map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

/**
 * IMAGE_PROXY_SECRET when set; else one generated once and kept in DATA_DIR, so links signed
 * before a restart still work. Several instances must share IMAGE_PROXY_SECRET (docs/deploying.md).
 */
export function loadImageProxySecret(
  configured: string | undefined,
  dataDir: string,
  logger: Logger,
): string {
  if (configured) return configured;
  const file = join(dataDir, SECRET_FILE);
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // None yet: made below.
  }
  const secret = randomBytes(32).toString('base64url');
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'w' });
  } catch (error) {
    logger.warn(
      { reason: (error as Error).message },
      'IMAGE_PROXY_SECRET is not set and DATA_DIR cannot keep one: signed picture links last until restart',
    );
  }
  return secret;
}

/**
 * The parts of one of our signed proxy links (`/api/proxy-image?url=&exp=&for=&sig=`, or the old
 * `?url=&sig=`), if `src` is one. A parameter given twice makes it none.
 */
export function readSignedProxyPath(src: string): SignedImageLink | undefined {
  if (!src.startsWith(`${PROXY_IMAGE_PATH}?`)) return undefined;
  const params = new URLSearchParams(src.slice(PROXY_IMAGE_PATH.length + 1));
  const one = (name: string) => {
    const values = params.getAll(name);
    return values.length === 1 ? values[0] : values.length === 0 ? undefined : null;
  };
  const [url, sig, exp, purpose] = [one('url'), one('sig'), one('exp'), one('for')];
  if (!url || !sig || exp === null || purpose === null) return undefined;
  return {
    url,
    sig,
    ...(exp !== undefined && { exp }),
    ...(purpose !== undefined && { purpose }),
  };
}
