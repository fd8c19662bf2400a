/** A limit's answer to one request: go on, or wait this many seconds and tell the client why. */
export type LimitDecision =
  | { ok: true }
  | { ok: false; retryAfterSeconds: number; message: string };
