/**
 * How much memory this process may still take before the kernel refuses it or kills it: what the
 * system calls available (`MemAvailable`: free plus what can be reclaimed), and in a container (a
 * memory cgroup) what its limit leaves, at every level of the process's cgroup from its own up.
 * cgroup v2 reads `memory.max`, `memory.current` and `memory.stat`; v1 `memory.limit_in_bytes`,
 * `memory.usage_in_bytes` and `memory.stat`. Page cache (`inactive_file` and `active_file`, which
 * leave out tmpfs and shared memory) is not counted as used: the kernel drops it under the limit
 * before it kills, and the largest part of it after a download is the model's own file (written,
 * then read whole for its SHA-256, so on the active list), the very pages its weights map. Files
 * are read through an injectable reader, so tests give a fake `/sys/fs/cgroup`.
 */
import { readFile } from 'node:fs/promises';
import { freemem, totalmem } from 'node:os';
import { join } from 'node:path';

/** What the memory is, and where the tightest bound came from (for the log). */
export interface MemoryRoom {
  /** Bytes this process may still take. */
  availableBytes: number;
  /** `system`, or the cgroup whose limit binds: `cgroup v2 /…` or `cgroup v1 /…`. */
  boundBy: string;
  /** That cgroup's limit, when a cgroup binds. */
  limitBytes?: number;
}

export interface MemoryReaderOptions {
  /** Reads a text file, undefined when it cannot be read. */
  readText?: (path: string) => Promise<string | undefined>;
  /** Where the cgroup file system is mounted. */
  cgroupRoot?: string;
  /** The process's own cgroups (`/proc/self/cgroup`). */
  selfCgroupPath?: string;
  /** The system's memory account (`/proc/meminfo`). */
  meminfoPath?: string;
  /** Free memory where there is no /proc/meminfo (not Linux). */
  freeBytes?: () => number;
  /** The machine's memory, the bound on macOS (below). */
  totalBytes?: () => number;
  platform?: NodeJS.Platform;
}

export type MemoryReader = () => Promise<MemoryRoom>;

const readTextFile = (path: string) => readFile(path, 'utf8').catch(() => undefined);

/** v1 writes "no limit" as a huge number (a page-rounded 2^63 - 1). */
const UNLIMITED_V1 = 2 ** 62;

function meminfoAvailable(text: string | undefined): number | undefined {
  const kib = text?.match(/^MemAvailable:\s+(\d+) kB$/m)?.[1];
  return kib === undefined ? undefined : Number(kib) * 1024;
}

function statField(text: string | undefined, field: string): number {
  const value = text?.match(new RegExp(`^${field} (\\d+)$`, 'm'))?.[1];
  return value === undefined ? 0 : Number(value);
}

/** The cgroup path and its parents up to the root: `/a/b` → `/a/b`, `/a`, `/`. */
function levels(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  const all: string[] = [];
  for (let length = parts.length; length >= 0; length--) {
    all.push(`/${parts.slice(0, length).join('/')}`);
  }
  return all;
}

/** The reader of this process's memory room; tests give it files of their own. */
export function createMemoryReader({
  readText = readTextFile,
  cgroupRoot = '/sys/fs/cgroup',
  selfCgroupPath = '/proc/self/cgroup',
  meminfoPath = '/proc/meminfo',
  freeBytes = freemem,
  totalBytes = totalmem,
  platform = process.platform,
}: MemoryReaderOptions = {}): MemoryReader {
  /**
   * Where there is no /proc/meminfo. macOS's free count (os.freemem()) leaves out the inactive,
   * purgeable and compressed memory it hands out on demand (about 0.1 GB of 16 on a Mac in use),
   * and a Mac swaps rather than kill a process: its bound is the machine's memory.
   */
  const outsideLinux = () => (platform === 'darwin' ? totalBytes() : freeBytes());

  /** The room left under one cgroup level's limit, or undefined when it has none. */
  async function roomAt(
    version: 1 | 2,
    dir: string,
  ): Promise<{ room: number; limit: number } | undefined> {
    const [limitFile, usageFile, prefix] =
      version === 2
        ? ['memory.max', 'memory.current', '']
        : ['memory.limit_in_bytes', 'memory.usage_in_bytes', 'total_'];
    const limitText = (await readText(join(dir, limitFile)))?.trim();
    if (limitText === undefined || limitText === 'max') return undefined;
    const limit = Number(limitText);
    if (!Number.isFinite(limit) || limit >= UNLIMITED_V1) return undefined;
    const usage = Number((await readText(join(dir, usageFile)))?.trim() ?? Number.NaN);
    if (!Number.isFinite(usage)) return { room: limit, limit };
    const stat = await readText(join(dir, 'memory.stat'));
    const reclaimable =
      statField(stat, `${prefix}inactive_file`) + statField(stat, `${prefix}active_file`);
    return { room: Math.max(0, limit - Math.max(0, usage - reclaimable)), limit };
  }

  return async () => {
    const system = meminfoAvailable(await readText(meminfoPath)) ?? outsideLinux();
    let room: MemoryRoom = { availableBytes: system, boundBy: 'system' };
    const own = (await readText(selfCgroupPath)) ?? '';
    const v2 = own.match(/^0::(\/.*)$/m)?.[1];
    const v1 = own.match(/^\d+:(?:[^:]*,)?memory(?:,[^:]*)?:(\/.*)$/m)?.[1];
    const hierarchy: Array<{ version: 1 | 2; path: string; base: string }> = [];
    if (v1 !== undefined)
      hierarchy.push({ version: 1, path: v1, base: join(cgroupRoot, 'memory') });
    else if (v2 !== undefined) hierarchy.push({ version: 2, path: v2, base: cgroupRoot });
    for (const { version, path, base } of hierarchy) {
      for (const level of levels(path)) {
        const bound = await roomAt(version, join(base, level));
        if (bound && bound.room < room.availableBytes) {
          room = {
            availableBytes: bound.room,
            boundBy: `cgroup v${version} ${level}`,
            limitBytes: bound.limit,
          };
        }
      }
    }
    return room;
  };
}
