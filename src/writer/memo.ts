/**
 * A bounded memo for the writer's costly readings (the tagger's pass over a text): one text is
 * read once, however many voices, new takes or repeated requests ask for it. lru-cache, bounded
 * by the bytes its keys and answers take (issue 30, item 6): a key should hold only the part of
 * a text the reading depends on (post-topics.ts keys on a text's opening), a longer key is not
 * remembered, and a remembered key is a copy of its own, so it never keeps a whole text alive.
 */
import { LRUCache } from 'lru-cache';

/** What the memo may hold, in bytes (keys and answers, at two bytes a character). */
export const MEMO_BYTES = 2 * 1024 * 1024;
/** A key longer than this (in characters) is not remembered: its reading is done each time. */
export const MEMO_MAX_KEY_CHARS = 8 * 1024;
/** Bytes an entry costs beyond its strings: the cache's slots, the string and array headers. */
const ENTRY_BYTES = 96;

/** Bytes a string takes at most (V8 stores a character in one byte or two). */
export const stringBytes = (text: string): number => 16 + 2 * text.length;

/**
 * The key as a string of its own. A slice of a longer text (and a template holding one) can
 * share the longer text's storage in the engine (V8 keeps a slice as a view of its parent), so a
 * 2,000-character key would keep a 20,000-character text alive; a JSON round trip builds a new
 * string of just its characters.
 */
const ownCopy = (key: string): string => JSON.parse(JSON.stringify(key)) as string;

/** A memoised function, with what its memo holds (for the tests and the curious). */
export type Memoised<A extends unknown[], R> = ((...args: A) => R) & {
  /** Bytes the remembered keys and answers take, as the memo counts them. */
  heldBytes(): number;
  /** How many answers are remembered. */
  entries(): number;
};

/**
 * `compute` remembered by `keyOf` of its arguments, within MEMO_BYTES; `sizeOf` says how many
 * bytes an answer takes. What it answers is shared: callers must not change it.
 */
export function memo<A extends unknown[], R extends object>(
  keyOf: (...args: A) => string,
  compute: (...args: A) => R,
  sizeOf: (value: R) => number,
): Memoised<A, R> {
  const cache = new LRUCache<string, R>({
    maxSize: MEMO_BYTES,
    sizeCalculation: (value, key) => ENTRY_BYTES + stringBytes(key) + Math.max(0, sizeOf(value)),
  });
  const remembered = (...args: A): R => {
    const key = keyOf(...args);
    if (key.length > MEMO_MAX_KEY_CHARS) return compute(...args);
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(...args);
      cache.set(ownCopy(key), value);
    }
    return value;
  };
  return Object.assign(remembered, {
    heldBytes: () => cache.calculatedSize,
    entries: () => cache.size,
  });
}
