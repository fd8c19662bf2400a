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
import { serverAllocatorEnv } from './server-allocator.mjs';

// Read before any build: who started us (see the parent's watch below).
const parent = process.ppid;
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
// The server (not the demo, not `--model`) gets a channel to us: should we go away without
// passing a signal on (killed with SIGKILL, crashed), it sees the channel close and drains as on
// SIGTERM instead of serving on, orphaned, on its port (src/server/lifecycle/shutdown.ts).
const server = spawn(process.execPath, args, {
  cwd: root,
  // Read by glibc as the process starts: large card pictures reuse warm memory (see the module).
  env: serverAllocatorEnv(process.env),
  stdio: demo || fetchModel ? 'inherit' : ['inherit', 'inherit', 'inherit', 'ipc'],
});

// Whoever stops us (Ctrl+C, a supervisor, a timeout) stops the server too. A signal sent to the
// whole process group (Ctrl+C, systemd) reaches the server by itself and reaches us once or twice
// (npm passes its own copy on): we pass one copy on per second, which the server counts as the
// same request to stop, so it drains once. A signal a second or more later is passed on: the
// server's "stop now".
const FORWARD_AT_MOST_EVERY_MS = 1_000;
let forwardedAt = Number.NEGATIVE_INFINITY;
function passOn(signal) {
  if (Date.now() - forwardedAt < FORWARD_AT_MOST_EVERY_MS) return;
  forwardedAt = Date.now();
  server.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => passOn(signal));
}

// npm passes a signal it gets to its own child alone. When that child is the shell of
// `sh -c 'node scripts/start.mjs'` (dash), a SIGTERM ends the shell, then npm, and never reaches
// us. So we watch our parent: once it is gone (we were handed to init or a subreaper), the server
// stops as on SIGTERM, unless a signal was passed on already (one sent to the whole group also
// ends the shell). With `exec` in the start script we are npm's child: npm passes its signals to
// us, and waits for us.
const PARENT_CHECK_MS = 100;
const parentWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(parentWatch);
  if (forwardedAt === Number.NEGATIVE_INFINITY) passOn('SIGTERM');
}, PARENT_CHECK_MS);
parentWatch.unref();

// npm start ends with the server's exit code (128 + the signal's number if a signal ended it).
server.on('exit', (code, signal) =>
  process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 0)),
);
