#!/usr/bin/env node
// `npm start`: builds the web app (into STATIC_DIR, default dist/) and the server (dist-server/)
// when either is missing or older than its sources, then runs the built server with plain node:
// no TypeScript loader serves traffic. `--demo` (`npm run demo`) serves the app with every outside
// service replaced by a local fake (test/serve-with-fakes.ts, through tsx), so it works offline.
// `--model` (`npm run model`) builds the server only and fetches the embedded model's file ahead.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FETCH_MODEL_ENTRY,
  isBuildFresh,
  SERVER_BUILD_SOURCES,
  SERVER_ENTRY,
} from './build-freshness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const demo = process.argv.includes('--demo');
const fetchModel = process.argv.includes('--model');
const defaultStaticDir = join(root, 'dist');
const staticDir = resolve(root, process.env.STATIC_DIR?.trim() || 'dist');

function run(what, args) {
  console.log(`Building ${what}…`);
  const build = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!fetchModel && !isBuildFresh(root, join(staticDir, 'index.html'))) {
  const custom = staticDir !== defaultStaticDir;
  // A build empties its folder first: only a missing folder or an earlier build may be replaced.
  if (custom && existsSync(staticDir) && !existsSync(join(staticDir, 'index.html'))) {
    console.error(`STATIC_DIR (${staticDir}) is not a build of the web app: not replacing it.`);
    process.exit(1);
  }
  run('the web app', [
    'vite',
    'build',
    ...(custom ? ['--outDir', staticDir, '--emptyOutDir'] : []),
  ]);
}
const serverBuilt =
  isBuildFresh(root, join(root, SERVER_ENTRY), SERVER_BUILD_SOURCES) &&
  existsSync(join(root, FETCH_MODEL_ENTRY));
if (!demo && !serverBuilt) {
  run('the server', ['vite', 'build', '--config', 'vite.server.config.ts']);
}

// The demo's fakes take free ports, so a second demo (or the browser tests) can run beside it.
const args = demo
  ? ['--import', 'tsx', 'test/serve-with-fakes.ts', '--free-ports']
  : [fetchModel ? FETCH_MODEL_ENTRY : SERVER_ENTRY];
const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });

// Whoever stops us (Ctrl+C, a supervisor, a timeout) stops the server too. A signal sent to the
// whole process group (Ctrl+C, systemd) reaches the server by itself and reaches us once or twice
// (npm passes its own copy on): we pass one copy on per second, which the server counts as the
// same request to stop, so it drains once. A signal a second or more later is passed on: the
// server's "stop now".
const FORWARD_AT_MOST_EVERY_MS = 1_000;
let forwardedAt = Number.NEGATIVE_INFINITY;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (Date.now() - forwardedAt < FORWARD_AT_MOST_EVERY_MS) return;
    forwardedAt = Date.now();
    server.kill(signal);
  });
}
// npm start ends with the server's exit code (128 + the signal's number if a signal ended it).
server.on('exit', (code, signal) =>
  process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 0)),
);
