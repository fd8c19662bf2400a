/**
 * A source's avatar URL is untrusted input that our API hands on: only an https picture on one of
 * the image proxy's hosts (IMAGE_PROXY_HOSTS) goes out, anything else becomes X's default avatar.
 */
import { type AllowedHost, findAllowedHost } from '../image-proxy/allowed-hosts.ts';
import { DEFAULT_AVATAR_URL } from './post-source.ts';

/** Longer is no avatar URL X would send; the cap bounds the work on hostile input. */
const MAX_AVATAR_URL_LENGTH = 2048;

/**
 * `url` when it is an https URL on an allowed image host without credentials, else the default.
 * Plain http is accepted only for a loopback host on the list, which is what the image proxy
 * itself fetches (the test fakes); a public host must be https.
 */
export function safeProfileImage(url: string, hosts: readonly AllowedHost[]): string {
  if (url === DEFAULT_AVATAR_URL || url.length > MAX_AVATAR_URL_LENGTH) return DEFAULT_AVATAR_URL;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return DEFAULT_AVATAR_URL;
  }
  if (parsed.username !== '' || parsed.password !== '') return DEFAULT_AVATAR_URL;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return DEFAULT_AVATAR_URL;
  const allowed = findAllowedHost(parsed, hosts);
  if (!allowed) return DEFAULT_AVATAR_URL;
  if (parsed.protocol === 'http:' && !allowed.loopback) return DEFAULT_AVATAR_URL;
  return parsed.href;
}
