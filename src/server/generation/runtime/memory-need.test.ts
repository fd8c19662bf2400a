/**
 * The model's memory need kept for the next start (issue 46 item 9: reading the file's metadata
 * and tensors to estimate it cost every start about 0.9 s on 2 cores): on the tiny test model with
 * its real runtime, a second start of the same file does not read them again, and the kept need is
 * still held against the memory left.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeWith } from '#test/runtime-with.ts';
import { writeTinyGguf } from '#test/tiny-gguf.ts';
import { loadConfig } from '../../config/index.ts';
import { createLogger } from '../../logging/logger.ts';
import type { MemoryReader } from '../model-file/index.ts';
import { createEmbeddedModel, type EmbeddedModel } from './embedded-model.ts';
import { MEMORY_NEEDS_FILE } from './memory-need.ts';

let dir: string;
let modelPath: string;
const opened: EmbeddedModel[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-memory-need-'));
  modelPath = join(dir, 'tiny.gguf');
  await writeTinyGguf(modelPath);
});

afterAll(async () => {
  for (const model of opened) await model.close();
  await rm(dir, { recursive: true, force: true });
});

const roomy: MemoryReader = async () => ({ availableBytes: 64 * 2 ** 30, boundBy: 'system' });

/** A start on `data`, counting the runtime's reads of the file's metadata. */
async function start(data: string, memory: MemoryReader, context = '1024') {
  let reads = 0;
  let loads = 0;
  const runtime = runtimeWith({
    readGgufFileInfo: (real, ...args) => {
      reads += 1;
      return real(...args);
    },
    loadModel: (real, ...args) => {
      loads += 1;
      return real(...args);
    },
  });
  const model = createEmbeddedModel({
    config: loadConfig({
      EMBEDDED_MODEL: modelPath,
      EMBEDDED_MODEL_THREADS: '1',
      EMBEDDED_MODEL_CONTEXT: context,
      EMBEDDED_MODEL_GPU: 'off',
      DATA_DIR: data,
    }).embedded,
    logger: createLogger('silent'),
    memory,
    runtime,
  });
  opened.push(model);
  await model.start();
  return { model, reads: () => reads, loads: () => loads };
}

describe("the model's memory need, kept for the next start", () => {
  it('a second start of the same file does not read its metadata to estimate it', async () => {
    const data = join(dir, 'same');
    const first = await start(data, roomy);
    expect(first.model.state).toBe('ready');
    expect(first.reads()).toBe(1);
    const kept = JSON.parse(await readFile(join(data, 'models', MEMORY_NEEDS_FILE), 'utf8'));
    expect(Object.values(kept)).toEqual([
      { weights: expect.any(Number), caches: expect.any(Number) },
    ]);
    const second = await start(data, roomy);
    expect(second.model.state).toBe('ready');
    expect(second.reads()).toBe(0);
    // Another context is another need: estimated again.
    const larger = await start(data, roomy, '2048');
    expect(larger.reads()).toBe(1);
  }, 120_000);

  it('holds a kept need against the memory left: a container too small is still refused', async () => {
    const data = join(dir, 'small');
    await start(data, roomy);
    const small: MemoryReader = async () => ({
      availableBytes: 2_000_000,
      boundBy: 'cgroup v2 /',
      limitBytes: 40_000_000,
    });
    const refused = await start(data, small);
    expect(refused.reads()).toBe(0);
    expect(refused.loads()).toBe(0);
    expect(refused.model.health()).toMatchObject({
      state: 'failed',
      reason: 'not enough memory for the local model',
    });
  }, 120_000);
});
