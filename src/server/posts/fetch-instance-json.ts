/**
 * One GET of JSON from a host a visitor named, through the image proxy's address-checked request
 * (every resolved address checked at connect time, the peer once connected, a fresh socket): no
 * redirect is followed, one deadline covers everything, the body is capped while it streams.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { BodyTooLargeError, readCappedBody } from '../http/read-capped-body.ts';
import type { AllowedHost } from '../image-proxy/allowed-hosts.ts';
import {
  AddressRefusedError,
  defaultResolve,
  REDIRECT_STATUSES,
  type Resolver,
  requestOnce,
} from '../image-proxy/guarded-request.ts';
import { USER_AGENT } from './fetch-upstream.ts';

export const INSTANCE_TIMEOUT_MS = 4_000;
export const MAX_INSTANCE_BYTES = 1024 * 1024;

export type InstanceFailureKind =
  | 'timeout'
  | 'refusedAddress'
  | 'redirect'
  | 'tooLarge'
  | 'notJson'
  | 'network';

/** Why the instance gave no usable answer; the source turns each into an answer for a person. */
export class InstanceFailure extends Error {
  override name = 'InstanceFailure';
  constructor(
    readonly kind: InstanceFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export interface InstanceAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The parsed JSON (for every status: error answers are JSON too). */
  json: unknown;
}

export interface InstanceFetchOptions {
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
}

/** GETs `url` (on `allowed`'s host) and parses its JSON, or throws InstanceFailure. */
export async function fetchInstanceJson(
  url: URL,
  allowed: AllowedHost,
  {
    resolve = defaultResolve,
    timeoutMs = INSTANCE_TIMEOUT_MS,
    maxBytes = MAX_INSTANCE_BYTES,
  }: InstanceFetchOptions = {},
): Promise<InstanceAnswer> {
  const controller = new AbortController();
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await requestOnce({ url, allowed }, resolve, controller.signal, {
      accept: 'application/json',
      'accept-encoding': 'identity',
      'user-agent': USER_AGENT,
    });
    const status = response.statusCode ?? 0;
    if (REDIRECT_STATUSES.has(status)) {
      response.destroy();
      throw new InstanceFailure('redirect', `answered ${status}: redirects are not followed`);
    }
    let body: Buffer;
    try {
      body = await readCappedBody(response as AsyncIterable<Buffer>, {
        maxBytes,
        declaredBytes: Number(response.headers['content-length']),
        stop: () => response.destroy(),
      });
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      throw new InstanceFailure(
        'tooLarge',
        error.declaredBytes === undefined
          ? `answer over ${maxBytes} bytes`
          : `answer of ${error.declaredBytes} bytes`,
      );
    }
    if (!/^application\/(?:[\w.+-]*\+)?json\b/i.test(response.headers['content-type'] ?? '')) {
      throw new InstanceFailure(
        'notJson',
        `answered ${status} with ${response.headers['content-type'] ?? 'no type'}`,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      throw new InstanceFailure('notJson', `answered ${status} with malformed JSON`);
    }
    return { status, headers: response.headers, json };
  } catch (error) {
    if (error instanceof InstanceFailure) throw error;
    if (timedOut) throw new InstanceFailure('timeout', `no answer within ${timeoutMs} ms`);
    if (error instanceof AddressRefusedError)
      throw new InstanceFailure('refusedAddress', error.message);
    throw new InstanceFailure('network', (error as Error).message);
  } finally {
    clearTimeout(deadline);
    controller.abort();
  }
}
