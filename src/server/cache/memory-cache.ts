/** An in-process JSON cache with expiry and a bounded number of entries (least recently used goes first). */
import type { Cache } from '../services.ts';

interface Entry {
  /** Stored as JSON so callers get a copy, exactly as from Redis. */
  json: string;
  expiresAt: number;
}

export interface MemoryCacheOptions {
  /** Most entries kept; the least recently used is dropped past it. */
  maxEntries?: number;
  /** Clock in milliseconds, injectable for tests. */
  now?: () => number;
}

/** Creates an in-process cache; values are JSON-copied in and out, expired entries read as misses. */
export function createMemoryCache(options: MemoryCacheOptions = {}): Cache {
  const maxEntries = options.maxEntries ?? 1000;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on read makes the first key the least recently used.
  const entries = new Map<string, Entry>();

  return {
    name: 'memory',
    async get<T>(key: string): Promise<T | undefined> {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return JSON.parse(entry.json) as T;
    },
    async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
      const json = JSON.stringify(value);
      if (json === undefined || ttlSeconds <= 0) return;
      entries.delete(key);
      entries.set(key, { json, expiresAt: now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
    },
  };
}
