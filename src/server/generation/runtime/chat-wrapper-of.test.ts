/**
 * The chat wrapper found once per template and kept: on the tiny model (a ChatML template), the
 * runtime's own search runs at the first start only, and what later starts make renders the same.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as nodeLlamaCpp from 'node-llama-cpp';
import { type Llama, LlamaLogLevel, type LlamaModel } from 'node-llama-cpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerLlama } from '#test/runtime-with.ts';
import { writeTinyGguf } from '#test/tiny-gguf.ts';
import { createLogger } from '../../logging/logger.ts';
import { chatTokens } from './chat-tokens.ts';
import { CHAT_WRAPPERS_FILE, chatWrapperOf } from './chat-wrapper-of.ts';
import type { LlamaRuntime } from './llama-runtime.ts';

let dir: string;
let llama: Llama;
let model: LlamaModel;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-chat-wrapper-'));
  const modelPath = join(dir, 'tiny.gguf');
  await writeTinyGguf(modelPath);
  // The worker's one runtime, as the model's own starts in the tests share it (freed at its end).
  llama = await workerLlama({
    gpu: false,
    build: 'never',
    maxThreads: 1,
    logLevel: LlamaLogLevel.error,
  });
  model = await llama.loadModel({ modelPath });
}, 60_000);

afterAll(async () => {
  await model?.dispose();
  await rm(dir, { recursive: true, force: true });
});

/** node-llama-cpp, counting the searches: resolveChatWrapper asked with the model itself. */
function countingRuntime() {
  const searches = { count: 0 };
  const runtime = {
    ...nodeLlamaCpp,
    resolveChatWrapper: ((...args: Parameters<LlamaRuntime['resolveChatWrapper']>) => {
      if (args[0] instanceof nodeLlamaCpp.LlamaModel) searches.count += 1;
      return (nodeLlamaCpp.resolveChatWrapper as (...a: unknown[]) => unknown)(...args);
    }) as LlamaRuntime['resolveChatWrapper'],
  } as LlamaRuntime;
  return { runtime, searches };
}

const prompt = { system: 'You write three lines.', user: 'A post about libraries.' };
const log = createLogger('silent');

describe('chatWrapperOf', () => {
  it('searches at the first start only, and later starts render every prompt the same', async () => {
    const modelsDir = join(dir, 'first');
    const first = countingRuntime();
    const found = await chatWrapperOf(first.runtime, model, modelsDir, log);
    expect(first.searches.count).toBe(1);
    const kept = JSON.parse(await readFile(join(modelsDir, CHAT_WRAPPERS_FILE), 'utf8'));
    expect(Object.values(kept)).toEqual(['chatML']);

    const later = countingRuntime();
    const made = await chatWrapperOf(later.runtime, model, modelsDir, log);
    expect(later.searches.count).toBe(0);
    expect(made?.wrapperName).toBe(found?.wrapperName);
    if (!found || !made) throw new Error('no wrapper');
    expect(chatTokens(model, made, prompt, '{"lines":["')).toEqual(
      chatTokens(model, found, prompt, '{"lines":["'),
    );
  });

  it('searches again when the kept file is not ours, and writes it anew', async () => {
    const modelsDir = join(dir, 'garbled');
    await chatWrapperOf(countingRuntime().runtime, model, modelsDir, log);
    await writeFile(join(modelsDir, CHAT_WRAPPERS_FILE), '{"some": 1, oops');
    const again = countingRuntime();
    expect(await chatWrapperOf(again.runtime, model, modelsDir, log)).toBeDefined();
    expect(again.searches.count).toBe(1);
    const rewritten = JSON.parse(await readFile(join(modelsDir, CHAT_WRAPPERS_FILE), 'utf8'));
    expect(Object.values(rewritten)).toEqual(['chatML']);
  });

  it('ignores a kept type the runtime does not know, and still answers where nothing can be written', async () => {
    const modelsDir = join(dir, 'unknown');
    await chatWrapperOf(countingRuntime().runtime, model, modelsDir, log);
    const file = join(modelsDir, CHAT_WRAPPERS_FILE);
    const kept = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
    const [key] = Object.keys(kept);
    await writeFile(file, JSON.stringify({ [key ?? '']: 'noSuchWrapper' }));
    const again = countingRuntime();
    expect((await chatWrapperOf(again.runtime, model, modelsDir, log))?.wrapperName).toBe('ChatML');
    expect(again.searches.count).toBe(1);

    // The models' folder is a file: nothing can be kept, the wrapper is still found.
    const blocked = join(dir, 'blocked');
    await writeFile(blocked, 'not a folder');
    const unwritable = countingRuntime();
    expect(await chatWrapperOf(unwritable.runtime, model, blocked, log)).toBeDefined();
    expect(unwritable.searches.count).toBe(1);
  });
});
