/** POSTs JSON to our own API and returns the typed answer, or throws an ApiError. */
import type { ApiErrorResponse } from '#core/index.ts';
import { ApiError } from './api-error.ts';
import { parseRetryAfter } from './parse-retry-after.ts';

/** Said first and alone when no answer came (offline, refused): nothing of the post is known. */
export const NO_ANSWER =
  'Summary could not be reached. Please check your connection and try again.';

/** Sends `body` to `path`; a non-2xx answer becomes an ApiError carrying the server's message. */
export async function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    throw new ApiError(0, NO_ANSWER);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new ApiError(
      response.status,
      readErrorMessage(payload) ?? `The server answered ${response.status}.`,
      response.status === 429 ? parseRetryAfter(response.headers.get('Retry-After')) : undefined,
    );
  }
  if (payload === undefined) throw new ApiError(response.status, 'The answer was not JSON.');
  return payload as T;
}

function readErrorMessage(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { error } = payload as Partial<ApiErrorResponse>;
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}
