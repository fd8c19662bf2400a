/** The one error type routes and services throw to answer a person with a status and a message. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: 400 | 403 | 404 | 413 | 429 | 502 | 503 | 504,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Fields the JSON answer carries besides `error` (`supported`, for a language not written). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A 429 that tells the client how many seconds to wait. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
