/**
 * POSTs JSON and reads the answer as server-sent events (issue 15): `partial` answers as the model
 * writes, then `done`. fetch and a ReadableStream rather than EventSource, which cannot POST;
 * `eventsource-parser` reads the events. Where no stream arrives (an old browser, a proxy that
 * buffers or answers JSON), it gives the plain JSON answer, so every caller always gets one.
 */
import { ApiError } from './api-error.ts';
import { parseRetryAfter } from './parse-retry-after.ts';
import { postJson } from './post-json.ts';

/** What the person reads when the stream stopped before its end. */
export const STREAM_CUT_MESSAGE =
  'The answer was cut off before it was finished. What arrived is shown; you can generate again.';

/** The stream stopped before `done`: `partial` holds what had arrived, if anything. */
export class StreamCutError<T> extends ApiError {
  readonly partial: T | undefined;

  constructor(message: string, partial: T | undefined) {
    super(0, message);
    this.name = 'StreamCutError';
    this.partial = partial;
  }
}

export const isStreamCut = (error: unknown): error is StreamCutError<unknown> =>
  error instanceof StreamCutError;

export interface StreamOptions<T> {
  signal?: AbortSignal;
  /** Each answer so far, in the final answer's shape. */
  onPartial?: (partial: T) => void;
}

/** True where fetch can hand out the body as it comes. */
function canStream(): boolean {
  return typeof ReadableStream === 'function' && typeof TextDecoder === 'function';
}

/** The server's `{ error }` text, if the data is that. */
function errorText(data: unknown): string | undefined {
  const error = (data as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}

/**
 * Sends `body` to `path` asking for a stream; resolves to the `done` answer. Throws ApiError as
 * postJson does for a refused request, and StreamCutError (with the last partial) when the
 * stream breaks or the server reports an error after it started.
 */
/**
 * The stream's reader, loaded apart from the first page (its 1.4 KB are not needed before the
 * first request) and at once when a request starts, beside it: the server's first byte takes
 * longer than the chunk.
 */
const loadParser = () => import('eventsource-parser');

export async function postStream<T>(
  path: string,
  body: unknown,
  { signal, onPartial }: StreamOptions<T> = {},
): Promise<T> {
  if (!canStream()) return postJson<T>(path, body, signal);
  const parserLoaded = loadParser();
  // A failed load is a stream not read: the plain answer below says why in the usual words.
  parserLoaded.catch(() => {});
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    if (signal?.aborted) throw new ApiError(0, 'The request was cancelled.');
    // The stream request never got an answer; the plain one says why in the usual words.
    return postJson<T>(path, body, signal);
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || !type.includes('text/event-stream') || !response.body) {
    return readPlainAnswer<T>(response);
  }

  let partial: T | undefined;
  let done: { value: T } | undefined;
  let failure: string | undefined;
  // Any byte at all: the server sends its first comment before it asks the model, so from here a
  // second request would be a second generation and a second count against the visitor's limits.
  let received = false;
  let createParser: Awaited<typeof parserLoaded>['createParser'];
  try {
    ({ createParser } = await parserLoaded);
  } catch {
    await response.body.cancel().catch(() => {});
    return postJson<T>(path, body, signal);
  }
  const parser = createParser({
    onEvent(event) {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      if (event.event === 'partial') {
        partial = data as T;
        onPartial?.(partial);
      } else if (event.event === 'done') {
        done = { value: data as T };
      } else if (event.event === 'error') {
        failure = errorText(data) ?? STREAM_CUT_MESSAGE;
      }
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!done && failure === undefined) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      if (value.byteLength > 0) received = true;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch {
    if (signal?.aborted) throw new ApiError(0, 'The request was cancelled.');
    // The connection broke: handled below like a stream that ended early.
  } finally {
    reader.cancel().catch(() => undefined);
  }
  if (done) return done.value;
  if (failure !== undefined) throw new StreamCutError<T>(failure, partial);
  // Not one byte came through (a proxy that swallowed the stream): the model was never asked, so
  // asking again without a stream costs nothing twice.
  if (!received) return postJson<T>(path, body, signal);
  throw new StreamCutError<T>(STREAM_CUT_MESSAGE, partial);
}

/** An ordinary JSON answer to the stream request: the success, or an ApiError as postJson makes. */
async function readPlainAnswer<T>(response: Response): Promise<T> {
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new ApiError(
      response.status,
      errorText(payload) ?? `The server answered ${response.status}.`,
      response.status === 429 ? parseRetryAfter(response.headers.get('Retry-After')) : undefined,
    );
  }
  if (payload === undefined) throw new ApiError(response.status, 'The answer was not JSON.');
  return payload as T;
}
