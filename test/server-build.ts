/**
 * The built server for tests: one `vite build --config vite.server.config.ts` into dist-server/,
 * shared by every test file and rebuilt only when a server source is newer (the freshness check of
 * `npm start`), then run the way `npm start` runs it: plain `node dist-server/main.js`,
 * `node scripts/start.mjs` itself, or `npm start`. Run the test files that use it under the shared
 * build lock: `flock /tmp/e2e.lock npx vitest run <file>`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { isBuildFresh, SERVER_BUILD_SOURCES, SERVER_ENTRY } from '../scripts/build-freshness.mjs';
import { collectOutput, type ProcessOutput } from './process-output.ts';
import { findFreePort } from './redis-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = join(root, SERVER_ENTRY);
const lockDir = join(root, 'node_modules/.cache/summary-server-build.lock');

const isFresh = () => isBuildFresh(root, entry, SERVER_BUILD_SOURCES);

/** Builds dist-server/ unless it is fresh; parallel test files wait for one build. */
export async function ensureServerBuild(): Promise<string> {
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  for (;;) {
    if (isFresh()) return entry;
    try {
      mkdirSync(lockDir);
    } catch {
      // Another worker is building; a lock older than 3 minutes was left by a crash.
      if (existsSync(lockDir) && Date.now() - statSync(lockDir).mtimeMs > 180_000) {
        rmSync(lockDir, { recursive: true, force: true });
      }
      await sleep(200);
      continue;
    }
    try {
      if (!isFresh()) {
        execFileSync('npx', ['vite', 'build', '--config', 'vite.server.config.ts'], {
          cwd: root,
          stdio: 'pipe',
        });
      }
    } finally {
      rmSync(lockDir, { recursive: true, force: true });
    }
  }
}

export interface BuiltServer {
  /** The pid of the process answering HTTP: `node dist-server/main.js`. */
  serverPid: number;
  /**
   * What the test started in its own process group (whose id is its pid): `node scripts/start.mjs`
   * with `viaStart`, `npm start` with `viaNpm`; else undefined.
   */
  start?: ChildProcess;
  url: string;
  port: number;
  /** Exit code of what we started: the server, start.mjs (which ends with its code), or npm. */
  exited: Promise<number | null>;
  /** Resolves once the serving process is gone. */
  serverGone: Promise<void>;
  /** Everything both processes wrote, as far as it was read: see `outputClosed`. */
  output(): string;
  /**
   * Resolves once every process writing to the pipes is gone and all they wrote was read: a
   * process's last line (the server's "stopped") can still be in the pipe when it is seen gone.
   */
  outputClosed: Promise<void>;
  /** Kills whatever is still running. */
  kill(): void;
}

/** The children of a process, from /proc (Linux). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        // Field 4, after the parenthesised command name (which may hold spaces).
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The processes of a process group, from /proc (Linux): field 5 of their stat. */
export function groupMembers(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // A zombie is gone already: only its parent has not read its exit yet.
        return fields[0] !== 'Z' && Number(fields[2]) === pgid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The first process under `pid` (its children, theirs, …) that runs the built server. */
function serverUnder(pid: number): number | undefined {
  const queue = childrenOf(pid);
  while (queue.length > 0) {
    const next = queue.shift() as number;
    try {
      if (processInfo(next).args[1] === SERVER_ENTRY) return next;
    } catch {
      // gone meanwhile
    }
    queue.push(...childrenOf(next));
  }
  return undefined;
}

/** A process's arguments and environment, from /proc. */
export function processInfo(pid: number): { args: string[]; env: Record<string, string> } {
  const split = (path: string) => readFileSync(path, 'utf8').split('\0').filter(Boolean);
  const env = Object.fromEntries(
    split(`/proc/${pid}/environ`).map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1)];
    }),
  );
  return { args: split(`/proc/${pid}/cmdline`), env };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** Resolves with the pid's exit once /proc no longer lists it (for a process we did not spawn). */
async function pidGone(pid: number): Promise<void> {
  while (existsSync(`/proc/${pid}`)) {
    const state = (() => {
      try {
        return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
      } catch {
        return undefined;
      }
    })();
    if (state === 'Z' || state === undefined) return;
    await sleep(20);
  }
}

/**
 * Starts the built server on a free port with `env` and waits until /api/health answers.
 * `viaStart` runs `node scripts/start.mjs` (what `npm start` runs), `viaNpm` runs `npm start`
 * itself, in its own process group, with STATIC_DIR a throw-away page (no web app to build).
 */
export async function startBuiltServer(
  env: Record<string, string>,
  options: { viaStart?: boolean; viaNpm?: boolean } = {},
): Promise<BuiltServer> {
  await ensureServerBuild();
  // The port is free when asked for, not held: a fake or another test file's server may bind it
  // first (CI saw a test talk to another test's server, then to nobody). Such a start is retried.
  for (let attempt = 1; ; attempt++) {
    const started = await startOnce(env, options, await findFreePort());
    if (started !== 'port taken') return started;
    if (attempt === 3) throw new Error('the built server found no free port in 3 tries');
  }
}

async function startOnce(
  env: Record<string, string>,
  { viaStart = false, viaNpm = false },
  port: number,
): Promise<BuiltServer | 'port taken'> {
  let output: ProcessOutput | undefined;
  const fullEnv: Record<string, string | undefined> = {
    ...process.env,
    // Vitest's own settings must not leak into the server.
    NODE_OPTIONS: undefined,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    // Tests never download a model: the embedded one is off unless a test names a file.
    EMBEDDED_MODEL: 'off',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  let staticDir: string | undefined;
  let start: ChildProcess | undefined;
  let server: ChildProcess | undefined;
  let serverPid: number;
  if (viaStart || viaNpm) {
    staticDir = mkdtempSync(join(tmpdir(), 'summary-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Summary</title>');
    const [command, args] = viaNpm ? ['npm', ['start']] : [process.execPath, ['scripts/start.mjs']];
    start = spawn(command, args, {
      cwd: root,
      env: { ...fullEnv, STATIC_DIR: staticDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    output = collectOutput(start);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const pid = serverUnder(start.pid ?? -1);
      if (pid) {
        serverPid = pid;
        break;
      }
      if (start.exitCode !== null || Date.now() > deadline) {
        throw new Error(
          `${viaNpm ? 'npm start' : 'scripts/start.mjs'} started no server:\n${output.text()}`,
        );
      }
      await sleep(20);
    }
  } else {
    server = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: root,
      env: fullEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    output = collectOutput(server);
    serverPid = server.pid ?? -1;
  }
  const exited = exitOf((start ?? server) as ChildProcess);
  const serverGone = server ? exited.then(() => undefined) : pidGone(serverPid);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  let gone = false;
  void serverGone.then(() => {
    gone = true;
  });
  // Our server's own word that it listens on the port (written at every log level): whatever
  // answers there before is another's.
  const listening = `Summary is running at ${url}`;
  for (;;) {
    if (output.text().includes(listening)) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        // not answering yet
      }
    }
    if (gone && output.text().includes('EADDRINUSE')) {
      try {
        if (start?.pid) process.kill(-start.pid, 'SIGKILL');
      } catch {
        // the launcher's group ended with its server
      }
      if (staticDir) rmSync(staticDir, { recursive: true, force: true });
      return 'port taken';
    }
    if (gone || Date.now() > deadline) {
      throw new Error(`the built server did not start:\n${output.text()}`);
    }
    await sleep(50);
  }
  const killAll = () => {
    // The whole group too: npm start's shell and start.mjs.
    for (const pid of [serverPid, start?.pid, start?.pid && -start.pid]) {
      try {
        if (pid) process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    if (staticDir) rmSync(staticDir, { recursive: true, force: true });
  };
  return {
    serverPid,
    start,
    url,
    port,
    exited,
    serverGone,
    output: output.text,
    outputClosed: output.closed,
    kill: killAll,
  };
}
