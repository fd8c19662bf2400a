/**
 * A reading of a source made once per source and key (its languages, its options): every line of
 * a card asks the same source again, and a new source (a new card) starts afresh, the WeakMap
 * letting the old one go.
 */
export function readOnce<Owner extends object, Value>(
  cache: WeakMap<Owner, Map<string, Value>>,
  owner: Owner,
  key: string,
  read: () => Value,
): Value {
  let byKey = cache.get(owner);
  if (!byKey) {
    byKey = new Map();
    cache.set(owner, byKey);
  }
  let value = byKey.get(key);
  if (value === undefined) {
    value = read();
    byKey.set(key, value);
  }
  return value;
}
