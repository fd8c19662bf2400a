// Whether a web build is older than the sources it is made from. Shared by `npm start` (which
// rebuilds a stale dist/) and the tests' shared build (test/test-build.ts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Everything a `vite build` reads, relative to the project root. */
export const BUILD_SOURCES = [
  'src/web',
  'src/core',
  'src/catalogue',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/prerender-shell-plugin.ts',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** True when `builtFile` exists and no build source under `root` changed after it was written. */
export function isBuildFresh(root, builtFile) {
  if (!existsSync(builtFile)) return false;
  const newest = Math.max(...BUILD_SOURCES.map((source) => newestChange(join(root, source))));
  return newest < statSync(builtFile).mtimeMs;
}
