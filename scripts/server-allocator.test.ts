import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  hasServerAllocator,
  SERVER_GLIBC_TUNABLES,
  serverAllocatorEnv,
} from './server-allocator.mjs';

describe('the server allocator settings', () => {
  it('keep buffers as large as the tallest card picture (36 MB) in the arenas, warm', () => {
    const settings = Object.fromEntries(
      SERVER_GLIBC_TUNABLES.split(':').map((entry) => entry.split('=') as [string, string]),
    );
    expect(Number(settings['glibc.malloc.mmap_threshold'])).toBeGreaterThan(1800 * 5263 * 4);
    expect(Number(settings['glibc.malloc.trim_threshold'])).toBeGreaterThan(
      Number(settings['glibc.malloc.mmap_threshold']),
    );
  });

  it('are added to the environment, leaving every other variable as it was', () => {
    const env = serverAllocatorEnv({ PORT: '8080', NODE_ENV: 'production' });
    expect(env).toEqual({
      PORT: '8080',
      NODE_ENV: 'production',
      GLIBC_TUNABLES: SERVER_GLIBC_TUNABLES,
    });
    expect(hasServerAllocator(env)).toBe(true);
    expect(hasServerAllocator({})).toBe(false);
  });

  it("put an operator's own settings after ours, so theirs win where both name one", () => {
    const env = serverAllocatorEnv({ GLIBC_TUNABLES: ' glibc.malloc.arena_max=8 ' });
    expect(env.GLIBC_TUNABLES).toBe(`${SERVER_GLIBC_TUNABLES}:glibc.malloc.arena_max=8`);
    expect(serverAllocatorEnv({ GLIBC_TUNABLES: '' }).GLIBC_TUNABLES).toBe(SERVER_GLIBC_TUNABLES);
  });
});

describe('node scripts/server-allocator.mjs <node arguments>', () => {
  it('runs node with them under the settings and ends with its exit code', () => {
    const run = spawnSync(
      process.execPath,
      [
        'scripts/server-allocator.mjs',
        '-e',
        'console.log(process.env.GLIBC_TUNABLES); process.exit(3)',
      ],
      { encoding: 'utf8', env: { ...process.env, GLIBC_TUNABLES: '' } },
    );
    expect(run.stdout.trim()).toBe(SERVER_GLIBC_TUNABLES);
    expect(run.status).toBe(3);
  });
});

describe('docs/deploying.md', () => {
  it('gives the same settings to those who run the built server with plain node', () => {
    const page = readFileSync(new URL('../docs/deploying.md', import.meta.url), 'utf8');
    expect(page).toContain(`GLIBC_TUNABLES=${SERVER_GLIBC_TUNABLES}`);
  });
});
