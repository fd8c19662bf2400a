/**
 * The image proxy, done as go-camo does it: listed hosts only, every address checked when the socket
 * connects, redirects re-checked, a byte cap while streaming, types by magic bytes, one deadline.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Config } from '../config.ts';
import { HttpError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { ImageProxy, ProxiedImage } from '../services.ts';
import { isAddressAllowed, isIpLiteral, unbracket } from './address-policy.ts';
import { type AllowedHost, parseAllowedHosts } from './allowed-hosts.ts';
import { type CheckedUrl, checkImageUrl } from './check-image-url.ts';
import { detectImageType } from './detect-image-type.ts';

export const IMAGE_DEADLINE_MS = 10_000;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_REDIRECTS = 3;

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
    request.once('response', fulfil);
    request.once('error', reject);
    request.end();
  });
}

/** Reads the body, refusing a declared or actual size over `maxBytes` as soon as it is seen. */
function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, 'The image is larger than 5 MB.');
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(tooLarge());
  }
  return new Promise((fulfil, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let ended = false;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    response.once('end', () => {
      ended = true;
      fulfil(Buffer.concat(chunks));
    });
    response.once('error', reject);
    // A body cut short (fewer bytes than Content-Length, a reset) closes without 'end'.
    response.once('close', () => {
      if (!ended) reject(new Error('the image host closed the connection early'));
    });
  });
}

/** Turns any failure into the answer a person gets. */
function toHttpError(error: unknown, signal: AbortSignal): HttpError {
  if (error instanceof HttpError) return error;
  if (signal.aborted) return new HttpError(504, 'The image host took too long to answer.');
  if (error instanceof AddressRefusedError) {
    return new HttpError(400, 'This image URL is not allowed: the address is private or reserved.');
  }
  return new HttpError(502, 'The image host could not be reached.');
}

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

  async function fetchWithin(raw: string, signal: AbortSignal): Promise<ProxiedImage> {
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
      const body = await readCapped(response, maxBytes);
      const contentType = detectImageType(body);
      // Not an image is the upstream's fault, not the caller's: 502 (Bad Gateway), not 415.
      if (!contentType)
        throw new HttpError(502, 'The image host did not send a JPEG, PNG, GIF or WebP image.');
      return { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength), contentType };
    }
  }

  return {
    async fetchImage(raw, clientSignal) {
      const controller = new AbortController();
      const started = performance.now();
      // A client that hangs up needs no image: stop the upstream download and free its socket.
      const onClientGone = () => controller.abort();
      if (clientSignal?.aborted) onClientGone();
      clientSignal?.addEventListener('abort', onClientGone, { once: true });
      let deadline: NodeJS.Timeout | undefined;
      const expired = new Promise<never>((_, reject) => {
        deadline = setTimeout(() => {
          controller.abort();
          reject(new HttpError(504, 'The image host took too long to answer.'));
        }, deadlineMs);
      });
      try {
        // The race ends the wait at the deadline even if a stream ignores the abort.
        return await Promise.race([fetchWithin(raw, controller.signal), expired]);
      } catch (error) {
        const answer = toHttpError(error, controller.signal);
        logger.info(
          {
            status: answer.status,
            reason: answer.message,
            host: safeHost(raw),
            ms: Math.round(performance.now() - started),
          },
          'image proxy refused',
        );
        throw answer;
      } finally {
        clearTimeout(deadline);
        clientSignal?.removeEventListener('abort', onClientGone);
        controller.abort();
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
