/**
 * Which post a pasted link names, on X, Bluesky or Mastodon. Only the link is read here; whether
 * a Mastodon instance may be fetched (https, a public DNS name) is the server's decision.
 */
import { isThreadsHost, parsePostUrl } from './parse-post-url.ts';

export const NETWORK_IDS = ['x', 'bluesky', 'mastodon'] as const;
/** A social network whose posts Summary reads and writes threads for. */
export type NetworkId = (typeof NETWORK_IDS)[number];

export const isNetworkId = (value: unknown): value is NetworkId =>
  typeof value === 'string' && (NETWORK_IDS as readonly string[]).includes(value);

/** One post on one network, as its link names it. */
export type PostRef =
  | { network: 'x'; id: string; username?: string }
  /** `actor` is a handle (`bsky.app`) or a DID (`did:plc:…`), as the link has it. */
  | { network: 'bluesky'; actor: string; rkey: string }
  /**
   * `host` as `URL.host` writes it (a port only when the link had one); `scheme` as pasted (the
   * server calls only https, unless the operator listed the instance as private).
   */
  | { network: 'mastodon'; host: string; scheme: 'https' | 'http'; id: string; username?: string };

const MAX_INPUT_LENGTH = 2048;
const BLUESKY_HOSTS = new Set(['bsky.app', 'www.bsky.app']);
/**
 * A domain name of two or more labels of letters, digits and hyphens, the last led by a letter
 * (punycode for the rest): a Bluesky handle, a Mastodon instance.
 */
const DOMAIN_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** Whether `name` is such a domain name (at most 253 characters). */
export const isDomainName = (name: string): boolean => name.length <= 253 && DOMAIN_NAME.test(name);
const DID = /^did:[a-z]+:[A-Za-z0-9._:%-]{1,2000}$/;
/** A record key (AT Protocol): posts use TIDs, but any valid key is a post's key. */
const RKEY = /^[A-Za-z0-9._:~-]{1,512}$/;
const BLUESKY_POST = /^\/profile\/(?<actor>[^/]+)\/post\/(?<rkey>[^/]+)\/?$/;
/** `/@user/123`, `/@user@remote.example/123`, `/users/user/statuses/123`. */
const MASTODON_POST =
  /^\/(?:@(?<user>[A-Za-z0-9_.-]{1,64}(?:@[A-Za-z0-9.-]{1,253})?)|users\/(?<user2>[A-Za-z0-9_.-]{1,64})\/statuses)\/(?<id>\d{1,20})\/?$/;

function toUrl(text: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

/** The Bluesky post a bsky.app link names, or null. */
function readBlueskyPath(pathname: string): PostRef | null {
  const match = BLUESKY_POST.exec(pathname);
  const actor = match?.groups?.actor;
  const rkey = match?.groups?.rkey;
  if (actor === undefined || rkey === undefined) return null;
  const decoded = safeDecode(actor);
  if (decoded === null || !(isDomainName(decoded) || DID.test(decoded))) return null;
  if (!RKEY.test(rkey) || rkey === '.' || rkey === '..') return null;
  return { network: 'bluesky', actor: DID.test(decoded) ? decoded : decoded.toLowerCase(), rkey };
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Whether `host` is bsky.app (or its www twin), where only post links are posts. */
export const isBlueskyHost = (host: string): boolean => BLUESKY_HOSTS.has(host.toLowerCase());

/** The post a pasted link names on any of the three networks, or null when it names none. */
export function readPostUrl(input: string): PostRef | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (text === '' || text.length > MAX_INPUT_LENGTH) return null;
  const x = parsePostUrl(text);
  if (x) return { network: 'x', ...x };
  const url = toUrl(text);
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (url.username !== '' || url.password !== '') return null;
  if (isBlueskyHost(url.hostname)) {
    return url.port === '' ? readBlueskyPath(url.pathname) : null;
  }
  // Threads is no Mastodon instance, whatever its paths look like: it has no public API to call.
  if (isThreadsHost(url.hostname)) return null;
  const match = MASTODON_POST.exec(url.pathname);
  const id = match?.groups?.id;
  if (match === null || id === undefined) return null;
  const user = match.groups?.user ?? match.groups?.user2;
  return {
    network: 'mastodon',
    host: url.host.toLowerCase(),
    scheme: url.protocol === 'http:' ? 'http' : 'https',
    id,
    ...(user !== undefined && { username: user }),
  };
}

/**
 * The key a post is stored and reused under: an X post's id alone (as cards have always been
 * keyed), otherwise the network with the post's own parts.
 */
export function postRefKey(ref: PostRef): string {
  switch (ref.network) {
    case 'x':
      return ref.id;
    case 'bluesky':
      return `bluesky:${ref.actor}/${ref.rkey}`;
    case 'mastodon':
      return `mastodon:${ref.host}/${ref.id}`;
  }
}
