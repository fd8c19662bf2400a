/**
 * The download lock between real processes: two replicas restarting after a crash find the same
 * stale lock, and only one of them may download into the folder at a time.
 */
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeOverClaimPath, withDownloadLock } from './download-lock.ts';

const CONTENDER = fileURLToPath(new URL('../../../../test/lock-contender.ts', import.meta.url));
const ROUNDS = 30;

let dir: string;
let contenders: ChildProcess[] = [];

/** The next message of `child`. */
const nextMessage = (child: ChildProcess) =>
  once(child, 'message').then(([message]) => message as string);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-download-lock-'));
  contenders = [0, 1].map(() => fork(CONTENDER, { execArgv: ['--import', 'tsx'] }));
  expect(await Promise.all(contenders.map(nextMessage))).toEqual(['ready', 'ready']);
}, 60_000);

afterAll(async () => {
  for (const child of contenders) child.disconnect();
  await rm(dir, { recursive: true, force: true });
});

/** The most processes the log shows inside the lock at once. */
function mostInside(log: string): number {
  let inside = 0;
  let most = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith('in ')) inside += 1;
    if (line.startsWith('out ')) inside -= 1;
    most = Math.max(most, inside);
  }
  return most;
}

describe('withDownloadLock between processes', () => {
  it(`lets one of two processes at a time take over a dead owner's lock (${ROUNDS} rounds)`, async () => {
    // A process that held the lock and is gone, as after a crash.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    const most: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const lockPath = join(dir, `model-${round}.gguf.lock`);
      const logPath = join(dir, `model-${round}.log`);
      await writeFile(lockPath, JSON.stringify({ pid: dead, host: hostname() }));
      await writeFile(logPath, '');
      const answers = contenders.map(nextMessage);
      // Told at once, both find the stale lock at about the same moment.
      for (const child of contenders) child.send({ lockPath, logPath, holdMs: 20 });
      expect(await Promise.all(answers)).toEqual(['done', 'done']);
      const log = await readFile(logPath, 'utf8');
      // Each took the lock once...
      expect(log.match(/^in /gm)).toHaveLength(2);
      most.push(mostInside(log));
      // ...and left nothing behind: no lock, no claim, no stale lock set aside.
      expect(existsSync(lockPath)).toBe(false);
    }
    expect(most).toEqual(Array(ROUNDS).fill(1));
    expect(readdirSync(dir).filter((name) => /\.(taking|stale)-/.test(name))).toEqual([]);
  }, 120_000);
});

describe('withDownloadLock and a process that died taking a lock over', () => {
  it('takes over both its claim and the stale lock it claimed', async () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    const lockPath = join(dir, 'claimed.gguf.lock');
    await writeFile(lockPath, JSON.stringify({ pid: dead, host: hostname() }));
    const claim = await takeOverClaimPath(lockPath);
    if (claim === undefined) throw new Error('no lock to claim');
    // It had claimed the stale lock, then died before removing it.
    await writeFile(claim, JSON.stringify({ pid: dead, host: hostname(), nonce: 'gone' }));
    const waited: unknown[] = [];
    const ran = await withDownloadLock(lockPath, async () => 'downloaded', {
      pollMs: 5,
      onWaiting: (holder) => waited.push(holder),
    });
    expect(ran).toBe('downloaded');
    expect(waited).toEqual([]);
    expect(existsSync(lockPath)).toBe(false);
    expect(existsSync(claim)).toBe(false);
  });
});

describe('withDownloadLock and a lock being written', () => {
  it('tells who holds a lock found empty once its holder has written it', async () => {
    const lockPath = join(dir, 'being-written.gguf.lock');
    // Made (O_EXCL), not yet filled: what a waiter may find between the holder's two steps.
    await writeFile(lockPath, '');
    const holder = { pid: process.ppid, host: hostname() };
    const waited: unknown[] = [];
    const stop = new AbortController();
    const attempt = withDownloadLock(lockPath, async () => 'downloaded', {
      pollMs: 5,
      signal: stop.signal,
      onWaiting: (who) => {
        waited.push(who);
        stop.abort(new Error('seen'));
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await writeFile(lockPath, JSON.stringify(holder));
    await expect(attempt).rejects.toThrow('seen');
    expect(waited).toEqual([holder]);
    await rm(lockPath, { force: true });
  });
});
