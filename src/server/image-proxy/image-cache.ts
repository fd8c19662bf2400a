/**
 * Recent pictures in memory, bounded by bytes: avatars repeat (every post of an author, every card
 * of a thread), so the second request costs no upstream fetch, no slot and no new buffer.
 */
import { LRUCache } from 'lru-cache';
import { lifetime, lruClock } from '../cache/lru-clock.ts';
import type { ImageType } from './detect-image-type.ts';

/** Pictures above this are streamed but not kept: one would crowd out hundreds of avatars. */
export const MAX_CACHED_IMAGE_BYTES = 1024 * 1024;
/** The whole cache; a 400x400 avatar is 20-60 KB, so this holds hundreds of them. */
export const IMAGE_CACHE_BYTES = 16 * 1024 * 1024;
/** Pictures at a URL rarely change; ten minutes bounds how stale a changed one can be. */
export const IMAGE_CACHE_SECONDS = 10 * 60;

export interface CachedImage {
  body: Uint8Array;
  contentType: ImageType;
}

export interface ImageCache {
  get(key: string): CachedImage | undefined;
  /** Keeps the picture if it fits the per-picture cap; the oldest go first past the total. */
  set(key: string, image: CachedImage): void;
  readonly bytes: number;
}

export interface ImageCacheOptions {
  maxBytes?: number;
  maxEntryBytes?: number;
  ttlSeconds?: number;
  now?: () => number;
}

export function createImageCache(options: ImageCacheOptions = {}): ImageCache {
  const maxBytes = options.maxBytes ?? IMAGE_CACHE_BYTES;
  const maxEntryBytes = Math.min(options.maxEntryBytes ?? MAX_CACHED_IMAGE_BYTES, maxBytes);
  const now = options.now ?? Date.now;
  // lru-cache: bounded in bytes, least recently used out first, expiry built in.
  const entries = new LRUCache<string, CachedImage>({
    maxSize: maxBytes,
    maxEntrySize: maxEntryBytes,
    sizeCalculation: (image) => Math.max(1, image.body.byteLength),
    ttl: lifetime((options.ttlSeconds ?? IMAGE_CACHE_SECONDS) * 1000),
    ...lruClock(now),
  });

  return {
    get bytes() {
      return entries.calculatedSize;
    },
    get(key) {
      const entry = entries.get(key);
      return entry && { body: entry.body, contentType: entry.contentType };
    },
    set(key, image) {
      if (image.body.byteLength > maxEntryBytes) return;
      entries.set(key, { body: image.body, contentType: image.contentType });
    },
  };
}
