/** Checks an image URL before any outbound call, as go-camo's checkURL does: scheme, host list, credentials. */
import { HttpError } from '../http/errors.ts';
import { classifyAddress, isIpLiteral } from './address-policy.ts';
import { type AllowedHost, findAllowedHost } from './allowed-hosts.ts';

/** Longer URLs are not image links; the cap also bounds the work done on hostile input. */
export const MAX_URL_LENGTH = 2048;

export interface CheckedUrl {
  url: URL;
  allowed: AllowedHost;
}

const refuse = (reason: string) => new HttpError(400, `This image URL is not allowed: ${reason}.`);

/** Returns the parsed URL and its listed host, or throws HttpError 400 saying why it is refused. */
export function checkImageUrl(
  raw: string,
  hosts: readonly AllowedHost[],
  /** A host a signed link allows for this one URL (image-url-signer.ts). */
  signedHost?: AllowedHost,
): CheckedUrl {
  if (raw.length === 0) throw refuse('it is empty');
  if (raw.length > MAX_URL_LENGTH) throw refuse(`it is longer than ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    // No base URL: relative and protocol-relative (`//host/x`) forms do not parse.
    url = new URL(raw);
  } catch {
    throw refuse('it is not a valid absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw refuse('only https images can be fetched');
  }
  if (url.username !== '' || url.password !== '') throw refuse('it contains credentials');
  const allowed = findAllowedHost(url, signedHost ? [signedHost, ...hosts] : hosts);
  if (!allowed) throw refuse(`the host ${url.host || '(none)'} is not on the list of image hosts`);
  if (url.protocol === 'http:' && !allowed.loopback && !allowed.privateNetwork)
    throw refuse('only https images can be fetched');
  // A literal is never looked up, so its address is checked here as well as at connect time.
  if (isIpLiteral(url.hostname)) {
    const verdict = classifyAddress(url.hostname);
    const ok =
      verdict.kind === 'public' ||
      (verdict.kind === 'loopback' && allowed.loopback) ||
      allowed.privateNetwork === true;
    if (!ok) {
      throw refuse('the address is private or reserved');
    }
  }
  return { url, allowed };
}
