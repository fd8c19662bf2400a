/** readOnce (read-once.ts): a source's reading made once per source and key. */
import { describe, expect, it } from 'vitest';
import { readOnce } from './read-once.ts';

describe('readOnce', () => {
  it('reads a source once per key, and a new source again', () => {
    const cache = new WeakMap<object, Map<string, string[]>>();
    const first = { text: 'one' };
    let reads = 0;
    const read = (source: { text: string }, key: string) =>
      readOnce(cache, source, key, () => {
        reads++;
        return [source.text, key];
      });
    expect(read(first, 'en')).toEqual(['one', 'en']);
    expect(read(first, 'en')).toBe(read(first, 'en'));
    expect(reads).toBe(1);
    expect(read(first, 'de')).toEqual(['one', 'de']);
    expect(read({ text: 'two' }, 'en')).toEqual(['two', 'en']);
    expect(reads).toBe(3);
  });
});
