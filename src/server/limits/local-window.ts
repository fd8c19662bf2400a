/**
 * A per-client count of requests in fixed windows, in this process and synchronous. The answer cache
 * writes a repeated `/api/fetch-tweet` before the app (docs/decisions/004), where an await on the
 * shared limiter would cost most of its speed; this count lets it still refuse a client that is over
 * `FETCH_PER_MINUTE`, and the app's limit middleware reads the same count, so every request of a
 * client counts once, whichever path answers it.
 */
import { LRUCache } from 'lru-cache';
import { lifetime, lruClock } from '../cache/lru-clock.ts';
import type { LimitDecision } from './limit-decision.ts';

export interface LocalWindow {
  /** Counts one request of `clientKey`; refuses once the window holds `limit` of them. */
  take(clientKey: string): LimitDecision;
}

export interface LocalWindowOptions {
  limit: number;
  windowMs: number;
  /** Said to the client when refused, given the seconds until the window ends. */
  message: (seconds: number) => string;
  /** Clock in milliseconds, injectable for tests. */
  now?: () => number;
  /** Past this many clients, the least recently seen client's window goes first. */
  maxClients?: number;
}

export function createLocalWindow({
  limit,
  windowMs,
  message,
  now = Date.now,
  maxClients = 10_000,
}: LocalWindowOptions): LocalWindow {
  // lru-cache: a window lives as long as it lasts; past `maxClients` the least recently seen
  // client's window goes first (a client that quiet is not the one flooding us).
  const windows = new LRUCache<string, { count: number; endsAt: number }>({
    max: maxClients,
    ttl: lifetime(windowMs),
    ...lruClock(now),
  });

  return {
    take(clientKey) {
      const at = now();
      let window = windows.get(clientKey);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + windowMs };
        windows.set(clientKey, window);
      }
      window.count += 1;
      if (window.count <= limit) return { ok: true };
      const seconds = Math.max(1, Math.ceil((window.endsAt - at) / 1000));
      return { ok: false, retryAfterSeconds: seconds, message: message(seconds) };
    },
  };
}
