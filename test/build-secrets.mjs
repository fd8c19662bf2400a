#!/usr/bin/env node
// The secret check's values (test/bundle-secrets.test.ts): fresh secret-looking values in every
// secret variable of a web build's environment, none of which may reach a file a browser downloads.
// Run as a script (`npm test`'s web build step), it makes dist/ with such values and keeps them
// beside the build, stamped with its index.html: the secret check then reads that build instead of
// making one of its own (a whole build's CPU less in `npm test`). Any later build of dist/ (plain
// `vite build`, `npm start`) leaves the stamp behind, and the check builds its own again.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The server's secret variables: none of their values may reach a file a browser downloads. */
export const SECRET_VARIABLES = /** @type {const} */ (['HF_TOKEN', 'LLM_API_KEY', 'GIPHY_API_KEY']);

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomText = (length) =>
  [...randomBytes(length)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');

/** Fresh for every build, so a match can only come from that build. */
export function freshSecrets() {
  return {
    HF_TOKEN: `hf_${randomText(34)}`,
    LLM_API_KEY: `sk-${randomText(48)}`,
    GIPHY_API_KEY: randomText(32),
  };
}

/** Where the values dist/ was built with are kept (not in dist/: not a file of the build). */
const DIST_SECRETS_FILE = join(root, 'node_modules/.cache/summary-dist.secrets.json');
const distIndex = (dir) => join(dir, 'index.html');

/**
 * The values `distDir` was built with by this script, when its index.html is still the one that
 * build wrote; else undefined (built another way, or built again since).
 */
export function distSecrets(distDir = join(root, 'dist')) {
  if (!existsSync(DIST_SECRETS_FILE) || !existsSync(distIndex(distDir))) return undefined;
  const kept = JSON.parse(readFileSync(DIST_SECRETS_FILE, 'utf8'));
  const index = statSync(distIndex(distDir));
  return kept.dir === distDir && kept.indexMtimeMs === index.mtimeMs ? kept.secrets : undefined;
}

/** `vite build` into dist/ with fresh secret values in its environment, kept beside it. */
function buildWithSecrets() {
  const distDir = join(root, 'dist');
  const secrets = freshSecrets();
  rmSync(DIST_SECRETS_FILE, { force: true });
  const build = spawnSync('npx', ['vite', 'build', ...process.argv.slice(2)], {
    cwd: root,
    env: { ...process.env, ...secrets },
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  mkdirSync(dirname(DIST_SECRETS_FILE), { recursive: true });
  const indexMtimeMs = statSync(distIndex(distDir)).mtimeMs;
  writeFileSync(DIST_SECRETS_FILE, JSON.stringify({ dir: distDir, indexMtimeMs, secrets }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildWithSecrets();
