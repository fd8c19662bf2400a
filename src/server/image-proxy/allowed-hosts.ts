/** The image hosts the proxy may fetch (IMAGE_PROXY_HOSTS), compared exactly after URL parsing. */
import { classifyAddress, isIpLiteral, unbracket } from './address-policy.ts';

export interface AllowedHost {
  /** As `URL.host` writes it for https (default port dropped, lower case, IPv6 in brackets). */
  host: string;
  /** As `URL.host` writes it for http. */
  httpHost: string;
  /** `localhost` or a loopback literal: may be fetched over http and connect to loopback. */
  loopback: boolean;
  /** Named by the operator as on their own network (MASTODON_PRIVATE_HOSTS): any address, http. */
  privateNetwork?: boolean;
}

/** Whether a listed host name is the machine itself. */
function isLoopbackName(hostname: string): boolean {
  if (hostname === 'localhost') return true;
  return isIpLiteral(hostname) && classifyAddress(unbracket(hostname)).kind === 'loopback';
}

/** Parses IMAGE_PROXY_HOSTS entries (host or host:port); entries that do not parse are dropped. */
export function parseAllowedHosts(entries: readonly string[]): AllowedHost[] {
  const hosts: AllowedHost[] = [];
  for (const entry of entries) {
    try {
      const https = new URL(`https://${entry}`);
      const http = new URL(`http://${entry}`);
      hosts.push({
        host: https.host,
        httpHost: http.host,
        loopback: isLoopbackName(https.hostname),
      });
    } catch {
      // config.ts validated the shape already; an entry URL still rejects cannot match anything.
    }
  }
  return hosts;
}

/**
 * MASTODON_PRIVATE_HOSTS read: the operator's own instances, each allowed http, any port and any
 * address. The one reading of it, for the Mastodon source and for the image proxy alike.
 */
export function parsePrivateHosts(entries: readonly string[]): AllowedHost[] {
  return parseAllowedHosts(entries).map((host) => ({ ...host, privateNetwork: true }));
}

/** The listed host a parsed URL points at, or undefined. */
export function findAllowedHost(url: URL, hosts: readonly AllowedHost[]): AllowedHost | undefined {
  const key = url.host;
  return hosts.find((entry) => (url.protocol === 'http:' ? entry.httpHost : entry.host) === key);
}

/** The CSP sources of the listed hosts: https://host, plus http://host for loopback ones. */
export function imageHostSources(entries: readonly string[]): string[] {
  return parseAllowedHosts(entries).flatMap((entry) =>
    entry.loopback
      ? [`https://${entry.host}`, `http://${entry.httpHost}`]
      : [`https://${entry.host}`],
  );
}
