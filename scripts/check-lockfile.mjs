#!/usr/bin/env node
// Part of `npm test`: fails when package-lock.json and package.json disagree, the way `npm ci` (used
// by deploys) would, so the lockfile cannot drift unnoticed, and when an entry carries no
// `integrity` (npm ci could not verify what it downloads). It changes nothing on disk.
// `node scripts/check-lockfile.mjs [dir]` checks another project folder (the tests use that).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { entriesWithoutIntegrity } from './lockfile-entries.mjs';

const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const unverified = entriesWithoutIntegrity(lock);
if (unverified.length > 0) {
  console.error(
    `package-lock.json has ${unverified.length} entries without integrity, which npm ci cannot ` +
      `verify:\n  ${unverified.join('\n  ')}\nRun \`npm run lockfile:complete\` and commit package-lock.json.`,
  );
  process.exit(1);
}
const result = spawnSync(
  'npm',
  ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'],
  {
    cwd: root,
    encoding: 'utf8',
  },
);
if (result.status !== 0) {
  const missing = `${result.stdout}\n${result.stderr}`
    .split('\n')
    .filter((line) => /Missing:|Invalid:|in sync/.test(line));
  console.error(
    'package-lock.json does not match package.json, so `npm ci` would fail:\n' +
      `${missing.join('\n') || result.stderr}\n` +
      'Run `npm install && npm run lockfile:complete` and commit package-lock.json.',
  );
  process.exit(1);
}
console.log('package-lock.json is in sync with package.json (npm ci --dry-run).');
