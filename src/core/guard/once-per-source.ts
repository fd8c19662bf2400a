/**
 * A reading made once per source: every line of a card asks the same source (or the same list of
 * languages, the same post) again, and a new source starts afresh, the WeakMap letting the old one
 * go. `has`, not a falsy test, so a reading that is `undefined`, `false`, `0` or '' is kept too and
 * not made again on each line.
 */
export function oncePer<K extends object, T>(read: (key: K) => T): (key: K) => T {
  const cache = new WeakMap<K, T>();
  return (key) => {
    // One look-up for a reading made already (a card asks hundreds): `has` only where it is
    // undefined, which may be a reading kept or none yet.
    const kept = cache.get(key);
    if (kept !== undefined || cache.has(key)) return kept as T;
    const value = read(key);
    cache.set(key, value);
    return value;
  };
}
