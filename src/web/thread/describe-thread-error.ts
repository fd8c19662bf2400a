/** The alert for a thread that could not be made. */
import { ApiError, isTooManyRequests } from '#web/api/api-error.ts';
import { tooManyRequestsMessage } from '#web/api/too-many-requests-message.ts';
import { THREAD_FAILED } from './thread-labels.ts';

/** 429 says when to come back; 400/413 carry the server's own explanation; the rest is generic. */
export function describeThreadError(cause: unknown): string {
  if (isTooManyRequests(cause)) return tooManyRequestsMessage(cause.retryAfterSeconds);
  if (cause instanceof ApiError && (cause.status === 400 || cause.status === 413)) {
    return cause.message;
  }
  return THREAD_FAILED;
}
