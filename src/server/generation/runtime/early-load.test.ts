/**
 * The model's load started before the server's modules (early-load.ts): on the tiny test model with
 * its real runtime, the load runs before the model is made, the model takes it up (never loading a
 * second time) and shows the steps it missed, and a close() before the load ends stops it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LlamaModel } from 'node-llama-cpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTinyGguf } from '#test/tiny-gguf.ts';
import { loadConfig } from '../../config/index.ts';
import { createLogger } from '../../logging/logger.ts';
import type { MemoryReader } from '../model-file/index.ts';
import { loadEarly } from './early-load.ts';
import { createEmbeddedModel, type EmbeddedModel } from './embedded-model.ts';
import type { LlamaRuntime } from './llama-runtime.ts';

let dir: string;
let modelPath: string;
const opened: EmbeddedModel[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-early-load-'));
  modelPath = join(dir, 'tiny.gguf');
  await writeTinyGguf(modelPath);
});

afterAll(async () => {
  for (const model of opened) await model.close();
  await rm(dir, { recursive: true, force: true });
});

const roomy: MemoryReader = async () => ({ availableBytes: 64 * 2 ** 30, boundBy: 'system' });
const config = (data: string) =>
  loadConfig({
    EMBEDDED_MODEL: modelPath,
    EMBEDDED_MODEL_THREADS: '1',
    EMBEDDED_MODEL_CONTEXT: '1024',
    EMBEDDED_MODEL_GPU: 'off',
    DATA_DIR: join(dir, data),
  }).embedded;

/** node-llama-cpp with its models' loads counted, and held until `release` when `held`. */
function countedRuntime(held = false) {
  let loads = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const runtime = async () => {
    const real = await import('node-llama-cpp');
    return {
      ...real,
      getLlama: (async (options: Parameters<LlamaRuntime['getLlama']>[0]) => {
        const llama = await real.getLlama(options as never);
        return new Proxy(llama, {
          get(target, property) {
            if (property === 'loadModel') {
              return async (...args: Parameters<typeof target.loadModel>): Promise<LlamaModel> => {
                loads += 1;
                if (held) await gate;
                return target.loadModel(...args);
              };
            }
            const value = Reflect.get(target, property, target);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
      }) as LlamaRuntime['getLlama'],
    } as LlamaRuntime;
  };
  return { runtime, loads: () => loads, release: () => release() };
}

async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the load started early', () => {
  it('loads before the model is made; the model takes it up and is ready, the file loaded once', async () => {
    const counted = countedRuntime();
    const early = loadEarly(config('taken'), createLogger('silent'), {
      memory: roomy,
      runtime: counted.runtime,
    });
    // The file is loading before anything else of the server exists.
    await until(() => counted.loads() === 1);
    const model = createEmbeddedModel({
      config: config('taken'),
      logger: createLogger('silent'),
      early,
    });
    opened.push(model);
    await model.start();
    expect(model.state).toBe('ready');
    // The backend chosen before the model was made is shown all the same.
    expect(model.health()).toMatchObject({ state: 'ready', backend: 'cpu' });
    expect(counted.loads()).toBe(1);
    expect(model.name).toBe('Tiny Test Model');
  }, 60_000);

  it('shows the load under way to a model made meanwhile, and a close() stops it', async () => {
    const counted = countedRuntime(true);
    const early = loadEarly(config('closed'), createLogger('silent'), {
      memory: roomy,
      runtime: counted.runtime,
    });
    await until(() => counted.loads() === 1);
    const model = createEmbeddedModel({
      config: config('closed'),
      logger: createLogger('silent'),
      early,
    });
    opened.push(model);
    const started = model.start();
    await until(() => model.state === 'loading');
    await model.close();
    await started;
    expect(model.state).toBe('stopped');
    counted.release();
  }, 60_000);
});
