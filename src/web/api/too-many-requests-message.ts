/** The message shown instead of a generic failure when the server says to slow down. */
export function tooManyRequestsMessage(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return 'Too many requests. Please try again in a minute.';
  if (retryAfterSeconds <= 1) return 'Too many requests. Please try again in 1 second.';
  return `Too many requests. Please try again in ${retryAfterSeconds} seconds.`;
}
