// Whether a build is older than the sources it is made from. Shared by `npm start` (which rebuilds
// a stale web app or server) and the tests' shared builds (test/test-build.ts, test/server-build.ts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Everything a `vite build` of the web app reads, relative to the project root. */
export const BUILD_SOURCES = [
  'src/web',
  'src/core',
  'src/catalogue',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/prerender-shell-plugin.ts',
];

/**
 * Everything the server's build (vite.server.config.ts) reads: package.json holds the `#` imports,
 * and package-lock.json the versions of the npm packages the build bundles in.
 */
export const SERVER_BUILD_SOURCES = [
  'src/server',
  'src/core',
  'src/catalogue',
  'src/card',
  'src/writer',
  'package.json',
  'package-lock.json',
  'vite.server.config.ts',
];

/** The built server, relative to the project root: what `npm start` and a deploy run with node. */
export const SERVER_ENTRY = 'dist-server/main.js';
/** `npm run model`'s built script, beside the server. */
export const FETCH_MODEL_ENTRY = 'dist-server/fetch-model.js';

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/**
 * True when `builtFile` exists and none of `sources` (the web app's by default) under `root`
 * changed after it was written.
 */
export function isBuildFresh(root, builtFile, sources = BUILD_SOURCES) {
  if (!existsSync(builtFile)) return false;
  const newest = Math.max(...sources.map((source) => newestChange(join(root, source))));
  return newest < statSync(builtFile).mtimeMs;
}
