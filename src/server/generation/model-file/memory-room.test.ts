import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryReader } from './memory-room.ts';

const GIB = 1024 ** 3;
const MIB = 1024 ** 2;

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'summary-cgroup-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A fake /proc and /sys/fs/cgroup: `files` by their path under the fake root. */
async function machine(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return createMemoryReader({
    cgroupRoot: join(root, 'sys/fs/cgroup'),
    selfCgroupPath: join(root, 'proc/self/cgroup'),
    meminfoPath: join(root, 'proc/meminfo'),
    freeBytes: () => 99 * GIB,
  });
}

const meminfo = (availableBytes: number) =>
  `MemTotal:       16000000 kB\nMemFree:          100000 kB\nMemAvailable:   ${availableBytes / 1024} kB\n`;

describe('the memory room', () => {
  it("is the system's available memory outside any limit", async () => {
    const room = await machine({
      'proc/meminfo': meminfo(6 * GIB),
      'proc/self/cgroup': '0::/user.slice/session-1.scope\n',
      'sys/fs/cgroup/user.slice/session-1.scope/memory.max': 'max\n',
    });
    expect(await room()).toEqual({ availableBytes: 6 * GIB, boundBy: 'system' });
  });

  it("is what a container's cgroup v2 limit leaves, page cache it can drop not counted", async () => {
    const room = await machine({
      'proc/meminfo': meminfo(12 * GIB),
      'proc/self/cgroup': '0::/\n',
      'sys/fs/cgroup/memory.max': `${900 * MIB}\n`,
      'sys/fs/cgroup/memory.current': `${400 * MIB}\n`,
      'sys/fs/cgroup/memory.stat': `anon ${150 * MIB}\nfile ${250 * MIB}\ninactive_file ${200 * MIB}\n`,
    });
    expect(await room()).toEqual({
      availableBytes: 700 * MIB,
      boundBy: 'cgroup v2 /',
      limitBytes: 900 * MIB,
    });
  });

  it("counts the model's own file in the page cache as room: just downloaded and checked, it is what the weights map", async () => {
    // A 2 GB container right after the download: the 1.1 GB file was written, then read whole
    // for its SHA-256 (so the kernel keeps it on its active list), all charged to the container.
    const room = await machine({
      'proc/meminfo': meminfo(12 * GIB),
      'proc/self/cgroup': '0::/\n',
      'sys/fs/cgroup/memory.max': `${2000 * MIB}\n`,
      'sys/fs/cgroup/memory.current': `${1300 * MIB}\n`,
      'sys/fs/cgroup/memory.stat': `anon ${150 * MIB}\nfile ${1150 * MIB}\nactive_file ${1100 * MIB}\ninactive_file ${50 * MIB}\nshmem 0\n`,
    });
    expect(await room()).toMatchObject({ availableBytes: 1850 * MIB, boundBy: 'cgroup v2 /' });
  });

  it('takes the tightest limit of the cgroup and its parents', async () => {
    const room = await machine({
      'proc/meminfo': meminfo(12 * GIB),
      'proc/self/cgroup': '0::/system.slice/summary.service\n',
      'sys/fs/cgroup/system.slice/summary.service/memory.max': `${4 * GIB}\n`,
      'sys/fs/cgroup/system.slice/summary.service/memory.current': `${GIB}\n`,
      'sys/fs/cgroup/system.slice/memory.max': `${2 * GIB}\n`,
      'sys/fs/cgroup/system.slice/memory.current': `${1.5 * GIB}\n`,
    });
    expect(await room()).toMatchObject({
      availableBytes: 0.5 * GIB,
      boundBy: 'cgroup v2 /system.slice',
    });
  });

  it("reads cgroup v1's memory controller, where a huge number means no limit", async () => {
    const limited = await machine({
      'proc/meminfo': meminfo(12 * GIB),
      'proc/self/cgroup': '4:memory:/docker/abc\n1:cpu:/docker/abc\n0::/\n',
      'sys/fs/cgroup/memory/docker/abc/memory.limit_in_bytes': `${GIB}\n`,
      'sys/fs/cgroup/memory/docker/abc/memory.usage_in_bytes': `${300 * MIB}\n`,
      'sys/fs/cgroup/memory/docker/abc/memory.stat': `cache 0\nactive_file ${7 * MIB}\ntotal_active_file ${50 * MIB}\ntotal_inactive_file ${100 * MIB}\n`,
      'sys/fs/cgroup/memory/memory.limit_in_bytes': '9223372036854771712\n',
    });
    expect(await limited()).toEqual({
      availableBytes: 874 * MIB,
      boundBy: 'cgroup v1 /docker/abc',
      limitBytes: GIB,
    });
  });

  it('is the system room when the limit is above it', async () => {
    const room = await machine({
      'proc/meminfo': meminfo(GIB),
      'proc/self/cgroup': '0::/\n',
      'sys/fs/cgroup/memory.max': `${8 * GIB}\n`,
      'sys/fs/cgroup/memory.current': `${GIB}\n`,
    });
    expect(await room()).toEqual({ availableBytes: GIB, boundBy: 'system' });
  });

  it("is the machine's memory on macOS, whose free count leaves out what it hands out on demand", async () => {
    // os.freemem() there counts free pages only (about 0.1 GB of 16 on a Mac in use): inactive,
    // purgeable and compressed memory come on demand, and a Mac swaps rather than kill.
    const room = createMemoryReader({
      readText: async () => undefined,
      platform: 'darwin',
      freeBytes: () => 100 * MIB,
      totalBytes: () => 16 * GIB,
    });
    expect(await room()).toEqual({ availableBytes: 16 * GIB, boundBy: 'system' });
  });

  it('falls back to the free memory where there is no /proc (not Linux)', async () => {
    const room = await machine({});
    expect(await room()).toEqual({ availableBytes: 99 * GIB, boundBy: 'system' });
  });
});
