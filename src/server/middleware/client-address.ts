/** Works out which client a request counts against, trusting X-Forwarded-For only as far as told. */
import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';
import { LRUCache } from 'lru-cache';

/** Parses an address as written in a socket or an X-Forwarded-For entry (`[v6]:port`, `v4:port`). */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  let value = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  // Zone ids (fe80::1%eth0) name the local interface, not the client.
  value = value.replace(/%.*$/, '');
  if (!ipaddr.isValid(value)) return undefined;
  // process() turns ::ffff:1.2.3.4 into 1.2.3.4, so an IPv4 client has one key in both forms.
  return ipaddr.process(value);
}

/**
 * The client's address: the socket's, or with `trustedHops` = N > 0 the entry N places from the
 * right of X-Forwarded-For (the one our N-th proxy appended; entries left of it are the client's
 * own words). A header too short for N, or a bad entry there, falls back to the socket.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  const socket = socketAddress ?? 'unknown';
  if (trustedHops <= 0 || !forwardedFor) return socket;
  const entries = forwardedFor.split(',').map((entry) => entry.trim());
  const entry = entries[entries.length - trustedHops];
  if (entries.length < trustedHops || entry === undefined) return socket;
  return parseAddress(entry) ? entry : socket;
}

/**
 * The rate-limit key of an address: IPv4 as dotted quad (mapped forms unwrapped), IPv6 by its
 * /64 prefix because one subscriber usually holds a whole /64.
 */
export function clientKey(address: string): string {
  let key = knownKeys.get(address);
  if (key === undefined) {
    key = keyOf(address);
    knownKeys.set(address, key);
  }
  return key;
}

/** Keys of recent addresses: a client sends many requests, and parsing its address is not free. */
const knownKeys = new LRUCache<string, string>({ max: 10_000 });

function keyOf(address: string): string {
  const parsed = parseAddress(address);
  if (!parsed) return address.trim().toLowerCase() || 'unknown';
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}

/**
 * The rate-limit key of a raw Node request, for the answer cache that answers before the app. The
 * socket's key is kept per connection: it cannot change, and parsing it is most of the work.
 */
const socketKeys = new WeakMap<object, string>();

export function requestClientKey(request: IncomingMessage, trustedHops: number): string {
  const forwardedFor = trustedHops > 0 ? request.headers['x-forwarded-for'] : undefined;
  if (typeof forwardedFor === 'string') {
    return clientKey(clientAddress(request.socket.remoteAddress, forwardedFor, trustedHops));
  }
  let key = socketKeys.get(request.socket);
  if (key === undefined) {
    key = clientKey(request.socket.remoteAddress ?? 'unknown');
    socketKeys.set(request.socket, key);
  }
  return key;
}
