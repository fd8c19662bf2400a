/**
 * Decides whether the proxy may connect to an IP address: only global unicast, or loopback for a
 * host the operator listed explicitly. One parser (ipaddr.js) reads every spelling.
 */
import ipaddr from 'ipaddr.js';

export type AddressVerdict =
  | { kind: 'public' }
  | { kind: 'loopback' }
  | { kind: 'refused'; range: string };

/** IPv6 global unicast lives in 2000::/3; everything outside it is special. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
/** The old IPv4-compatible form ::a.b.c.d, which ipaddr.js names plain unicast. */
const IPV4_COMPATIBLE_V6 = ipaddr.parseCIDR('::/96');

/** Strips the brackets of a URL's IPv6 hostname. */
export const unbracket = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

/** Whether `host` (a hostname or a URL's bracketed IPv6) is an IP literal rather than a name. */
export const isIpLiteral = (host: string) => ipaddr.isValid(unbracket(host));

/**
 * The WHATWG URL form of an address, the one sockets get. ipaddr.js alone reads `::0.0.0.1` as
 * IPv4-mapped where URL reads `::1`; running every input through URL first removes such differentials.
 */
function canonicalAddress(text: string): string | undefined {
  const value = unbracket(text.trim());
  if (value === '' || /[^0-9a-fA-FxX.:]/.test(value)) return undefined;
  try {
    return unbracket(new URL(`http://${value.includes(':') ? `[${value}]` : value}/`).hostname);
  } catch {
    return undefined;
  }
}

/** Classifies an address; anything that does not parse is refused. */
export function classifyAddress(text: string): AddressVerdict {
  const value = canonicalAddress(text);
  if (value === undefined || !ipaddr.isValid(value)) {
    return { kind: 'refused', range: 'not an IP address' };
  }
  const address = ipaddr.parse(value);
  if (address.kind() === 'ipv4') {
    const range = address.range();
    if (range === 'loopback') return { kind: 'loopback' };
    return range === 'unicast' ? { kind: 'public' } : { kind: 'refused', range };
  }
  const v6 = address as ipaddr.IPv6;
  // Mapped, NAT64, 6to4 and Teredo addresses embed an IPv4 one; refusing them outright means no
  // unwrapping rule can be got wrong.
  const range = v6.range();
  if (range === 'loopback') return { kind: 'loopback' };
  if (range !== 'unicast') return { kind: 'refused', range };
  if (v6.match(IPV4_COMPATIBLE_V6)) return { kind: 'refused', range: 'ipv4Compatible' };
  if (!v6.match(GLOBAL_UNICAST_V6)) return { kind: 'refused', range: 'notGlobalUnicast' };
  return { kind: 'public' };
}

/**
 * Whether we may connect to `address` for a host that is (or is not) a listed loopback host. A host
 * the operator named as private (MASTODON_PRIVATE_HOSTS) may be on any address that parses.
 */
export function isAddressAllowed(
  address: string,
  loopbackAllowed: boolean,
  privateAllowed = false,
): boolean {
  const verdict = classifyAddress(address);
  if (privateAllowed) return verdict.kind !== 'refused' || verdict.range !== 'not an IP address';
  return verdict.kind === 'public' || (verdict.kind === 'loopback' && loopbackAllowed);
}
