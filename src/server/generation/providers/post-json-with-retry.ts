/** One JSON POST to a model server: a deadline, and a capped backoff on 503 (loading) and 429 only. */
import type { Logger } from '../../logging/logger.ts';

/** Sleeps `ms` or until `signal` aborts; injectable so tests need not wait. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export interface RetryPolicy {
  /** Deadline of the whole call, retries and waits included: a person is waiting for it. */
  timeoutMs: number;
  /** Retries after the first attempt (the issue allows at most 2). */
  maxRetries: number;
  /** Longest wait before a retry, whatever `estimated_time` or `Retry-After` ask for. */
  maxWaitMs: number;
  /** Wait when the server gives no hint: 1 s, then 2 s. */
  baseWaitMs: number;
  sleep: Sleep;
}

export const DEFAULT_RETRY_POLICY: Omit<RetryPolicy, 'timeoutMs'> = {
  maxRetries: 2,
  maxWaitMs: 10_000,
  baseWaitMs: 1_000,
  sleep: sleepFor,
};

/** A model server answered with an error, or not at all; `status` is absent for network errors. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface JsonCall {
  provider: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  policy: RetryPolicy;
  logger: Logger;
  signal?: AbortSignal;
}

/** Sleeps `ms`, ending early (with the abort reason) when `signal` aborts. */
export function sleepFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Seconds from `Retry-After` (delay-seconds or an HTTP date), or undefined. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** HF's loading answer: `{"error":"Model X is currently loading","estimated_time":44.49}`. */
function estimatedTimeMs(body: string): number | undefined {
  try {
    const parsed = JSON.parse(body) as { estimated_time?: unknown };
    const seconds = Number(parsed?.estimated_time);
    return parsed && 'estimated_time' in parsed && Number.isFinite(seconds)
      ? Math.max(0, seconds * 1000)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How long a busy model server asks us to wait: HF's `estimated_time` on a 503, else `Retry-After`;
 * undefined when it says nothing (the caller backs off on its own). Plain and streamed calls share it.
 */
export function hintedWaitMs(status: number, headers: Headers, body: string): number | undefined {
  const retryAfter = () => retryAfterMs(headers.get('retry-after'), Date.now());
  return status === 503 ? (estimatedTimeMs(body) ?? retryAfter()) : retryAfter();
}

/** The short error text of a failed answer, for logs; never the request. */
function describeFailure(status: number, body: string): string {
  const text = body.replace(/\s+/g, ' ').trim().slice(0, 160);
  return `HTTP ${status}${text ? `: ${text}` : ''}`;
}

/** POSTs `body` as JSON and returns the parsed answer, or throws UpstreamError. */
export async function postJsonWithRetry(call: JsonCall): Promise<unknown> {
  const { provider, url, headers, body, policy, logger } = call;
  const deadline = AbortSignal.timeout(policy.timeoutMs);
  const signal = call.signal ? AbortSignal.any([deadline, call.signal]) : deadline;
  const started = performance.now();
  const payload = JSON.stringify(body);

  for (let attempt = 0; ; attempt++) {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: payload,
        signal,
        redirect: 'error',
      });
      text = await response.text();
    } catch (error) {
      const timedOut = deadline.aborted;
      const reason = timedOut
        ? `no answer within ${policy.timeoutMs} ms`
        : call.signal?.aborted
          ? 'the request was cancelled'
          : `network error: ${(error as Error).message}`;
      logger.warn(
        { provider, attempt, ms: Math.round(performance.now() - started), reason },
        'text generation failed',
      );
      throw new UpstreamError(`${provider}: ${reason}`);
    }

    const ms = Math.round(performance.now() - started);
    if (response.ok) {
      logger.info({ provider, attempt, ms, status: response.status }, 'text generation answered');
      try {
        return JSON.parse(text) as unknown;
      } catch {
        logger.warn({ provider, ms }, 'text generation answered with something other than JSON');
        throw new UpstreamError(`${provider}: the answer is not JSON`, response.status);
      }
    }

    const failure = describeFailure(response.status, text);
    const retryable = response.status === 503 || response.status === 429;
    if (!retryable || attempt >= policy.maxRetries) {
      logger.warn({ provider, attempt, ms, status: response.status }, 'text generation failed');
      throw new UpstreamError(`${provider}: ${failure}`, response.status);
    }
    const hinted = hintedWaitMs(response.status, response.headers, text);
    const waitMs = Math.min(policy.maxWaitMs, hinted ?? policy.baseWaitMs * 2 ** attempt);
    logger.info(
      { provider, attempt, ms, status: response.status, waitMs },
      'text generation busy, retrying',
    );
    try {
      await policy.sleep(waitMs, signal);
    } catch {
      logger.warn({ provider, attempt, waitMs }, 'text generation deadline reached while waiting');
      throw new UpstreamError(`${provider}: no answer within ${policy.timeoutMs} ms`);
    }
  }
}
