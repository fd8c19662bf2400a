import { describe, expect, it } from 'vitest';
import { createMemoryCache } from './memory-cache.ts';

describe('createMemoryCache', () => {
  it('returns what was stored until it expires', async () => {
    let clock = 1_000;
    const cache = createMemoryCache({ now: () => clock });
    await cache.set('post:1', { text: 'hello' }, 10);
    expect(await cache.get('post:1')).toEqual({ text: 'hello' });
    clock += 9_999;
    expect(await cache.get('post:1')).toEqual({ text: 'hello' });
    clock += 1;
    expect(await cache.get('post:1')).toBeUndefined();
  });

  it('reads a missing key as a miss', async () => {
    expect(await createMemoryCache().get('nothing')).toBeUndefined();
  });

  it('hands out copies, so a caller changing a value does not change the cache', async () => {
    const cache = createMemoryCache();
    const value = { list: [1, 2] };
    await cache.set('k', value, 60);
    value.list.push(3);
    const first = await cache.get<{ list: number[] }>('k');
    first?.list.push(4);
    expect(await cache.get('k')).toEqual({ list: [1, 2] });
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = createMemoryCache({ maxEntries: 2 });
    await cache.set('a', 1, 60);
    await cache.set('b', 2, 60);
    await cache.get('a');
    await cache.set('c', 3, 60);
    expect(await cache.get('a')).toBe(1);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('c')).toBe(3);
  });

  it('overwrites a key with the newer value', async () => {
    const cache = createMemoryCache();
    await cache.set('k', 'old', 60);
    await cache.set('k', 'new', 60);
    expect(await cache.get('k')).toBe('new');
  });
});

describe('createMemoryCache, bounded in bytes', () => {
  it('drops the least recently used entries once the JSON kept passes its byte budget', async () => {
    // 100 bytes: two values of 20 characters (40 bytes each as JavaScript holds them) fit, a third does not.
    const cache = createMemoryCache({ maxBytes: 100 });
    const value = (letter: string) => letter.repeat(18); // JSON: 20 characters with its quotes
    await cache.set('a', value('a'), 60);
    await cache.set('b', value('b'), 60);
    expect(await cache.get('a')).toBe(value('a'));
    await cache.set('c', value('c'), 60);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(value('a'));
    expect(await cache.get('c')).toBe(value('c'));
  });
});
