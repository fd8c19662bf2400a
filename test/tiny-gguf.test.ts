import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ChatWrapper,
  type Llama,
  LlamaChatSession,
  type LlamaContext,
  type LlamaContextSequence,
  LlamaLogLevel,
  type LlamaModel,
  readGgufFileInfo,
  resolveChatWrapper,
} from 'node-llama-cpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerLlama } from '#test/runtime-with.ts';
import { TINY_MODEL_NAME, tinyGgufBytes, writeTinyGguf } from '#test/tiny-gguf.ts';

const THREE_LINES = {
  type: 'object',
  properties: {
    // maxLength (and maxTokens below) matter: random weights would otherwise never close a string.
    lines: { type: 'array', items: { type: 'string', maxLength: 40 }, minItems: 3, maxItems: 3 },
  },
  required: ['lines'],
} as const;

let dir: string;
let modelPath: string;
let llama: Llama;
let model: LlamaModel;
let context: LlamaContext;
let sequence: LlamaContextSequence;
let chatWrapper: ChatWrapper;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tiny-gguf-'));
  modelPath = join(dir, 'tiny.gguf');
  await writeTinyGguf(modelPath);
  // maxThreads: the default (at least 4) oversubscribes 2-core machines and crawls; one, as the
  // embedded model's tests run it, so the worker's one runtime serves them all (freed at its end).
  llama = await workerLlama({
    gpu: false,
    build: 'never',
    maxThreads: 1,
    logLevel: LlamaLogLevel.error,
  });
  model = await llama.loadModel({ modelPath });
  // One thread: for a model this small, syncing two threads per token costs more than the maths;
  // measured 1 ms a token with one thread, 15-250 ms with two while other work shares the cores.
  context = await model.createContext({ sequences: 2, contextSize: 1024, threads: 1 });
  sequence = context.getSequence();
  // Resolved once: chatWrapper 'auto' (the session default) renders the Jinja template against
  // every known wrapper, 0.2-0.4 s per session, far longer than this model takes to answer.
  chatWrapper = resolveChatWrapper(model);
}, 60_000);

afterAll(async () => {
  await context?.dispose();
  await model?.dispose();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A fresh conversation: two prompts on one session would be one chat, so each gets its own. */
async function newSession() {
  await sequence.clearHistory();
  return new LlamaChatSession({ contextSequence: sequence, chatWrapper });
}

async function ask(prompt: string, options: Parameters<LlamaChatSession['prompt']>[1]) {
  const session = await newSession();
  try {
    return await session.prompt(prompt, options);
  } finally {
    session.dispose();
  }
}

describe('tinyGgufBytes', () => {
  it('is deterministic per seed', () => {
    // Buffer.equals: toEqual walks the 0.7 MB element by element and takes seconds.
    const first = Buffer.from(tinyGgufBytes({ seed: 7 }));
    expect(first.equals(tinyGgufBytes({ seed: 7 }))).toBe(true);
    expect(first.equals(tinyGgufBytes({ seed: 8 }))).toBe(false);
    expect(new TextDecoder().decode(first.subarray(0, 4))).toBe('GGUF');
  });
});

describe('writeTinyGguf', () => {
  it('writes GGUF v3 metadata that node-llama-cpp reads back', async () => {
    const info = await readGgufFileInfo(modelPath, { logWarnings: false });
    expect(info.version).toBe(3);
    expect(info.metadata.general.architecture).toBe('llama');
    expect(info.metadata.general.name).toBe(TINY_MODEL_NAME);
    expect(info.metadata.general.alignment).toBe(32);
    expect(info.architectureMetadata.embedding_length).toBe(64);
    expect(info.architectureMetadata.block_count).toBe(2);
    expect(info.tensorInfo?.map((tensor) => tensor.name)).toContain('blk.1.ffn_down.weight');
    expect((await stat(modelPath)).size).toBeLessThan(1024 * 1024);
  });

  it('writes the given name', async () => {
    const path = join(dir, 'named.gguf');
    await writeTinyGguf(path, { name: 'Another Tiny Model', seed: 2 });
    const info = await readGgufFileInfo(path, { readTensorInfo: false, logWarnings: false });
    expect(info.metadata.general.name).toBe('Another Tiny Model');
  });
});

describe('the tiny model in the real runtime', () => {
  it('loads with ChatML and <|im_end|> as the end of a turn', () => {
    expect(model.fileInfo.metadata.general.name).toBe(TINY_MODEL_NAME);
    expect(model.tokens.eosString).toBe('<|im_end|>');
    expect(context.contextSize).toBeGreaterThanOrEqual(1024);
    expect(chatWrapper.wrapperName).toBe('ChatML');
  });

  it('hands out as many sequences as asked for, then throws', async () => {
    const small = await model.createContext({ sequences: 2, contextSize: 256, threads: 1 });
    try {
      small.getSequence();
      small.getSequence();
      expect(() => small.getSequence()).toThrow(/No sequences left/);
    } finally {
      await small.dispose();
    }
  });

  it('answers with JSON that fits a schema grammar, streaming as it goes', async () => {
    const grammar = await llama.createGrammarForJsonSchema(THREE_LINES);
    const chunks: string[] = [];
    const answer = await ask('Write three lines.', {
      grammar,
      maxTokens: 400,
      temperature: 0.8,
      seed: 1,
      onTextChunk: (chunk) => chunks.push(chunk),
    });
    const { lines } = grammar.parse(answer);
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(typeof line).toBe('string');
      expect(line.length).toBeLessThanOrEqual(40);
    }
    expect(chunks.join('')).toBe(answer);
    expect(answer).not.toContain('\uFFFD');
  });

  it('gives the same answer for the same seed and another for another seed', async () => {
    const grammar = await llama.createGrammarForJsonSchema(THREE_LINES);
    const options = { grammar, maxTokens: 400, temperature: 0.8 };
    const first = await ask('Write three lines.', { ...options, seed: 1 });
    const again = await ask('Write three lines.', { ...options, seed: 1 });
    const other = await ask('Write three lines.', { ...options, seed: 2 });
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('writes printable text without a grammar, and can end its turn', async () => {
    const stopReasons: string[] = [];
    // About 4 in 10 answers end within 100 tokens: ten seeds see both outcomes on any CPU.
    for (let seed = 1; seed <= 10; seed++) {
      const session = await newSession();
      const { responseText, stopReason } = await session.promptWithMeta('Say something.', {
        maxTokens: 100,
        temperature: 0.8,
        seed,
      });
      session.dispose();
      stopReasons.push(stopReason);
      // Printable ASCII only: the bias channel keeps control and 0x80-0xFF byte tokens out.
      expect(responseText).toMatch(/^[\x20-\x7e]*$/);
    }
    expect(stopReasons).toContain('eogToken');
    expect(stopReasons).toContain('maxTokens');
  });

  it('returns the partial answer when aborted with stopOnAbortSignal', async () => {
    const controller = new AbortController();
    const session = await newSession();
    const { responseText, stopReason } = await session.promptWithMeta('Say something.', {
      maxTokens: 100,
      temperature: 0.8,
      seed: 1,
      signal: controller.signal,
      stopOnAbortSignal: true,
      onTextChunk: () => controller.abort(),
    });
    session.dispose();
    expect(stopReason).toBe('abort');
    expect(responseText.length).toBeGreaterThan(0);
  });

  it('rejects with the abort reason without stopOnAbortSignal', async () => {
    const controller = new AbortController();
    const reason = new Error('stopped by the test');
    await expect(
      ask('Say something.', {
        maxTokens: 100,
        signal: controller.signal,
        onTextChunk: () => controller.abort(reason),
      }),
    ).rejects.toBe(reason);
  });
});
