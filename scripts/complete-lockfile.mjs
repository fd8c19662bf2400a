#!/usr/bin/env node
// `npm run lockfile:complete`: run after `npm install` changes package-lock.json.
//
// Why: packages such as Biome, Rollup and resvg ship one optional package per platform. The registry
// this project's machines reach serves only this platform's, so `npm install` leaves the others out of
// the lockfile, and `npm ci` then refuses the lockfile ("Missing: @biomejs/cli-darwin-arm64@ from lock
// file"). This adds each missing optional package as an optional entry at the version its parent
// pins; npm skips it on platforms where it cannot be installed, and installs it where it can.
// `npm test` checks the result with `npm ci --dry-run` (scripts/check-lockfile.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lockPath = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
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

if (added.length > 0) {
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    `package-lock.json: added ${added.length} optional platform packages:\n  ${added.join('\n  ')}`,
  );
} else {
  console.log('package-lock.json already lists every optional package.');
}
