/**
 * One download into a models folder at a time: a lock file beside the model (`<file>.lock`, made
 * with O_EXCL) names the process that holds it, and its time is renewed while the download runs.
 * Another process (a server started beside `npm run model`, a second replica on the same volume)
 * waits for it to go, then finds the file there. A lock whose process is gone (same machine; or one
 * naming this very process, which does not hold it: left before a restart under the same pid), or
 * that was not renewed for a while (another machine, or a process killed outright), is taken over.
 *
 * Taking over is atomic. Two replicas restarting after a crash both find the same stale lock; were
 * each to check it and then remove it, the second's removal could delete the lock the first had
 * just made, and both would append to one `.part` file. So a stale lock is taken over under a claim
 * of its own (`<lock>.taking-<id>`, made with O_EXCL, `id` naming that very lock file: its inode,
 * time and text): one process wins the claim, checks that the lock is still the one it found
 * stale, renames it to a name of its own and removes it; then every process races for a new lock
 * with O_EXCL again, and one wins. The claim of a process that died while holding it (a matter of
 * milliseconds) is stale in turn and taken over the same way.
 */

import { createHash, randomUUID } from 'node:crypto';
import { open, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
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

/** The locks (and claims) this process holds now: one naming this process and not here is older. */
const held = new Set<string>();
const RENEW_MS = 10_000;
const POLL_MS = 1_000;
/** How long to look again when another process is taking a stale lock over (milliseconds). */
const TAKING_OVER_MS = 10;
/**
 * A lock is made empty, then filled with its holder: one found empty (or unreadable) and younger
 * than this is being written, so the waiter looks again before telling who holds it.
 */
const BEING_WRITTEN_MS = 1_000;

/** A lock file as found: who it names, its time, and what tells it from any other lock file. */
interface FoundLock {
  holder: LockHolder | undefined;
  /** Its `nonce` (each lock has its own), else undefined: a lock of an older version. */
  nonce: string | undefined;
  mtimeMs: number;
  /** Its inode, time and text: another file at the same path (even a reused inode) differs. */
  id: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseLock(text: string): Pick<FoundLock, 'holder' | 'nonce'> {
  try {
    const lock = JSON.parse(text) as Partial<LockHolder> & { nonce?: unknown };
    return {
      holder:
        typeof lock.pid === 'number' && typeof lock.host === 'string'
          ? { pid: lock.pid, host: lock.host }
          : undefined,
      nonce: typeof lock.nonce === 'string' ? lock.nonce : undefined,
    };
  } catch {
    // Being written (made, not yet filled), or not ours.
    return { holder: undefined, nonce: undefined };
  }
}

/** The lock at `path`, or undefined when there is none. */
async function findLock(path: string): Promise<FoundLock | undefined> {
  try {
    const [{ ino, mtimeMs }, text] = await Promise.all([stat(path), readFile(path, 'utf8')]);
    const id = createHash('sha256').update(`${ino}:${mtimeMs}:${text}`).digest('hex').slice(0, 16);
    return { ...parseLock(text), mtimeMs, id };
  } catch {
    return undefined;
  }
}

/** True when `lock` at `path` was left by a process that is gone; false while it is held. */
function isStale(path: string, lock: FoundLock, staleMs: number): boolean {
  const { holder } = lock;
  if (holder?.host === hostname()) {
    // Our own pid on a lock we do not hold: a process before a restart (a container's server runs
    // under the same pid and host name each time), killed mid-download.
    if (holder.pid === process.pid ? !held.has(path) : !isRunning(holder.pid)) return true;
  }
  return Date.now() - lock.mtimeMs > staleMs;
}

/** Makes the lock (or claim) at `path` with O_EXCL, naming this process; false when it exists. */
async function create(path: string, nonce: string): Promise<boolean> {
  let file: Awaited<ReturnType<typeof open>>;
  try {
    file = await open(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  // Ours from here, before another call in this process can read our pid in it.
  held.add(path);
  try {
    await file.writeFile(JSON.stringify({ pid: process.pid, host: hostname(), nonce }));
  } catch (error) {
    // A full disk, say: no half-written lock is left to wait for.
    await file.close();
    await rm(path, { force: true });
    held.delete(path);
    throw error;
  }
  await file.close();
  return true;
}

/** The claim a process takes to take over the lock now at `path` (undefined: there is none). */
export async function takeOverClaimPath(path: string): Promise<string | undefined> {
  const found = await findLock(path);
  return found && `${path}.taking-${found.id}`;
}

/**
 * Removes the stale lock `found` at `path` if no other process is taking it over; true when the
 * lock there is gone or another now (look again at once), false while another takes it over.
 */
async function takeOver(path: string, found: FoundLock, staleMs: number): Promise<boolean> {
  const claim = `${path}.taking-${found.id}`;
  const nonce = randomUUID();
  if (!(await create(claim, nonce))) {
    // Another process is taking it over; unless it died doing so, it is done within milliseconds.
    const other = await findLock(claim);
    if (other === undefined) return true;
    if (isStale(claim, other, staleMs)) await takeOver(claim, other, staleMs);
    return false;
  }
  try {
    // Only a claim's holder removes the lock it names: what is there now is still the lock found
    // stale, unless another took it over before this claim (then it is another lock, kept).
    if ((await findLock(path))?.id === found.id) {
      const aside = `${path}.stale-${nonce}`;
      await rename(path, aside);
      await rm(aside, { force: true });
    }
    return true;
  } finally {
    await rm(claim, { force: true });
    held.delete(claim);
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
  const nonce = randomUUID();
  let told = false;
  const pause = (ms: number) =>
    sleep(ms, undefined, signal ? { signal } : {}).catch(() => signal?.throwIfAborted());
  for (;;) {
    signal?.throwIfAborted();
    if (await create(lockPath, nonce)) break;
    const found = await findLock(lockPath);
    // Gone meanwhile: try again at once.
    if (found === undefined) continue;
    if (isStale(lockPath, found, staleMs)) {
      if (!(await takeOver(lockPath, found, staleMs)))
        await pause(Math.min(pollMs, TAKING_OVER_MS));
      continue;
    }
    if (found.holder === undefined && Date.now() - found.mtimeMs < BEING_WRITTEN_MS) {
      await pause(TAKING_OVER_MS);
      continue;
    }
    if (!told) {
      told = true;
      onWaiting?.(found.holder);
    }
    await pause(pollMs);
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
    // Ours only: a lock another process made (had ours been taken for stale) stays.
    if ((await findLock(lockPath))?.nonce === nonce) await rm(lockPath, { force: true });
    held.delete(lockPath);
  }
}
