/** Reads the post id (and handle) out of whatever X link a person pastes, and nothing else. */

/** One X post: its snowflake id as a string (it does not fit a JS number) and the handle if known. */
export type PostUrl = { id: string; username?: string };

const MAX_INPUT_LENGTH = 2048;

/** X itself and the subdomains people copy links from. */
const X_HOSTS = ['x.com', 'twitter.com'].flatMap((domain) =>
  ['', 'www.', 'mobile.', 'm.'].map((prefix) => `${prefix}${domain}`),
);
/** The well-known embed-fixing mirrors: same paths, same ids. */
const MIRROR_DOMAINS = ['fxtwitter.com', 'vxtwitter.com', 'fixupx.com', 'fixvx.com', 'twittpr.com'];
const MIRROR_HOSTS = MIRROR_DOMAINS.flatMap((domain) =>
  ['', 'www.', 'd.', 'g.', 't.', 'm.', 'api.'].map((prefix) => `${prefix}${domain}`),
);
const X_HOST_SET = new Set(X_HOSTS);
const MIRROR_HOST_SET = new Set(MIRROR_HOSTS);

/** Every host parsePostUrl accepts, for callers and tests that need to name them. */
export const POST_URL_HOSTS: readonly string[] = [...X_HOSTS, ...MIRROR_HOSTS];

const POST_PATH =
  /^\/(?:i\/web\/status|i\/status|statuses|(?<handle>[^/]{1,50})\/status(?:es)?)\/(?<id>\d{1,20})(?<tail>\/.*)?$/i;
/** What may follow the id: a media viewer, a side page, or nothing (a trailing slash). */
const X_TAIL = /^(?:\/(?:photo|video)\/[1-4]|\/(?:analytics|quotes|retweets|likes|history))?\/?$/i;
/** Mirrors also take a language suffix; their ".mp4"/".jpg" suffix is handled on the id. */
const MIRROR_TAIL =
  /^(?:\/(?:photo|video)\/[1-4]|\/(?:analytics|quotes|retweets|likes|history)|\/[a-z]{2})?\/?$/i;
const MIRROR_ID_SUFFIX = /^(\d{1,20})\.[a-z][a-z0-9]{1,4}$/i;
const HANDLE = /^[A-Za-z0-9_]{1,15}$/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const toUrl = (text: string): URL | null => {
  const withScheme = text.startsWith('//')
    ? `https:${text}`
    : HAS_SCHEME.test(text)
      ? text
      : `https://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
};

/** Mirrors glue a media extension to the id ("/status/123.mp4"); X never does. */
const splitMirrorSuffix = (pathname: string): string =>
  pathname.replace(/\/(\d{1,20}\.[a-z][a-z0-9]{1,4})(?=\/|$)/i, (segment, idWithSuffix: string) => {
    const id = MIRROR_ID_SUFFIX.exec(idWithSuffix)?.[1];
    return id === undefined ? segment : `/${id}`;
  });

/** The post a pasted X (or mirror) link points to, or null when it is not exactly such a link. */
export function parsePostUrl(input: string): PostUrl | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (text === '' || text.length > MAX_INPUT_LENGTH) return null;
  const url = toUrl(text);
  if (url === null) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // Userinfo and ports are how look-alike links hide their real destination.
  if (url.username !== '' || url.password !== '' || url.port !== '') return null;
  const host = url.hostname.toLowerCase();
  const isMirror = MIRROR_HOST_SET.has(host);
  if (!isMirror && !X_HOST_SET.has(host)) return null;

  const pathname = isMirror ? splitMirrorSuffix(url.pathname) : url.pathname;
  const match = POST_PATH.exec(pathname);
  const id = match?.groups?.id;
  if (match === null || id === undefined) return null;
  const tail = match.groups?.tail ?? '';
  if (!(isMirror ? MIRROR_TAIL : X_TAIL).test(tail)) return null;

  const handle = match.groups?.handle;
  return handle !== undefined && HANDLE.test(handle) && handle.toLowerCase() !== 'i'
    ? { id, username: handle }
    : { id };
}

/** What a person reads for a Threads post link: why it cannot be read, and what to do instead. */
export const THREADS_POST_MESSAGE =
  "Threads posts can't be read here: Threads offers no public way to read them. Paste the post's text instead.";

/** Threads answers on both of its domains, with or without `www.`. */
const THREADS_HOSTS = new Set(
  ['threads.net', 'threads.com'].flatMap((domain) => [domain, `www.${domain}`]),
);
/** `/@user/post/<code>`, as Threads' Share button copies it (a trailing slash allowed). */
const THREADS_POST_PATH = /^\/@[A-Za-z0-9._]{1,64}\/post\/[A-Za-z0-9_-]{1,64}\/?$/;

/** Whether `host` is one of Threads' own hosts. */
export const isThreadsHost = (host: string): boolean => THREADS_HOSTS.has(host.toLowerCase());

/**
 * Whether `text` is the link of a Threads post (threads.net or threads.com). Threads has no
 * public API, so such a link is answered with THREADS_POST_MESSAGE rather than "not a post".
 */
export function isThreadsPostUrl(text: string): boolean {
  if (typeof text !== 'string') return false;
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > MAX_INPUT_LENGTH) return false;
  const url = toUrl(trimmed);
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  if (url.username !== '' || url.password !== '' || url.port !== '') return false;
  return isThreadsHost(url.hostname) && THREADS_POST_PATH.test(url.pathname);
}
