/**
 * Finished JSON answers to GET requests, kept in memory for a minute and written straight to the
 * socket before the request reaches Hono (docs/decisions/004-answer-cache-before-hono.md). Building the Request,
 * Headers and Response objects of a repeated /api/fetch-tweet cost four fifths of its time; from here
 * it costs about what a bare node:http answer costs, with the same headers, encoding and log line.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { lifetime, lruClock } from '../cache/lru-clock.ts';
import type { Logger } from '../logging/logger.ts';
import { logRequest } from '../middleware/request-log.ts';

/** Short next to the post cache's ten minutes: an answer is rebuilt at most once a minute. */
export const ANSWER_CACHE_SECONDS = 60;
/** Each entry is a few kilobytes: this bounds the cache near a few megabytes. */
export const ANSWER_CACHE_ENTRIES = 1_000;
/** And whatever their sizes, the answers kept hold at most this many bytes (their gzip besides). */
export const ANSWER_CACHE_BYTES = 8 * 1024 * 1024;

export interface AnswerCache {
  /** Keeps the JSON answer to a GET of this exact path and query, as the client sent it. */
  remember(pathAndQuery: string, json: string): void;
  /** Writes the kept answer to this request; false when there is none and the app must answer. */
  answer(request: IncomingMessage, response: ServerResponse): boolean;
}

export interface AnswerCacheOptions {
  /** The headers the app puts on every answer (the security headers), in its order. */
  headers: ReadonlyArray<readonly [string, string]>;
  logger: Logger;
  ttlSeconds?: number;
  maxEntries?: number;
  /** Clock in milliseconds, injectable for tests. */
  now?: () => number;
  /**
   * Asked just before a kept answer is written (so only for real hits); false leaves the request to
   * the app, which answers it as it would any other (the fetch limit's 429, for one).
   */
  admit?: (request: IncomingMessage) => boolean;
}

/**
 * Bodies are kept as strings with their byte length: node:http joins a string body to the header
 * block as one chunk, while a Buffer goes out as a second one. The gzip bytes are kept as a latin1
 * string, one character per byte, for the same reason.
 */
interface Body {
  text: string;
  encoding: 'utf8' | 'latin1';
  /** Every header of the answer; index 1 is a placeholder for the request id. */
  headers: string[];
}

interface Entry {
  identity: Body;
  gzip?: Body;
}

type Encoding = 'gzip' | 'identity';

/**
 * The encoding the app's compress middleware would choose, when it is plain: no header or no codec
 * it knows means identity, a bare `gzip` token means gzip. Anything subtler (q-values, only
 * deflate, `*`) returns undefined and the app negotiates it.
 */
export function plainEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return 'identity';
  const tokens = acceptEncoding.split(',').map((token) => token.trim().toLowerCase());
  if (tokens.includes('gzip')) return 'gzip';
  const known = tokens.some((token) => /^(gzip|deflate|\*)\s*(;|$)/.test(token));
  return known ? undefined : 'identity';
}

/** The first header of every answer; its value is each request's own id. */
const REQUEST_ID_AT = 1;

/**
 * A request's `Accept-Encoding` (repeated lines joined, as Node joins them), read from the raw list:
 * building `request.headers` parses every header for this one.
 */
function acceptEncodingOf(request: IncomingMessage): string | undefined {
  const raw = request.rawHeaders;
  let value: string | undefined;
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index] ?? '';
    if (name.length !== 15 || name.toLowerCase() !== 'accept-encoding') continue;
    const line = raw[index + 1] ?? '';
    value = value === undefined ? line : `${value}, ${line}`;
  }
  return value;
}

export function createAnswerCache(options: AnswerCacheOptions): AnswerCache {
  const ttlMs = (options.ttlSeconds ?? ANSWER_CACHE_SECONDS) * 1000;
  const maxEntries = options.maxEntries ?? ANSWER_CACHE_ENTRIES;
  const now = options.now ?? Date.now;
  const { logger, admit } = options;
  // Flattened once per body: writeHead takes a flat [name, value, …] list faster than an object.
  const fixedHeaders = [
    'X-Request-Id',
    '',
    'Vary',
    'Accept-Encoding',
    ...options.headers.flat(),
    'Content-Type',
    'application/json',
  ];
  const body = (text: string, encoding: Body['encoding'], contentEncoding?: string): Body => {
    const headers = [...fixedHeaders];
    if (contentEncoding) headers.push('Content-Encoding', contentEncoding);
    headers.push('Content-Length', String(Buffer.byteLength(text, encoding)));
    return { text, encoding, headers };
  };
  // lru-cache: least recently used out first, bounded in entries and in bytes, expiry built in.
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: ANSWER_CACHE_BYTES,
    sizeCalculation: (entry) => Math.max(1, entry.identity.text.length),
    ttl: lifetime(ttlMs),
    ...lruClock(now),
  });
  let lastAcceptEncoding: string | undefined;
  let lastEncoding = plainEncoding(undefined);

  return {
    remember(pathAndQuery, json) {
      entries.set(pathAndQuery, { identity: body(json, 'utf8') });
    },

    answer(request, response) {
      if (request.method !== 'GET' || request.url === undefined) return false;
      const entry = entries.get(request.url);
      if (!entry) return false;
      const acceptEncoding = acceptEncodingOf(request);
      // A client sends the same header every time: read it once, not once per request.
      if (acceptEncoding !== lastAcceptEncoding) {
        lastAcceptEncoding = acceptEncoding;
        lastEncoding = plainEncoding(acceptEncoding);
      }
      const encoding = lastEncoding;
      if (!encoding) return false;
      if (admit && !admit(request)) return false;
      const started = performance.now();
      const requestId = crypto.randomUUID();
      if (encoding === 'gzip' && !entry.gzip) {
        // Compressed once per entry, on the first client that asks for it.
        entry.gzip = body(gzipSync(entry.identity.text).toString('latin1'), 'latin1', 'gzip');
      }
      const chosen = (encoding === 'gzip' && entry.gzip) || entry.identity;
      const headers = chosen.headers.slice();
      headers[REQUEST_ID_AT] = requestId;
      response.writeHead(200, headers);
      response.end(chosen.text, chosen.encoding);
      if (!logger.isLevelEnabled('info')) return true;
      const path = request.url.split('?', 1)[0] ?? request.url;
      logRequest(logger, {
        requestId,
        method: 'GET',
        path,
        status: 200,
        ms: Math.round(performance.now() - started),
      });
      return true;
    },
  };
}
