/**
 * An in-process JSON cache with expiry, bounded in entries and in bytes (least recently used goes
 * first): lru-cache, with the clock injectable for tests.
 */
import { LRUCache } from 'lru-cache';
import type { Cache } from '../services.ts';
import { lifetime, lruClock } from './lru-clock.ts';

/** The JSON kept, whatever the number of entries: posts and GIF answers are a few KB each. */
export const MEMORY_CACHE_BYTES = 32 * 1024 * 1024;

export interface MemoryCacheOptions {
  /** Most entries kept; the least recently used is dropped past it. */
  maxEntries?: number;
  /** Most bytes of JSON kept (a character counted as two bytes, as JavaScript holds it). */
  maxBytes?: number;
  /** Clock in milliseconds, injectable for tests. */
  now?: () => number;
}

/** Creates an in-process cache; values are JSON-copied in and out, expired entries read as misses. */
export function createMemoryCache(options: MemoryCacheOptions = {}): Cache {
  const now = options.now ?? Date.now;
  // Stored as JSON so callers get a copy, exactly as from Redis.
  const entries = new LRUCache<string, string>({
    max: options.maxEntries ?? 1000,
    maxSize: options.maxBytes ?? MEMORY_CACHE_BYTES,
    sizeCalculation: (json) => Math.max(1, json.length * 2),
    ...lruClock(now),
  });

  return {
    name: 'memory',
    async get<T>(key: string): Promise<T | undefined> {
      const json = entries.get(key);
      return json === undefined ? undefined : (JSON.parse(json) as T);
    },
    async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
      const json = JSON.stringify(value);
      if (json === undefined || ttlSeconds <= 0) return;
      entries.set(key, json, { ttl: lifetime(ttlSeconds * 1000) });
    },
  };
}
