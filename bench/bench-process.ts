/**
 * A server process the bench starts (the built server, or a baseline beside it), and what /proc
 * says of it (Linux): its resident memory after a full garbage collection, its CPU time, when it
 * started.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

export interface Process {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** Every server the bench starts can be asked to collect its garbage before its memory is read. */
const COLLECTABLE = ['--expose-gc', '--import', './bench/collect-garbage-on-signal.mjs'];

export async function spawnServer(args: string[], env: Record<string, string>): Promise<Process> {
  const port = await freePort();
  const child = spawn(process.execPath, [...COLLECTABLE, ...args], {
    cwd: root,
    // The embedded model stays off: these rows measure the server, and a bench never downloads.
    env: { ...process.env, EMBEDDED_MODEL: 'off', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Read and dropped, but for the answer to a collection (rssMb).
  child.stdout?.resume();
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    child,
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Resident memory of a server after a full garbage collection, from /proc (Linux). Read without the
 * collection, it measures how lazily V8 collected rather than what a run left behind.
 */
export async function rssMb({ child }: Process): Promise<number | undefined> {
  const stdout = child.stdout;
  if (stdout) {
    await new Promise<void>((resolve) => {
      const onData = (chunk: Buffer) => {
        if (chunk.toString().includes('collected')) done();
      };
      const done = () => {
        clearTimeout(timer);
        stdout.off('data', onData);
        resolve();
      };
      const timer = setTimeout(done, 2_000);
      stdout.on('data', onData);
      child.kill('SIGUSR2');
    });
  }
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round((kb / 1024) * 10) / 10;
  } catch {
    return undefined;
  }
}

/** CPU time the process has used so far (user + system), in milliseconds, from /proc (Linux). */
export function cpuMs({ child }: Process): number {
  return child.pid === undefined ? Number.NaN : cpuMsOf(child.pid);
}

/** The fields of /proc/<pid>/stat after the parenthesised command name (field 3 is the first). */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU time the process `pid` has used so far (user + system), in milliseconds. */
export function cpuMsOf(pid: number): number {
  try {
    // utime and stime are fields 14 and 15.
    const fields = statFields(pid);
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/**
 * When the process `pid` started, on this process's performance.now() clock (to 10 ms): its start
 * time since boot (field 22) against the time since boot now.
 */
export function processStartedAt(pid: number): number {
  const now = performance.now();
  const sinceBootMs = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * 1000;
  const startedSinceBootMs = (Number(statFields(pid)[19]) * 1000) / CLOCK_TICKS_PER_SECOND;
  return now - (sinceBootMs - startedSinceBootMs);
}

/** Linux's USER_HZ, 100 on every mainstream kernel. */
const CLOCK_TICKS_PER_SECOND = 100;
