#!/usr/bin/env node
// `npm start`: builds the web app when the build is missing or older than its sources, then
// serves the app and the API on one port (PORT, default 3000). `--demo` (`npm run demo`) serves it
// with every outside service replaced by a local fake, so it works with no network.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildFresh } from './build-freshness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtPage = join(root, 'dist', 'index.html');

const needsBuild = !isBuildFresh(root, builtPage);

if (needsBuild) {
  console.log('Building the web app…');
  const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const entry = process.argv.includes('--demo') ? 'test/serve-with-fakes.ts' : 'src/server/main.ts';
const server = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, stdio: 'inherit' });
// Whoever stops us (Ctrl+C, a supervisor, a timeout) stops the server too.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
