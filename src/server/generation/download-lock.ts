/**
 * One download into a models folder at a time: a lock file beside the model (`<file>.lock`, made
 * with O_EXCL) names the process that holds it, and its time is renewed while the download runs.
 * Another process (a server started beside `npm run model`, a second replica on the same volume)
 * waits for it to go, then finds the file there. A lock whose process is gone (same machine; or one
 * naming this very process, which does not hold it: left before a restart under the same pid), or
 * that was not renewed for a while (another machine, or a process killed outright), is taken over.
 */

import { open, readFile, rm, stat, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Who holds a lock, as written in it. */
export interface LockHolder {
  pid: number;
  host: string;
}

export interface DownloadLockOptions {
  signal?: AbortSignal | undefined;
  /** Told once when another process holds the lock and this one waits for it. */
  onWaiting?: (holder: LockHolder | undefined) => void;
  /** A lock not renewed for this long is left by a process that is gone. */
  staleMs?: number;
  /** How often the holder renews the lock's time. */
  renewMs?: number;
  /** How often a waiting process looks again. */
  pollMs?: number;
}

const STALE_MS = 60_000;

/** The locks this process holds now: a lock naming this process and not here is an older one's. */
const held = new Set<string>();
const RENEW_MS = 10_000;
const POLL_MS = 1_000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(path: string): Promise<LockHolder | undefined> {
  try {
    const holder = JSON.parse(await readFile(path, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string'
      ? { pid: holder.pid, host: holder.host }
      : undefined;
  } catch {
    return undefined;
  }
}

/** True when the lock at `path` was left by a process that is gone; false while it is held. */
async function isStale(path: string, staleMs: number): Promise<boolean> {
  const holder = await readHolder(path);
  if (holder?.host === hostname()) {
    // Our own pid on a lock we do not hold: a process before a restart (a container's server runs
    // under the same pid and host name each time), killed mid-download.
    if (holder.pid === process.pid ? !held.has(path) : !isRunning(holder.pid)) return true;
  }
  try {
    const { mtimeMs } = await stat(path);
    return Date.now() - mtimeMs > staleMs;
  } catch {
    // Gone meanwhile: not held.
    return true;
  }
}

/**
 * Runs `work` holding the lock at `lockPath`: at once when it is free, else after the process
 * holding it is done (or gone). The lock is released when `work` ends, however it ends.
 */
export async function withDownloadLock<T>(
  lockPath: string,
  work: () => Promise<T>,
  {
    signal,
    onWaiting,
    staleMs = STALE_MS,
    renewMs = RENEW_MS,
    pollMs = POLL_MS,
  }: DownloadLockOptions = {},
): Promise<T> {
  let told = false;
  for (;;) {
    signal?.throwIfAborted();
    try {
      const file = await open(lockPath, 'wx');
      // Ours from here, before another call in this process can read our pid in it.
      held.add(lockPath);
      await file.writeFile(JSON.stringify({ pid: process.pid, host: hostname() }));
      await file.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        held.delete(lockPath);
        throw error;
      }
    }
    if (await isStale(lockPath, staleMs)) {
      await rm(lockPath, { force: true });
      continue;
    }
    if (!told) {
      told = true;
      onWaiting?.(await readHolder(lockPath));
    }
    await sleep(pollMs, undefined, signal ? { signal } : {}).catch(() => signal?.throwIfAborted());
  }
  const renew = setInterval(() => {
    const now = new Date();
    utimes(lockPath, now, now).catch(() => undefined);
  }, renewMs);
  renew.unref();
  try {
    return await work();
  } finally {
    clearInterval(renew);
    held.delete(lockPath);
    await rm(lockPath, { force: true });
  }
}
