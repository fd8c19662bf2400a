/**
 * The runtime begun before the app's modules (main.ts): only when the model's file is already here,
 * then used by the model's start in place of an import of its own, and freed when the file turns
 * out to be no model; a failure to start it is never an unhandled rejection.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runtimeWith } from '#test/runtime-with.ts';
import { writeTinyGguf } from '#test/tiny-gguf.ts';
import { loadConfig } from '../../config/index.ts';
import { createLogger } from '../../logging/logger.ts';
import type { MemoryReader } from '../model-file/index.ts';
import { modelFilePath } from '../model-file/index.ts';
import { modelFileHere, startRuntimeEarly } from './early-runtime.ts';
import { createEmbeddedModel, type EmbeddedModel } from './embedded-model.ts';
import type { LlamaRuntime } from './llama-runtime.ts';

let dir: string;
let modelPath: string;
const opened: EmbeddedModel[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-early-runtime-'));
  modelPath = join(dir, 'tiny.gguf');
  await writeTinyGguf(modelPath);
});

afterEach(async () => {
  for (const model of opened.splice(0)) await model.close();
  process.off('unhandledRejection', onUnhandled);
  unhandled.length = 0;
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const roomy: MemoryReader = async () => ({ availableBytes: 64 * 1024 ** 3, boundBy: 'system' });
const silent = createLogger('silent');

function configWith(env: Record<string, string>) {
  return loadConfig({
    EMBEDDED_MODEL: modelPath,
    EMBEDDED_MODEL_THREADS: '1',
    EMBEDDED_MODEL_CONTEXT: '1024',
    EMBEDDED_MODEL_GPU: 'off',
    DATA_DIR: join(dir, 'data'),
    ...env,
  });
}

/** The worker's runtime, with each import of it and each start of a Llama counted. */
function countedRuntime(change: Parameters<typeof runtimeWith>[0] = {}) {
  const counts = { imports: 0, starts: 0, frees: 0 };
  const real = runtimeWith({
    ...change,
    onDispose: () => {
      counts.frees += 1;
    },
  });
  const runtime = async (): Promise<LlamaRuntime> => {
    counts.imports += 1;
    const module = await real();
    return {
      ...module,
      getLlama: (async (...args: Parameters<LlamaRuntime['getLlama']>) => {
        counts.starts += 1;
        return module.getLlama(...args);
      }) as LlamaRuntime['getLlama'],
    };
  };
  return { counts, runtime };
}

/** A model started on the runtime begun early (and no other: its own import would throw). */
async function startedOn(
  config: ReturnType<typeof configWith>,
  started: ReturnType<typeof startRuntimeEarly>,
): Promise<EmbeddedModel> {
  const model = createEmbeddedModel({
    config: config.embedded,
    logger: silent,
    memory: roomy,
    runtime: async () => {
      throw new Error('the model imported a runtime of its own');
    },
    earlyRuntime: started,
  });
  opened.push(model);
  await model.start();
  return model;
}

describe('the file the model will load at start', () => {
  it("is the operator's file when it is here, and nothing when it is not", () => {
    expect(modelFileHere(configWith({}))).toBe(modelPath);
    expect(modelFileHere(configWith({ EMBEDDED_MODEL: join(dir, 'missing.gguf') }))).toBe(
      undefined,
    );
  });

  it('is the downloaded file only once it is there: a first start downloads it first', () => {
    const config = configWith({ EMBEDDED_MODEL: 'auto' });
    const path = modelFilePath(config.embedded.modelsDir, config.embedded.url);
    expect(modelFileHere(config, () => false)).toBe(undefined);
    expect(modelFileHere(config, (asked) => asked === path)).toBe(path);
  });

  it('is nothing with the model off or another provider', () => {
    expect(modelFileHere(configWith({ EMBEDDED_MODEL: 'off' }))).toBe(undefined);
    const ollama = configWith({ LLM_PROTOCOL: 'ollama', OLLAMA_HOST: 'http://127.0.0.1:9' });
    expect(ollama.llm.protocol).toBe('ollama');
    expect(modelFileHere(ollama)).toBe(undefined);
  });
});

describe('the runtime begun early', () => {
  it('is not begun without the file, so offline nothing starts', () => {
    const { counts, runtime } = countedRuntime();
    const config = configWith({ EMBEDDED_MODEL: join(dir, 'missing.gguf') });
    expect(startRuntimeEarly(config, silent, runtime)).toBe(undefined);
    expect(counts.imports).toBe(0);
  });

  it("is the one the model's start uses: no second import, no second Llama", async () => {
    const early = countedRuntime();
    const config = configWith({});
    const started = startRuntimeEarly(config, silent, early.runtime);
    expect(started).toBeDefined();
    const own = countedRuntime();
    const model = createEmbeddedModel({
      config: config.embedded,
      logger: silent,
      memory: roomy,
      runtime: own.runtime,
      earlyRuntime: started,
    });
    opened.push(model);
    await model.start();
    expect(model.state).toBe('ready');
    expect(early.counts).toMatchObject({ imports: 1, starts: 1 });
    expect(own.counts).toMatchObject({ imports: 0, starts: 0 });
  });

  it('is freed when the file is no model, and the start says why', async () => {
    const notModel = join(dir, 'not-a-model.gguf');
    await writeFile(notModel, 'this is a text file, not a model');
    const early = countedRuntime();
    const config = configWith({ EMBEDDED_MODEL: notModel });
    const started = startRuntimeEarly(config, silent, early.runtime);
    const model = await startedOn(config, started);
    expect(model.state).toBe('failed');
    expect(model.rulesReason()).toEqual({ kind: 'failed', failure: 'load-failed' });
    await sleep(20);
    expect(early.counts.frees).toBe(1);
  });

  it('fails the start with the runtime missing, never as an unhandled rejection', async () => {
    process.on('unhandledRejection', onUnhandled);
    const config = configWith({});
    const missing = async (): Promise<LlamaRuntime> => {
      throw new Error('no prebuilt binary for this platform');
    };
    const started = startRuntimeEarly(config, silent, missing);
    await sleep(20);
    expect(unhandled).toEqual([]);
    const model = await startedOn(config, started);
    expect(model.state).toBe('failed');
    expect(model.rulesReason()).toEqual({ kind: 'failed', failure: 'no-runtime' });
    expect(unhandled).toEqual([]);
  });
});
