import { describe, expect, it } from 'vitest';
import { createImageCache } from './image-cache.ts';

const picture = (size: number, fill = 1) => ({
  body: new Uint8Array(size).fill(fill),
  contentType: 'image/png' as const,
});

describe('createImageCache', () => {
  it('gives back a kept picture until it expires', () => {
    let clock = 0;
    const cache = createImageCache({ ttlSeconds: 10, now: () => clock });
    cache.set('a', picture(10));
    expect(cache.get('a')?.body.byteLength).toBe(10);
    clock = 10_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('never holds more than its byte budget, dropping the least recently used first', () => {
    const cache = createImageCache({ maxBytes: 100, maxEntryBytes: 60 });
    cache.set('a', picture(40));
    cache.set('b', picture(40));
    cache.get('a');
    cache.set('c', picture(40));
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('does not keep a picture over the per-picture cap', () => {
    const cache = createImageCache({ maxBytes: 1000, maxEntryBytes: 50 });
    cache.set('big', picture(51));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('counts a replaced picture once', () => {
    const cache = createImageCache({ maxBytes: 1000 });
    cache.set('a', picture(30));
    cache.set('a', picture(20, 2));
    expect(cache.bytes).toBe(20);
    expect(cache.get('a')?.body[0]).toBe(2);
  });
});
