/**
 * One streamed POST to a model server: the same capped backoff on 503 and 429 as a plain call,
 * then the server-sent events of the answer, parsed by `eventsource-parser` (a well-kept parser
 * that handles `data:` with or without the space, split chunks and comments).
 *
 * The deadline is an idle one: `timeoutMs` bounds the time to the first event and every gap
 * between two events, not the whole answer, because a streamed answer of a slow CPU server may
 * take a minute while each token comes quickly.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { hintedWaitMs, type JsonCall, UpstreamError } from './post-json-with-retry.ts';

/** The same call as a plain one; its `signal` (the visitor's request) closes the upstream stream. */
export type EventStreamCall = JsonCall;

/** The reason the idle deadline aborts with, told apart from a visitor going away. */
class IdleTimeout extends Error {
  override name = 'IdleTimeout';
}

/**
 * POSTs `body` as JSON asking for `text/event-stream` and yields each event as it arrives.
 * Throws UpstreamError on an error status, a non-stream answer, the idle deadline or a network
 * error. Ending the iteration early (or the caller's signal) closes the upstream connection.
 */
export async function* postForEventStream(
  call: EventStreamCall,
): AsyncGenerator<EventSourceMessage, void, undefined> {
  const { provider, url, headers, body, policy, logger } = call;
  const controller = new AbortController();
  const signal = call.signal
    ? AbortSignal.any([controller.signal, call.signal])
    : controller.signal;
  let timer: NodeJS.Timeout | undefined;
  /** Restarts the idle deadline: called when the request starts and on every chunk. */
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => controller.abort(new IdleTimeout(`no token within ${policy.timeoutMs} ms`)),
      policy.timeoutMs,
    );
  };
  const failure = (error: unknown): UpstreamError => {
    if (error instanceof UpstreamError) return error;
    const reason = controller.signal.aborted
      ? (controller.signal.reason as Error).message
      : call.signal?.aborted
        ? 'the request was cancelled'
        : `network error: ${(error as Error).message}`;
    return new UpstreamError(`${provider}: ${reason}`);
  };
  const started = performance.now();
  const payload = JSON.stringify(body);
  let reader: ReadableStreamDefaultReader<string> | undefined;
  touch();
  try {
    let response: Response;
    for (let attempt = 0; ; attempt++) {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...headers,
        },
        body: payload,
        signal,
        redirect: 'error',
      });
      if (response.ok) break;
      const text = await response.text();
      const retryable = response.status === 503 || response.status === 429;
      const ms = Math.round(performance.now() - started);
      const summary = `HTTP ${response.status}: ${text.replace(/\s+/g, ' ').trim().slice(0, 160)}`;
      if (!retryable || attempt >= policy.maxRetries) {
        logger.warn({ provider, attempt, ms, status: response.status }, 'text stream failed');
        throw new UpstreamError(`${provider}: ${summary}`, response.status);
      }
      const waitMs = Math.min(
        policy.maxWaitMs,
        hintedWaitMs(response.status, response.headers, text) ?? policy.baseWaitMs * 2 ** attempt,
      );
      logger.info({ provider, attempt, ms, waitMs }, 'text stream busy, retrying');
      // A server that asks us to wait is not idle: the wait gets its own deadline.
      clearTimeout(timer);
      await policy.sleep(waitMs, signal);
      touch();
    }
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream') || !response.body) {
      throw new UpstreamError(`${provider}: the answer is not an event stream (${type})`);
    }
    logger.info({ provider, ms: Math.round(performance.now() - started) }, 'text stream started');
    const events: EventSourceMessage[] = [];
    const parser = createParser({ onEvent: (event) => events.push(event) });
    reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      touch();
      parser.feed(value);
      while (events.length > 0) yield events.shift() as EventSourceMessage;
    }
    parser.reset({ consume: true });
    for (const event of events) yield event;
  } catch (error) {
    const upstream = failure(error);
    if (!(error instanceof UpstreamError)) {
      logger.warn(
        { provider, ms: Math.round(performance.now() - started), reason: upstream.message },
        'text stream failed',
      );
    }
    throw upstream;
  } finally {
    clearTimeout(timer);
    // Closes the upstream connection when the caller stops early: the model stops generating.
    if (!controller.signal.aborted) controller.abort(new Error('the stream was closed'));
    reader?.cancel().catch(() => undefined);
  }
}
