// What the lockfile scripts share: which entries lack what `npm ci` needs to check them.

/** Paths of installable entries (not the root, not links) that carry no `integrity`. */
export function entriesWithoutIntegrity(lock) {
  return Object.entries(lock.packages ?? {})
    .filter(([path, entry]) => path !== '' && !entry.link && !entry.integrity)
    .map(([path]) => path);
}

/** The package name an entry's path installs (`node_modules/a/node_modules/@b/c` → `@b/c`). */
export function packageNameOf(path) {
  return path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/**
 * Adds every optional platform package a parent pins but the lockfile lacks, as an optional entry
 * at the pinned version (npm skips it where it cannot be installed). Answers the names added.
 */
export function addMissingOptionals(lock) {
  const packages = lock.packages;
  const added = [];
  for (const [path, entry] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${path === '' ? '' : `${path}/`}node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (packages[nested] || packages[hoisted]) continue;
      packages[hoisted] = { version, ...(entry.dev ? { dev: true } : {}), optional: true };
      added.push(`${name}@${version}`);
    }
  }
  return added;
}

/**
 * The entry with the registry's metadata of its version: `integrity` always, `os`, `cpu` and
 * `libc` when the package names them (npm uses them to skip it on other platforms).
 */
export function withMetadata(entry, metadata) {
  const filled = { ...entry, integrity: metadata['dist.integrity'] };
  for (const key of ['os', 'cpu', 'libc']) {
    const value = metadata[key];
    if (value !== undefined) filled[key] = Array.isArray(value) ? value : [value];
  }
  // In the order npm itself writes such an entry, so the next `npm install` leaves it alone.
  const first = ['version', 'resolved', 'integrity'].filter((key) => key in filled);
  const rest = Object.keys(filled)
    .filter((key) => !first.includes(key))
    .sort();
  return Object.fromEntries([...first, ...rest].map((key) => [key, filled[key]]));
}
