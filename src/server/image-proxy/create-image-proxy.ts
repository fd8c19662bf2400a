/**
 * The image proxy, done as go-camo does it: listed hosts only, every address checked when the socket
 * connects, redirects re-checked, a byte cap while streaming, types by magic bytes, one deadline.
 * The body is streamed to the client, never held whole (issue 12: 500 concurrent 5 MB pictures
 * once took the server to 2 GB); at most IMAGE_PROXY_MAX_CONCURRENCY fetches run at once, and
 * small recent pictures are answered from memory.
 */
import type { Config } from '../config/index.ts';
import { HttpError } from '../http/errors.ts';
import { createSlotPool, SlotsBusyError } from '../limits/slot-pool.ts';
import type { Logger } from '../logging/logger.ts';
import type { ImageProxy, ImageStream } from '../services.ts';
import { isIpLiteral } from './address-policy.ts';
import {
  type AllowedHost,
  findAllowedHost,
  parseAllowedHosts,
  parsePrivateHosts,
} from './allowed-hosts.ts';
import { type CheckedUrl, checkImageUrl } from './check-image-url.ts';
import { detectImageType } from './detect-image-type.ts';
import {
  AddressRefusedError,
  defaultResolve,
  REDIRECT_STATUSES,
  type Resolver,
  requestOnce,
} from './guarded-request.ts';
import {
  bodyStream,
  ClientGoneError,
  type OpenedImage,
  readAll,
  readHead,
  tooLarge,
} from './image-body.ts';
import { createImageCache, type ImageCache, MAX_CACHED_IMAGE_BYTES } from './image-cache.ts';
import {
  type ImagePurpose,
  type ImageUrlSigner,
  readSignedProxyPath,
  type SignedImageLink,
  signingRefusal,
} from './image-url-signer.ts';

export type { ResolvedAddress, Resolver } from './guarded-request.ts';

export const IMAGE_DEADLINE_MS = 10_000;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_REDIRECTS = 3;
/** How long a request waits for one of the IMAGE_PROXY_MAX_CONCURRENCY slots before a 503. */
export const IMAGE_QUEUE_WAIT_MS = 2_000;
/** The Retry-After of that 503: a slot frees up as soon as one picture is through. */
export const BUSY_RETRY_SECONDS = 2;
const DAY_MS = 24 * 3_600_000;

export interface ImageProxyOptions {
  /** Total time for the whole fetch, redirects and body included. */
  deadlineMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  resolve?: Resolver;
  /** Upstream fetches at once; config.imageProxy.maxConcurrency by default. */
  maxConcurrency?: number;
  queueWaitMs?: number;
  /** Requests allowed to wait for a slot; 4 per slot by default. Past it: 503 at once. */
  maxWaiting?: number;
  cache?: ImageCache;
  /** Pictures up to this size are kept in the cache. */
  maxCachedBytes?: number;
  /** Signs and checks links to pictures off the host list (Mastodon avatars). */
  signer?: ImageUrlSigner;
  /**
   * How long a signed link is good for: by default a stored card's lifetime (CARD_TTL_DAYS) and a
   * day, since the link goes into the card made from the post up to ten minutes after it is signed.
   */
  linkLifetimeMs?: number;
  /** The clock signed links are made and checked by (tests). */
  now?: () => number;
  /**
   * Tests only, never set from configuration: where a request is really sent once its URL passed
   * every check as written (an `https://name/` link sent to a fake on `http://127.0.0.1:port`).
   */
  rerouteForTests?: (url: URL) => URL | undefined;
}

/** Only the headers we choose go upstream: never the client's cookies, auth or addresses. */

/** Turns any failure into the answer a person gets. */
function toHttpError(error: unknown, aborted: boolean): HttpError {
  if (error instanceof HttpError) return error;
  if (aborted) return new HttpError(504, 'The image host took too long to answer.');
  if (error instanceof AddressRefusedError) {
    return new HttpError(400, 'This image URL is not allowed: the address is private or reserved.');
  }
  return new HttpError(502, 'The image host could not be reached.');
}

export const BUSY_MESSAGE =
  'Too many pictures are being fetched right now. Please try again in a moment.';

/** The proxy, whose links can name their use (services.ts's `linkFor` signs for `avatar`). */
export interface SigningImageProxy extends ImageProxy {
  linkFor(url: string, purpose?: ImagePurpose): string | undefined;
}

/** Creates the proxy for the hosts of `config.imageProxy.hosts`. */
export function createImageProxy(
  config: Config,
  logger: Logger,
  options: ImageProxyOptions = {},
): SigningImageProxy {
  const hosts = parseAllowedHosts(config.imageProxy.hosts);
  const deadlineMs = options.deadlineMs ?? IMAGE_DEADLINE_MS;
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const resolve = options.resolve ?? defaultResolve;
  const size = options.maxConcurrency ?? config.imageProxy.maxConcurrency;
  const slots = createSlotPool({
    size,
    maxWaitMs: options.queueWaitMs ?? IMAGE_QUEUE_WAIT_MS,
    maxWaiting: options.maxWaiting ?? size * 4,
  });
  const cache = options.cache ?? createImageCache();
  const keepUpTo = options.maxCachedBytes ?? MAX_CACHED_IMAGE_BYTES;
  const { signer } = options;
  /** Mastodon instances on the operator's network: their pictures may be on private addresses. */
  const privateHosts = parsePrivateHosts(config.posts.mastodonPrivateHosts);

  const now = options.now ?? Date.now;
  const linkLifetimeMs = options.linkLifetimeMs ?? (config.cards.ttlDays + 1) * DAY_MS;

  /**
   * The one host a URL would be signed for, or why it would not be: https on port 443 to a DNS
   * name, or a listed private instance under its own rules.
   */
  function signableHost(raw: string): AllowedHost | string {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return 'it is not a valid absolute URL';
    }
    const refusal = signingRefusal(url, privateHosts);
    if (refusal) return refusal;
    return (
      findAllowedHost(url, privateHosts) ?? { host: url.host, httpHost: url.host, loopback: false }
    );
  }

  /** The host a signed link allows, or a 400 saying why it allows nothing. */
  function signedHostOf(link: SignedImageLink): AllowedHost {
    const verdict = signer
      ? signer.check(link, now())
      : { ok: false as const, reason: 'signed links are not served here' };
    if (!verdict.ok) throw new HttpError(400, `This picture link is not valid: ${verdict.reason}.`);
    // Whatever the signature says, the URL must be one we would sign today (issue 30).
    const host = signableHost(link.url);
    if (typeof host === 'string')
      throw new HttpError(400, `This picture link is not valid: ${host}.`);
    return host;
  }

  async function openWithin(
    raw: string,
    signal: AbortSignal,
    signedHost: AllowedHost | undefined,
  ): Promise<OpenedImage> {
    let target = checkImageUrl(raw, hosts, signedHost);
    for (let redirects = 0; ; redirects += 1) {
      const response = await requestOnce(rerouted(target), resolve, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        response.destroy();
        if (redirects >= maxRedirects) {
          throw new HttpError(502, 'The image host redirected too many times.');
        }
        const location = response.headers.location;
        if (!location) throw new HttpError(502, 'The image host redirected to nowhere.');
        let next: string;
        try {
          next = new URL(location, target.url).href;
        } catch {
          throw new HttpError(502, 'The image host redirected to an invalid URL.');
        }
        // Every hop passes the same checks as the first URL (CVE-2019-14255 in go-camo).
        target = checkImageUrl(next, hosts, signedHost);
        continue;
      }
      if (status === 404 || status === 410) {
        response.destroy();
        throw new HttpError(404, 'The image was not found.');
      }
      if (status !== 200) {
        response.destroy();
        throw new HttpError(502, `The image host answered with status ${status}.`);
      }
      const declared = Number(response.headers['content-length']);
      const declaredLength =
        response.headers['content-length'] !== undefined && Number.isSafeInteger(declared)
          ? declared
          : undefined;
      if (declaredLength !== undefined && declaredLength > maxBytes) {
        response.destroy();
        throw tooLarge();
      }
      const { head, ended } = await readHead(response, maxBytes);
      const contentType = detectImageType(head);
      // Not an image is the upstream's fault, not the caller's: 502 (Bad Gateway), not 415.
      if (!contentType) {
        response.destroy();
        throw new HttpError(502, 'The image host did not send a JPEG, PNG, GIF or WebP image.');
      }
      return { response, head, ended, contentType, declaredLength };
    }
  }

  function rerouted(target: CheckedUrl): CheckedUrl {
    const url = options.rerouteForTests?.(target.url);
    if (!url) return target;
    return { url, allowed: { host: url.host, httpHost: url.host, loopback: true } };
  }

  const refused = (raw: string, error: unknown, aborted: boolean, started: number) => {
    const answer = toHttpError(error, aborted);
    logger.info(
      {
        status: answer.status,
        reason: answer.message,
        host: safeHost(raw),
        ms: Math.round(performance.now() - started),
      },
      'image proxy refused',
    );
    return answer;
  };

  async function open(
    raw: string,
    clientSignal: AbortSignal | undefined,
    link?: SignedImageLink,
  ): Promise<ImageStream> {
    const started = performance.now();
    // Refused URLs are answered before the cache and before waiting for a slot: a picture once
    // fetched with a valid signature must not be had again without one.
    let signedHost: AllowedHost | undefined;
    try {
      signedHost = link ? signedHostOf(link) : undefined;
      checkImageUrl(raw, hosts, signedHost);
    } catch (error) {
      throw refused(raw, error, false, started);
    }
    return fetchChecked(raw, clientSignal, signedHost, started);
  }

  async function fetchChecked(
    raw: string,
    clientSignal: AbortSignal | undefined,
    signedHost: AllowedHost | undefined,
    started: number,
  ): Promise<ImageStream> {
    const hit = cache.get(raw);
    if (hit) {
      return {
        contentType: hit.contentType,
        contentLength: hit.body.byteLength,
        body: new Blob([hit.body as Uint8Array<ArrayBuffer>]).stream(),
      };
    }
    let release: () => void;
    try {
      release = await slots.acquire(clientSignal);
    } catch (error) {
      if (!(error instanceof SlotsBusyError)) throw error;
      logger.warn({ host: safeHost(raw), waiting: slots.waiting }, 'image proxy busy');
      throw new HttpError(503, BUSY_MESSAGE, { 'Retry-After': String(BUSY_RETRY_SECONDS) });
    }
    const controller = new AbortController();
    // A client that hangs up needs no image: stop the upstream download and free its socket.
    const onClientGone = () => controller.abort();
    if (clientSignal?.aborted) onClientGone();
    clientSignal?.addEventListener('abort', onClientGone, { once: true });
    let failBody: ((error: Error) => void) | undefined;
    let rejectWait: ((error: Error) => void) | undefined;
    const deadline = setTimeout(() => {
      controller.abort();
      const late = new HttpError(504, 'The image host took too long to answer.');
      // The deadline ends the wait, or the body, even if a stream ignores the abort.
      rejectWait?.(late);
      failBody?.(late);
    }, deadlineMs);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearTimeout(deadline);
      clientSignal?.removeEventListener('abort', onClientGone);
      controller.abort();
      release();
    };
    let opened: OpenedImage;
    try {
      opened = await Promise.race([
        openWithin(raw, controller.signal, signedHost),
        new Promise<never>((_, reject) => {
          rejectWait = reject;
        }),
      ]);
    } catch (error) {
      // Read before end(), which aborts the controller in any case.
      const aborted = controller.signal.aborted;
      end();
      throw refused(raw, error, aborted, started);
    }
    const body = bodyStream(opened, maxBytes, keepUpTo, (error, kept) => {
      const aborted = controller.signal.aborted;
      end();
      if (kept) cache.set(raw, { body: kept, contentType: opened.contentType });
      if (error && !(error instanceof ClientGoneError)) refused(raw, error, aborted, started);
    });
    failBody = body.fail;
    const image: ImageStream = { contentType: opened.contentType, body: body.stream };
    if (opened.declaredLength !== undefined) image.contentLength = opened.declaredLength;
    return image;
  }

  /**
   * `src` may be one of our signed links; a bare `signature` is an old link's (the URL alone was
   * signed), as the route passed it before issue 30.
   */
  const openLink = (src: string, clientSignal?: AbortSignal, signature?: string) => {
    const link = readSignedProxyPath(src) ?? (signature ? { url: src, sig: signature } : undefined);
    return open(link?.url ?? src, clientSignal, link);
  };

  return {
    openImage: openLink,
    linkFor(raw, purpose = 'avatar') {
      try {
        checkImageUrl(raw, hosts);
        return raw;
      } catch {
        // Off the list: a signed link, when the URL is one we sign (https:443 to a DNS name).
      }
      if (!signer) return undefined;
      const host = signableHost(raw);
      if (typeof host === 'string') return undefined;
      try {
        checkImageUrl(raw, hosts, host);
      } catch {
        return undefined;
      }
      return signer.proxyPath(raw, purpose, now() + linkLifetimeMs);
    },
    async fetchImage(src, clientSignal) {
      // A signed link of ours (a stored card's Mastodon avatar) is fetched as the route would.
      const image = await openLink(src, clientSignal);
      try {
        const body = await readAll(image.body);
        return {
          body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
          contentType: image.contentType,
        };
      } catch (error) {
        // Already logged when the stream failed.
        throw error instanceof HttpError
          ? error
          : clientSignal?.aborted
            ? new HttpError(504, 'The image host took too long to answer.')
            : new HttpError(502, 'The image host could not be reached.');
      }
    },
  };
}

/** The host of a URL for logs, never the full URL (it may carry tokens in its query). */
function safeHost(raw: string): string | undefined {
  try {
    const host = new URL(raw).host;
    return isIpLiteral(host) || host.length < 256 ? host : undefined;
  } catch {
    return undefined;
  }
}
