/** The error every API call throws when the answer is not a success. */
export class ApiError extends Error {
  /** HTTP status, or 0 when the request never got an answer (offline, aborted, refused). */
  readonly status: number;
  /** Seconds to wait before trying again, from a 429's `Retry-After` header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** True for the answer that means "slow down": the UI then says when to come back. */
export const isTooManyRequests = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 429;
