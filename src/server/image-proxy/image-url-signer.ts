/**
 * Signed proxy links, as go-camo signs its URLs: a Mastodon avatar lives on whatever instance was
 * pasted, so the server, having read that instance itself, hands out
 * `/api/proxy-image?url=<picture>&sig=<HMAC>`; the proxy then fetches that one URL (still only on
 * public addresses) although its host is not on IMAGE_PROXY_HOSTS. Nobody else can mint one.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../logger.ts';

export const PROXY_IMAGE_PATH = '/api/proxy-image';
const SECRET_FILE = 'image-proxy-secret';

export interface ImageUrlSigner {
  /** The signature of `url` (base64url HMAC-SHA256). */
  sign(url: string): string;
  /** Whether `signature` is `url`'s, compared in constant time. */
  verify(url: string, signature: string): boolean;
  /** Our same-origin link to the picture at `url`, signed. */
  proxyPath(url: string): string;
}

export function createImageUrlSigner(secret: string): ImageUrlSigner {
  const sign = (url: string) => createHmac('sha256', secret).update(url).digest('base64url');
  return {
    sign,
    verify(url, signature) {
      const expected = Buffer.from(sign(url));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    proxyPath: (url) => `${PROXY_IMAGE_PATH}?url=${encodeURIComponent(url)}&sig=${sign(url)}`,
  };
}

/**
 * IMAGE_PROXY_SECRET when set; else one generated once and kept in DATA_DIR, so links signed
 * before a restart still work. Several instances must share IMAGE_PROXY_SECRET (README).
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

/** The picture URL of one of our signed proxy links (`/api/proxy-image?url=&sig=`), if `src` is one. */
export function readSignedProxyPath(src: string): { url: string; sig: string } | undefined {
  if (!src.startsWith(`${PROXY_IMAGE_PATH}?`)) return undefined;
  const params = new URLSearchParams(src.slice(PROXY_IMAGE_PATH.length + 1));
  const url = params.get('url');
  const sig = params.get('sig');
  return url && sig ? { url, sig } : undefined;
}
