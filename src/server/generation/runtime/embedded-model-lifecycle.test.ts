/**
 * The embedded model's life: failures told safely (a short public reason, the details and the next
 * step in the log), the load's deadline, stops at any moment, the runtime checked before the
 * download, and the memory checked before the load.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LlamaModel } from 'node-llama-cpp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_FAILURE_REASONS } from '#core/index.ts';
import { type ModelHostFake, startModelHostFake } from '#fakes/model-host-fake.ts';
import { runtimeWith, sharedRuntime } from '#test/runtime-with.ts';
import { tinyGgufBytes, writeTinyGguf } from '#test/tiny-gguf.ts';
import { loadConfig } from '../../config/index.ts';
import { createLogger } from '../../logging/logger.ts';
import { createMemoryReader, type MemoryReader } from '../model-file/index.ts';
import { createEmbeddedModel, type EmbeddedModel } from './embedded-model.ts';
import type { LlamaRuntime } from './llama-runtime.ts';

const GIB = 1024 ** 3;

let dir: string;
let modelPath: string;
let host: ModelHostFake;
const MODEL = tinyGgufBytes({ seed: 9 });
const SHA256 = createHash('sha256').update(MODEL).digest('hex');
const opened: EmbeddedModel[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-model-life-'));
  modelPath = join(dir, 'tiny.gguf');
  await writeTinyGguf(modelPath);
  host = await startModelHostFake(MODEL);
});

afterEach(async () => {
  for (const model of opened.splice(0)) await model.close();
  host.reset();
});

afterAll(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

/** Plenty of memory: the machine's own room is not what these tests are about. */
const roomy: MemoryReader = async () => ({ availableBytes: 64 * GIB, boundBy: 'system' });

/**
 * The model on one thread and the worker's one runtime (unless a test gives its own), its log lines
 * kept; `env` overrides the configuration.
 */
function modelWith(
  env: Record<string, string> = {},
  options: { memory?: MemoryReader; runtime?: () => Promise<LlamaRuntime> } = {},
) {
  const lines: Array<Record<string, unknown>> = [];
  const logs = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const config = loadConfig({
    EMBEDDED_MODEL: modelPath,
    EMBEDDED_MODEL_THREADS: '1',
    EMBEDDED_MODEL_CONTEXT: '1024',
    EMBEDDED_MODEL_GPU: 'off',
    DATA_DIR: join(dir, 'data'),
    ...env,
  });
  const model = createEmbeddedModel({
    config: config.embedded,
    logger: createLogger('info', logs),
    memory: options.memory ?? roomy,
    runtime: options.runtime ?? sharedRuntime,
  });
  opened.push(model);
  return { model, lines };
}

/** The downloaded model from the fake host into a folder of its own. */
const downloaded = (name: string) => ({
  EMBEDDED_MODEL: 'auto',
  EMBEDDED_MODEL_URL: host.fileUrl,
  EMBEDDED_MODEL_SHA256: SHA256,
  DATA_DIR: join(dir, name),
});

const never = () => new Promise<LlamaModel>(() => undefined);

async function until(check: () => boolean) {
  while (!check()) await sleep(10);
}

const failureLine = (lines: Array<Record<string, unknown>>) =>
  lines.find((line) => typeof line.failure === 'string');

describe('a model that cannot be used', () => {
  it('says a short public reason and keeps the path and the next step for the log', async () => {
    const missing = join(dir, 'private', 'missing.gguf');
    const { model, lines } = modelWith({ EMBEDDED_MODEL: missing });
    await model.start();
    expect(model.health()).toEqual({
      provider: 'embedded',
      state: 'failed',
      reason: 'the file is missing',
      backend: 'cpu',
    });
    expect(JSON.stringify(model.health())).not.toContain('private');
    expect(model.rulesReason()).toEqual({ kind: 'failed', failure: 'file-missing' });
    const line = failureLine(lines);
    expect(line?.details).toContain(missing);
    expect(line?.msg).toMatch(/EMBEDDED_MODEL=\/path\/to\/file\.gguf/);
    expect(line?.msg).toMatch(/EMBEDDED_MODEL=off/);
  });

  it('fails on a file that only starts like a GGUF, instead of loading for ever', async () => {
    const broken = join(dir, 'broken.gguf');
    await writeFile(broken, 'GGUF not really');
    const { model, lines } = modelWith({ EMBEDDED_MODEL: broken });
    await model.start();
    expect(model.health()).toMatchObject({
      state: 'failed',
      reason: 'the model could not be loaded',
    });
    expect(failureLine(lines)?.details).toMatch(/is not a GGUF model \(15 bytes read/);
  });

  it("passes the runtime's own lines on to the log at the log's own levels", async () => {
    // The runtime says what it says through the logger it is given (llama.cpp's own lines); it
    // is called here as the runtime calls it, since its native logger is one per process.
    const { model, lines } = modelWith(
      {},
      {
        runtime: runtimeWith({
          getLlama: async (options) => {
            const { logger } = options as { logger: (level: string, message: string) => void };
            logger(
              'error',
              'llama_model_load: error loading model: tensor data is not within the file bounds\n',
            );
            throw new Error('no build here');
          },
        }),
      },
    );
    await model.start();
    const runtimeLines = lines.filter((line) => String(line.msg).startsWith('llama.cpp: '));
    expect(runtimeLines).toHaveLength(1);
    // A log reader filters by the number (40 = warn); the runtime's own word is a field of its own.
    expect(runtimeLines[0]).toMatchObject({
      level: 40,
      llamaLevel: 'error',
      msg: 'llama.cpp: llama_model_load: error loading model: tensor data is not within the file bounds',
    });
  });

  it('says the download failed, with no host in public, and names the next steps in the log', async () => {
    host.setScenario('missing');
    const { model, lines } = modelWith(downloaded('missing'));
    await model.start();
    expect(model.health()).toMatchObject({ state: 'failed', reason: 'the download failed' });
    expect(JSON.stringify(model.health())).not.toMatch(/127\.0\.0\.1|http/);
    const line = failureLine(lines);
    expect(line?.level).toBe(40);
    expect(line?.details).toMatch(
      /could not download the model from http:\/\/127\.0\.0\.1:\d+: it answered 404/,
    );
    expect(line?.msg).toContain('`npm run model` where there is a network');
    expect(line?.msg).toContain('EMBEDDED_MODEL=/path/to/file.gguf');
    expect(line?.msg).toContain('EMBEDDED_MODEL=off');
  });

  it('names the next steps on the pretty terminal line of a failed download too', async () => {
    host.setScenario('missing');
    let text = '';
    const terminal = new Writable({
      write(chunk, _encoding, done) {
        text += String(chunk);
        done();
      },
    });
    const config = loadConfig({ ...downloaded('pretty'), EMBEDDED_MODEL_GPU: 'off' });
    const model = createEmbeddedModel({
      config: config.embedded,
      logger: createLogger('info', terminal, { format: 'pretty' }),
      memory: roomy,
      runtime: sharedRuntime,
    });
    opened.push(model);
    await model.start();
    const line = text.split('\n').find((one) => one.includes('not available'));
    expect(line).toMatch(
      /^\d\d:\d\d:\d\d WARN {2}the embedded model is not available: the download failed/,
    );
    expect(line).toContain('it answered 404');
    expect(line).toContain('`npm run model` where there is a network');
    expect(line).toContain('EMBEDDED_MODEL=/path/to/file.gguf');
    expect(line).toContain('EMBEDDED_MODEL=off');
  });

  it('says a file that is not the one named, in public, without its hashes', async () => {
    const { model } = modelWith({
      ...downloaded('mismatch'),
      EMBEDDED_MODEL_SHA256: 'ab'.repeat(32),
    });
    await model.start();
    expect(model.health()).toMatchObject({
      state: 'failed',
      reason: 'the file is not the one named',
    });
    expect(JSON.stringify(model.health())).not.toMatch(/abab|EMBEDDED_/);
  });

  it('checks the runtime before the first byte: a platform without one fetches nothing', async () => {
    const { model, lines } = modelWith(downloaded('no-runtime'), {
      runtime: runtimeWith({
        getLlama: async () => {
          throw new Error('NoBinaryFoundError: no prebuilt binary for this platform');
        },
      }),
    });
    await model.start();
    expect(model.health()).toMatchObject({
      state: 'failed',
      reason: 'no runtime for this platform',
    });
    // The host was asked for the file's length, never for a byte of it.
    expect(host.gets()).toHaveLength(0);
    expect(failureLine(lines)?.details).toMatch(/could not start on \w+-\w+: NoBinaryFoundError/);
  });
});

describe('the load deadline (EMBEDDED_MODEL_LOAD_TIMEOUT_MS)', () => {
  it('fails a load that outlives it with that reason, and nothing waits for the load', async () => {
    const { model, lines } = modelWith(
      { EMBEDDED_MODEL_LOAD_TIMEOUT_MS: '300' },
      { runtime: runtimeWith({ loadModel: never }) },
    );
    await model.start();
    expect(model.health()).toMatchObject({
      state: 'failed',
      reason: 'the model took too long to load',
    });
    expect(failureLine(lines)?.details).toMatch(
      /took longer than EMBEDDED_MODEL_LOAD_TIMEOUT_MS \(300 ms\)/,
    );
    expect(model.hasRoom()).toBe(false);
    // The load itself never ends: closing does not wait for it.
    await model.close();
  });
});

describe("the start's hold on the main thread", () => {
  it('is let go once the weights are handed to the runtime, long before the model is ready', async () => {
    let finishLoad: (() => void) | undefined;
    let loadAsked = false;
    let freeBeforeLoad = false;
    const { model } = modelWith(
      {},
      {
        runtime: runtimeWith({
          loadModel: (real, ...args) => {
            loadAsked = true;
            return new Promise<void>((resolve) => {
              finishLoad = resolve;
            }).then(() => real(...args));
          },
        }),
      },
    );
    // Never started: nothing of it holds the main thread.
    await model.whenMainThreadFree();
    let free = false;
    const started = model.start();
    void model.whenMainThreadFree().then(() => {
      free = true;
      freeBeforeLoad = !loadAsked;
    });
    await until(() => loadAsked);
    // The runtime's start and the file's header are read: the warm-ups may take their turns now.
    await until(() => free);
    expect(freeBeforeLoad).toBe(false);
    expect(model.state).toBe('loading');
    finishLoad?.();
    await started;
    expect(model.state).toBe('ready');
  });

  it('is let go by a start that fails or is stopped before its weights', async () => {
    const failing = modelWith(
      {},
      {
        runtime: runtimeWith({
          getLlama: async () => {
            throw new Error('no prebuilt binary for this platform');
          },
        }),
      },
    ).model;
    await failing.start();
    expect(failing.state).toBe('failed');
    await expect(failing.whenMainThreadFree()).resolves.toBeUndefined();
    host.setScenario('stall');
    const stopped = modelWith(downloaded('stop-before-weights')).model;
    const started = stopped.start();
    await stopped.close();
    await started;
    await expect(stopped.whenMainThreadFree()).resolves.toBeUndefined();
  });
});

describe('a stop', () => {
  it('ends a download at once, keeps what arrived, and the model is stopped, not ready', async () => {
    host.setScenario('stall');
    const { model } = modelWith(downloaded('stop-download'));
    const started = model.start();
    await until(() => model.state === 'downloading');
    // The host never sends the rest: only the stop can end the download.
    await model.close();
    await started;
    expect(model.state).toBe('stopped');
    expect(model.health()).toMatchObject({ state: 'stopped' });
    expect(model.rulesReason()).toEqual({ kind: 'stopped' });
    const file = join(dir, 'stop-download', 'models', 'tiny-test.gguf');
    expect(existsSync(`${file}.part`)).toBe(true);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('ends a load at once, even one that would never end', async () => {
    const { model } = modelWith({}, { runtime: runtimeWith({ loadModel: never }) });
    const started = model.start();
    await until(() => model.state === 'loading' && model.health().backend === 'cpu');
    await sleep(50);
    await model.close();
    await started;
    expect(model.state).toBe('stopped');
  });

  it('leaves a ready model stopped: it takes no request after', async () => {
    const { model } = modelWith();
    await model.start();
    expect(model.state).toBe('ready');
    expect(model.rulesReason()).toEqual({ kind: 'busy' });
    await model.close();
    expect(model.state).not.toBe('ready');
    expect(model.hasRoom()).toBe(false);
    expect(model.health().state).toBe('stopped');
  });
});

describe('memory before loading', () => {
  /** A container limited to `limit` bytes (cgroup v2), `used` of it taken. */
  async function container(name: string, limit: number, used: number): Promise<MemoryReader> {
    const root = join(dir, name);
    await mkdir(join(root, 'sys/fs/cgroup'), { recursive: true });
    await mkdir(join(root, 'proc'), { recursive: true });
    await writeFile(join(root, 'proc/cgroup'), '0::/\n');
    await writeFile(join(root, 'proc/meminfo'), `MemAvailable: ${(16 * GIB) / 1024} kB\n`);
    await writeFile(join(root, 'sys/fs/cgroup/memory.max'), `${limit}\n`);
    await writeFile(join(root, 'sys/fs/cgroup/memory.current'), `${used}\n`);
    return createMemoryReader({
      cgroupRoot: join(root, 'sys/fs/cgroup'),
      selfCgroupPath: join(root, 'proc/cgroup'),
      meminfoPath: join(root, 'proc/meminfo'),
    });
  }

  it("does not load a model the runtime's estimate says the container cannot hold", async () => {
    const memory = await container('small-box', 40_000_000, 38_000_000);
    let loads = 0;
    const { model, lines } = modelWith(
      {},
      {
        memory,
        runtime: runtimeWith({
          loadModel: async () => {
            loads += 1;
            throw new Error('not to be loaded');
          },
        }),
      },
    );
    await model.start();
    expect(loads).toBe(0);
    expect(model.health()).toMatchObject({
      state: 'failed',
      reason: 'not enough memory for the local model',
    });
    expect(model.rulesReason()).toEqual({ kind: 'failed', failure: 'no-memory' });
    const line = failureLine(lines);
    expect(line?.details).toMatch(
      /needs about \d+ MB of memory \(\d+ MB for its weights, \d+ MB for 2 sequences of 1024 tokens\) and the limit of 40 MB \(cgroup v2 \/\) leaves 2 MB: it was not loaded/,
    );
    expect(line?.msg).toContain('EMBEDDED_MODEL=off');
    expect(MODEL_FAILURE_REASONS['no-memory']).toBe('not enough memory for the local model');
  });

  it('loads the model where it fits', async () => {
    const { model } = modelWith({}, { memory: await container('big-box', 8 * GIB, GIB) });
    await model.start();
    expect(model.state).toBe('ready');
  });
});

describe('the backend', () => {
  it('is the CPU with EMBEDDED_MODEL_GPU=off, said as soon as the model is asked about', () => {
    expect(modelWith().model.health()).toMatchObject({ state: 'loading', backend: 'cpu' });
  });

  it("is the one the runtime found with EMBEDDED_MODEL_GPU=auto (no GPU build here: the CPU's)", async () => {
    const { model } = modelWith({ EMBEDDED_MODEL_GPU: 'auto' });
    expect(model.health().backend).toBeUndefined();
    await model.start();
    expect(model.health()).toMatchObject({ state: 'ready', backend: 'cpu' });
  });
});

describe("the runtime's freeing", () => {
  /** The worker's one runtime with the product's frees of it counted (`change` as runtimeWith's). */
  function counted(change: Parameters<typeof runtimeWith>[0] = {}) {
    const frees = { count: 0 };
    const runtime = runtimeWith({
      ...change,
      onDispose: () => {
        frees.count += 1;
      },
    });
    return { frees, runtime };
  }

  it('frees the runtime when a ready model stops, and when a start fails after starting it', async () => {
    const ready = counted();
    const { model } = modelWith({}, { runtime: ready.runtime });
    await model.start();
    expect(model.state).toBe('ready');
    expect(ready.frees.count).toBe(0);
    await model.close();
    expect(ready.frees.count).toBe(1);

    const broken = counted({
      loadModel: async () => {
        throw new Error('the weights are broken');
      },
    });
    const failed = modelWith({}, { runtime: broken.runtime }).model;
    await failed.start();
    expect(failed.state).toBe('failed');
    expect(broken.frees.count).toBe(1);
  });

  it('leaves the runtime to the process when stopped while a load runs inside it', async () => {
    // Freed under a step still running in its threads, the runtime would take the process down.
    let loading = false;
    const stalled = counted({
      loadModel: () => {
        loading = true;
        return never();
      },
    });
    const { model } = modelWith({}, { runtime: stalled.runtime });
    const started = model.start();
    await until(() => loading);
    await model.close();
    await started;
    expect(model.state).toBe('stopped');
    expect(stalled.frees.count).toBe(0);
  });
});
