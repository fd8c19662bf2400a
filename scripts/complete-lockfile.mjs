#!/usr/bin/env node
// `npm run lockfile:complete`: run after `npm install` changes package-lock.json.
//
// Why: packages such as Biome, Rollup and takumi ship one optional package per platform. The registry
// this project's machines reach serves only this platform's, so `npm install` leaves the others out of
// the lockfile, and `npm ci` then refuses the lockfile ("Missing: @biomejs/cli-darwin-arm64@ from lock
// file"). This adds each missing optional package as an optional entry at the version its parent
// pins, with the `integrity`, `os`, `cpu` and `libc` the registry's metadata gives for that version
// (`npm view`), so `npm ci` can verify it and skip it on other platforms. Running it again changes
// nothing. `npm test` checks the result (scripts/check-lockfile.mjs), without the network.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  addMissingOptionals,
  entriesWithoutIntegrity,
  packageNameOf,
  withMetadata,
} from './lockfile-entries.mjs';

const lockPath = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const added = addMissingOptionals(lock);

const filled = [];
for (const path of entriesWithoutIntegrity(lock)) {
  const entry = lock.packages[path];
  const spec = `${packageNameOf(path)}@${entry.version}`;
  const json = execFileSync(
    'npm',
    ['view', spec, 'dist.integrity', 'os', 'cpu', 'libc', '--json'],
    {
      encoding: 'utf8',
    },
  );
  const metadata = JSON.parse(json);
  if (!metadata['dist.integrity']) throw new Error(`The registry gave no integrity for ${spec}.`);
  lock.packages[path] = withMetadata(entry, metadata);
  filled.push(spec);
}

if (added.length > 0 || filled.length > 0) {
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    `package-lock.json: added ${added.length} optional platform packages, filled the integrity ` +
      `of ${filled.length}:\n  ${filled.join('\n  ')}`,
  );
} else {
  console.log('package-lock.json already lists every optional package, each with its integrity.');
}
