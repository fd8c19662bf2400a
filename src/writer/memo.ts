/**
 * A bounded memo for the writer's costly readings (the tagger's pass over a text): one text is
 * read once, however many voices, new takes or repeated requests ask for it. lru-cache, bounded
 * by the characters of the texts it keys on.
 */
import { LRUCache } from 'lru-cache';

/** The texts remembered, in characters (keys and answers are both about that size). */
const MEMO_CHARS = 4 * 1024 * 1024;

export function memo<A extends unknown[], R extends object>(
  keyOf: (...args: A) => string,
  compute: (...args: A) => R,
): (...args: A) => R {
  const cache = new LRUCache<string, R>({
    max: 2_000,
    maxSize: MEMO_CHARS,
    sizeCalculation: (_value, key) => Math.max(1, key.length * 2),
  });
  return (...args) => {
    const key = keyOf(...args);
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(...args);
      cache.set(key, value);
    }
    return value;
  };
}
