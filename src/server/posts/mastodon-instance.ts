/**
 * Which Mastodon instances a visitor's link may make us call. The host is whatever was pasted, so
 * this is the most dangerous fetch in the product: only https on port 443 to a public DNS name,
 * every address checked when connecting (guarded-request.ts), unless the operator named the
 * instance in MASTODON_PRIVATE_HOSTS (their own network, the demo, the tests).
 */
import { isDomainName } from '#core/index.ts';
import { HttpError } from '../http/errors.ts';
import { isIpLiteral } from '../image-proxy/address-policy.ts';
import { type AllowedHost, findAllowedHost } from '../image-proxy/allowed-hosts.ts';

export interface InstanceTarget {
  /** The instance's origin, `https://host` (or `http://host:port` for a private one). */
  origin: string;
  allowed: AllowedHost;
}

const refuse = (reason: string) =>
  new HttpError(400, `We cannot read posts from that Mastodon address: ${reason}.`);

/**
 * The origin to call for a pasted instance, or a 400 before any connection. `scheme` is the
 * pasted link's; only a private instance may be called over http.
 */
export function checkInstance(
  host: string,
  scheme: 'https' | 'http',
  privateHosts: readonly AllowedHost[],
): InstanceTarget {
  let url: URL;
  try {
    url = new URL(`${scheme}://${host}/`);
  } catch {
    throw refuse('it is not a valid host name');
  }
  const listed = findAllowedHost(url, privateHosts);
  if (listed) return { origin: url.origin, allowed: listed };
  if (url.protocol !== 'https:') throw refuse('only https links can be read');
  if (url.port !== '') throw refuse('only the standard https port (443) can be read');
  const name = url.hostname;
  if (isIpLiteral(name)) throw refuse('an IP address is not an instance name');
  if (name === 'localhost' || name.endsWith('.localhost'))
    throw refuse('that host is this machine');
  if (!name.includes('.')) throw refuse('a single-label name is not a public instance');
  if (!isDomainName(name)) throw refuse('it is not a valid host name');
  return { origin: url.origin, allowed: { host: url.host, httpHost: url.host, loopback: false } };
}
