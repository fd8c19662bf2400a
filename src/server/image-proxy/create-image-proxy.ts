/**
 * The image proxy, done as go-camo does it: listed hosts only, every address checked when the socket
 * connects, redirects re-checked, a byte cap while streaming, types by magic bytes, one deadline.
 * The body is streamed to the client, never held whole (issue 12: 500 concurrent 5 MB pictures
 * once took the server to 2 GB); at most IMAGE_PROXY_MAX_CONCURRENCY fetches run at once, and
 * small recent pictures are answered from memory.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Config } from '../config.ts';
import { HttpError } from '../errors.ts';
import { createSlotPool, SlotsBusyError } from '../limits/slot-pool.ts';
import type { Logger } from '../logger.ts';
import type { ImageProxy, ImageStream } from '../services.ts';
import { isAddressAllowed, isIpLiteral, unbracket } from './address-policy.ts';
import { type AllowedHost, parseAllowedHosts } from './allowed-hosts.ts';
import { type CheckedUrl, checkImageUrl } from './check-image-url.ts';
import { detectImageType, type ImageType } from './detect-image-type.ts';
import { createImageCache, type ImageCache, MAX_CACHED_IMAGE_BYTES } from './image-cache.ts';

export const IMAGE_DEADLINE_MS = 10_000;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_REDIRECTS = 3;
/** How long a request waits for one of the IMAGE_PROXY_MAX_CONCURRENCY slots before a 503. */
export const IMAGE_QUEUE_WAIT_MS = 2_000;
/** The Retry-After of that 503: a slot frees up as soon as one picture is through. */
export const BUSY_RETRY_SECONDS = 2;

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has; tests inject answers here. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

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
}

/** Only the headers we choose go upstream: never the client's cookies, auth or addresses. */
const UPSTREAM_HEADERS = {
  accept: 'image/webp,image/png,image/jpeg,image/gif;q=0.9',
  'accept-encoding': 'identity',
  'user-agent': 'SummaryImageProxy/1.0',
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** An address outside the allowed ranges, found while connecting. */
class AddressRefusedError extends Error {
  override name = 'AddressRefusedError';
}

const defaultResolve: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** A `lookup` for net.connect that refuses the whole answer if any address is not allowed. */
function guardedLookup(resolve: Resolver, allowed: AllowedHost): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (answers) => {
        const wanted = options.family
          ? answers.filter((a) => a.family === options.family)
          : answers;
        if (wanted.length === 0) {
          callback(
            Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }),
            '',
          );
          return;
        }
        if (!answers.every((answer) => isAddressAllowed(answer.address, allowed.loopback))) {
          callback(new AddressRefusedError(`${hostname} resolves to a refused address`), '');
          return;
        }
        // Node 20 asks for every address (autoSelectFamily); older callers want one.
        if (options.all) callback(null, wanted as never);
        else callback(null, wanted[0]?.address ?? '', wanted[0]?.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, ''),
    );
  };
}

/** Sends one GET and resolves with the response head; the socket is checked once connected. */
function requestOnce(
  { url, allowed }: CheckedUrl,
  resolve: Resolver,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((fulfil, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request({
      protocol: url.protocol,
      hostname: unbracket(url.hostname),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: UPSTREAM_HEADERS,
      // A fresh socket per request: an aborted download really closes, nothing is pooled.
      agent: false,
      lookup: guardedLookup(resolve, allowed),
      signal,
    });
    // Belt and braces, like go-camo's Dialer.Control: whatever path led here, the peer must pass.
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        const peer = socket.remoteAddress;
        if (peer && !isAddressAllowed(peer, allowed.loopback)) {
          request.destroy(new AddressRefusedError(`connected to a refused address ${peer}`));
        }
      });
    });
    request.once('response', (response) => {
      // A reset or an abort mid-body is seen as 'close' without 'end'; the 'error' that comes with
      // it must not be thrown as uncaught.
      response.on('error', () => undefined);
      fulfil(response);
    });
    // `on`, not `once`: an abort after the response must not become an uncaught 'error'.
    request.on('error', reject);
    request.end();
  });
}

/** What a fetch has once the head of the answer is checked: the type is known, the rest flows. */
interface OpenedImage {
  response: IncomingMessage;
  /** The first bytes, already read (and counted) to learn the type. */
  head: Buffer;
  /** The whole body was in the head. */
  ended: boolean;
  contentType: ImageType;
  /** The declared Content-Length, when there was one (already checked against the cap). */
  declaredLength: number | undefined;
}

/** Enough bytes for every magic number detectImageType knows (WebP needs 12). */
const HEAD_BYTES = 12;

const tooLarge = () => new HttpError(413, 'The image is larger than 5 MB.');

/** A body cut short (fewer bytes than Content-Length, a reset) closes without 'end'. */
class ClosedEarlyError extends Error {
  override name = 'ClosedEarlyError';
  constructor() {
    super('the image host closed the connection early');
  }
}

/** The reader of the body stream cancelled it. */
class ClientGoneError extends Error {
  override name = 'ClientGoneError';
  constructor() {
    super('the client went away');
  }
}

/** Reads the first bytes of the body and leaves the response paused for the rest. */
function readHead(
  response: IncomingMessage,
  maxBytes: number,
): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((fulfil, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      response.off('data', onData);
      response.off('end', onEnd);
      response.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > maxBytes) {
        stop();
        response.destroy();
        reject(tooLarge());
      } else if (size >= HEAD_BYTES) {
        response.pause();
        stop();
        fulfil({ head: Buffer.concat(chunks), ended: false });
      }
    };
    const onEnd = () => {
      stop();
      fulfil({ head: Buffer.concat(chunks), ended: true });
    };
    const onClose = () => {
      stop();
      reject(new ClosedEarlyError());
    };
    response.on('data', onData);
    response.once('end', onEnd);
    response.once('close', onClose);
  });
}

/**
 * The rest of the body as a web stream, with backpressure: the upstream socket is paused while the
 * client has not taken the last 64 KB, so a slow client never makes us hold a whole picture.
 * Bytes are counted as they pass; past `maxBytes` the stream fails (the client sees a cut answer,
 * as with go-camo, since the status is already sent). `settle` runs once, when the stream ends.
 */
function bodyStream(
  opened: OpenedImage,
  maxBytes: number,
  keepUpTo: number,
  settle: (error: Error | undefined, kept: Buffer | undefined) => void,
): { stream: ReadableStream<Uint8Array>; fail(error: Error): void } {
  const { response, head } = opened;
  let size = head.length;
  let kept: Buffer[] | undefined = head.length <= keepUpTo ? [head] : undefined;
  let settled = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const finish = (error?: Error) => {
    if (settled) return;
    settled = true;
    response.off('data', onData);
    if (error) {
      response.destroy();
      try {
        controller.error(error);
      } catch {
        // Already closed or errored: nothing more to tell the reader.
      }
    }
    settle(error, error || !kept ? undefined : Buffer.concat(kept));
    kept = undefined;
  };
  const onData = (chunk: Buffer) => {
    if (settled) return;
    size += chunk.length;
    if (size > maxBytes) {
      finish(tooLarge());
      return;
    }
    if (kept) {
      if (size <= keepUpTo) kept.push(chunk);
      else kept = undefined;
    }
    controller.enqueue(chunk);
    if ((controller.desiredSize ?? 0) <= 0) response.pause();
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        if (head.length > 0) controller.enqueue(head);
        // A body that fits in the head may have emitted 'end' (and 'close') already.
        if (opened.ended || response.readableEnded) {
          controller.close();
          finish();
          return;
        }
        if (response.destroyed) {
          finish(new ClosedEarlyError());
          return;
        }
        response.on('data', onData);
        response.once('end', () => {
          if (settled) return;
          controller.close();
          finish();
        });
        response.once('close', () => finish(new ClosedEarlyError()));
        response.resume();
      },
      pull() {
        if (!settled) response.resume();
      },
      cancel() {
        // The client went away: stop the download and free the socket and the slot.
        finish(new ClientGoneError());
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
  );
  return { stream, fail: finish };
}

/** Reads a whole stream into one buffer. */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    chunks.push(value);
  }
}

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

/** Creates the proxy for the hosts of `config.imageProxy.hosts`. */
export function createImageProxy(
  config: Config,
  logger: Logger,
  options: ImageProxyOptions = {},
): ImageProxy {
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

  async function openWithin(raw: string, signal: AbortSignal): Promise<OpenedImage> {
    let target = checkImageUrl(raw, hosts);
    for (let redirects = 0; ; redirects += 1) {
      const response = await requestOnce(target, resolve, signal);
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
        target = checkImageUrl(next, hosts);
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

  async function open(raw: string, clientSignal: AbortSignal | undefined): Promise<ImageStream> {
    const hit = cache.get(raw);
    if (hit) {
      return {
        contentType: hit.contentType,
        contentLength: hit.body.byteLength,
        body: new Blob([hit.body as Uint8Array<ArrayBuffer>]).stream(),
      };
    }
    const started = performance.now();
    // Refused URLs are answered before waiting for a slot: they cost nothing upstream.
    try {
      checkImageUrl(raw, hosts);
    } catch (error) {
      throw refused(raw, error, false, started);
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
        openWithin(raw, controller.signal),
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

  return {
    openImage: open,
    async fetchImage(raw, clientSignal) {
      const image = await open(raw, clientSignal);
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
