/**
 * lru-cache's expiry counted as the rest of the server counts it. lru-cache holds an entry while
 * its age does not exceed its ttl, and reads a start time of 0 as "never expires"; here an entry
 * is gone once its age reaches its lifetime, and an injected test clock may well start at 0.
 */

/** The options that give an LRUCache this clock: read at every look, never cached, never 0. */
export function lruClock(now: () => number): { ttlResolution: 0; perf: { now: () => number } } {
  return { ttlResolution: 0, perf: { now: () => now() + 1 } };
}

/** The ttl to give lru-cache for an entry that lives `ms` milliseconds. */
export const lifetime = (ms: number): number => Math.max(1, ms - 1);
