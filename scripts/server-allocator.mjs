#!/usr/bin/env node
// How the server's memory allocator is set (docs/decisions/011-server-allocator.md). The card
// renderer (takumi) asks for one buffer per picture, and a tall card at scale 3 (1800x5263) needs
// 36 MB of pixels, over glibc's largest automatic mmap threshold (32 MB): each render mapped fresh
// pages and gave them back, and touching 9,000 new pages per picture cost more than drawing it
// (the 10-post card took ~390 ms, an empty canvas of that size 140). Kept in the allocator's
// arenas, the same memory is reused warm (~125 ms). GLIBC_TUNABLES is read once, when a process
// starts, so whoever starts the server passes it: `npm start` (scripts/start.mjs) and the benches.
// Elsewhere than glibc (musl, macOS) the variable means nothing and changes nothing.
//
// Run as a script, `node scripts/server-allocator.mjs <node arguments>` runs node with them under
// the server's settings (what `npm run bench` does, so its figures are the server's).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { pathToFileURL } from 'node:url';

const MIB = 1024 * 1024;

/**
 * - mmap_threshold 64 MiB: a picture's buffers (36 MB for the tallest card) come from the
 *   arenas, not from a mapping of their own that is unmapped when freed;
 * - trim_threshold 128 MiB: up to that much free memory at an arena's top stays mapped for the
 *   next picture instead of going back to the system at once;
 * - arena_max 2 (the cores we run on): at most two arenas each keep that memory.
 * Measured cost: the process's resident memory ~30-60 MB higher after the tallest pictures.
 */
export const SERVER_GLIBC_TUNABLES = [
  `glibc.malloc.mmap_threshold=${64 * MIB}`,
  `glibc.malloc.trim_threshold=${128 * MIB}`,
  'glibc.malloc.arena_max=2',
].join(':');

/**
 * `env` with the server's allocator settings. An operator's own GLIBC_TUNABLES come after ours:
 * glibc applies them in order, so where both name a setting, the operator's wins.
 */
export function serverAllocatorEnv(env) {
  const own = env.GLIBC_TUNABLES?.trim();
  return {
    ...env,
    GLIBC_TUNABLES: own ? `${SERVER_GLIBC_TUNABLES}:${own}` : SERVER_GLIBC_TUNABLES,
  };
}

/** Whether this process was started with the server's allocator settings. */
export function hasServerAllocator(env) {
  return (env.GLIBC_TUNABLES ?? '').includes(SERVER_GLIBC_TUNABLES);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const child = spawn(process.execPath, process.argv.slice(2), {
    stdio: 'inherit',
    env: serverAllocatorEnv(process.env),
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) =>
    process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1)),
  );
}
