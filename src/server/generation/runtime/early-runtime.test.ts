/**
 * The runtime main.ts starts before the server's modules load: the loader takes that one (no
 * second start, the same options, llama.cpp's early lines in the loader's log), and none is
 * started where the file would be downloaded or no embedded model runs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Llama } from 'node-llama-cpp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/index.ts';
import type { LlamaLogger } from './early-runtime.ts';
import type { LlamaRuntime } from './llama-runtime.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'summary-early-runtime-'));
  // Each test its own module: the early start happens once a process.
  vi.resetModules();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** node-llama-cpp as far as the start goes: each getLlama a runtime of its own, its options kept. */
function fakeRuntime() {
  const calls: Array<{ maxThreads?: number; build?: string; logger?: LlamaLogger }> = [];
  const runtime = {
    LlamaLogLevel: { error: 'error' },
    getLlama: async (options: (typeof calls)[number]) => {
      calls.push(options);
      return { started: calls.length } as unknown as Llama;
    },
  } as unknown as LlamaRuntime;
  return { runtime, calls };
}

const configWith = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dir, EMBEDDED_MODEL_THREADS: '3', ...env });

describe('the runtime started before the server loads', () => {
  it('is the one the loader takes, started once with the same options, its early lines logged', async () => {
    const file = join(dir, 'model.gguf');
    writeFileSync(file, 'GGUF');
    const { startRuntimeEarly, earlyRuntime, llamaOptions } = await import('./early-runtime.ts');
    const { runtime, calls } = fakeRuntime();
    let imported = 0;
    startRuntimeEarly(configWith({ EMBEDDED_MODEL: file }), async () => {
      imported += 1;
      return runtime;
    });
    const taken = await earlyRuntime();
    expect(taken).toBeDefined();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ maxThreads: 3, build: 'never' });
    // llama.cpp says something before the loader has a log: it is kept for it.
    calls[0]?.logger?.('error' as never, 'before the log');
    const logged: string[] = [];
    const options = llamaOptions({ gpu: 'off', threads: 3 }, runtime, (_level, message) =>
      logged.push(message),
    );
    const llama = await taken?.getLlama(options);
    expect(llama).toEqual({ started: 1 });
    expect(calls).toHaveLength(1);
    calls[0]?.logger?.('error' as never, 'after it');
    expect(logged).toEqual(['before the log', 'after it']);
    // Another start (a model started again) starts a runtime of its own.
    expect(await taken?.getLlama(options)).toEqual({ started: 2 });
    // Taken once; a second early start changes nothing.
    expect(earlyRuntime()).toBeUndefined();
    startRuntimeEarly(configWith({ EMBEDDED_MODEL: file }), async () => runtime);
    expect(earlyRuntime()).toBeUndefined();
    expect(imported).toBe(1);
  });

  it('starts nothing where the file would be downloaded first, or no embedded model runs', async () => {
    const { startRuntimeEarly, earlyRuntime } = await import('./early-runtime.ts');
    let imported = 0;
    const importRuntime = async () => {
      imported += 1;
      return fakeRuntime().runtime;
    };
    // `auto` with nothing in the models' folder: the download starts the runtime (or, offline, nothing).
    startRuntimeEarly(configWith({ EMBEDDED_MODEL: 'auto' }), importRuntime);
    expect(await earlyRuntime()).toBeUndefined();
    vi.resetModules();
    const again = await import('./early-runtime.ts');
    again.startRuntimeEarly(configWith({ EMBEDDED_MODEL: 'off' }), importRuntime);
    expect(await again.earlyRuntime()).toBeUndefined();
    expect(imported).toBe(0);
  });
});
