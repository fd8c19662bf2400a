/**
 * A reading made once per source: every line of a card asks the same source (or the same list of
 * languages, the same post) again, and a new source starts afresh, the WeakMap letting the old one
 * go. `has`, not a falsy test, so a reading that is `undefined`, `false`, `0` or '' is kept too and
 * not made again on each line.
 */
export function oncePer<K extends object, T>(read: (key: K) => T): (key: K) => T {
  const cache = new WeakMap<K, T>();
  // The key asked last and its reading: most calls ask the key asked just before (a lexicon for
  // each word of a run, the source for each line), and a WeakMap's look-up was 1.5% of the guard's
  // CPU on the worst text. It holds that one key until another is asked, no longer.
  let lastKey: K | undefined;
  let lastValue: T | undefined;
  return (key) => {
    if (key === lastKey) return lastValue as T;
    // One look-up for a reading made already (a card asks hundreds): `has` only where it is
    // undefined, which may be a reading kept or none yet.
    let value = cache.get(key);
    if (value === undefined && !cache.has(key)) {
      value = read(key);
      cache.set(key, value);
    }
    lastKey = key;
    lastValue = value;
    return value as T;
  };
}
