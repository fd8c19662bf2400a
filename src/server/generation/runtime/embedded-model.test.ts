import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardAnswerSchema, threadAnswerSchema } from '#core/index.ts';
import { sharedRuntime } from '#test/runtime-with.ts';
import { TINY_MODEL_NAME, writeTinyGguf } from '#test/tiny-gguf.ts';
import { loadConfig } from '../../config/index.ts';
import { createLogger } from '../../logging/logger.ts';
import { type CompletionJob, createEmbeddedModel, type EmbeddedModel } from './embedded-model.ts';

let dir: string;
let modelPath: string;

/** The tiny model on one thread (two threads cost more than they give on a 64-wide model). */
function tinyModel(
  env: Record<string, string> = {},
  logger = createLogger('silent'),
): EmbeddedModel {
  const config = loadConfig({
    EMBEDDED_MODEL: modelPath,
    EMBEDDED_MODEL_THREADS: '1',
    EMBEDDED_MODEL_CONTEXT: '1024',
    DATA_DIR: dir,
    ...env,
  });
  return createEmbeddedModel({ config: config.embedded, logger, runtime: sharedRuntime });
}

const threeLines = (extra: Partial<CompletionJob> = {}): CompletionJob => ({
  system: 'You summarise a post in three lines.',
  user: 'The library opens next week with a maker space.',
  schema: cardAnswerSchema('normal'),
  maxTokens: 600,
  temperature: 0.8,
  seed: 1,
  ...extra,
});

let shared: EmbeddedModel;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-embedded-'));
  modelPath = join(dir, 'tiny.gguf');
  await writeTinyGguf(modelPath);
  shared = tinyModel();
  await shared.start();
});

afterAll(async () => {
  await shared?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the embedded model', () => {
  it('loads the file in the background, then is ready under the name the file gives', async () => {
    const model = tinyModel();
    expect(model.state).toBe('loading');
    expect(model.hasRoom()).toBe(false);
    await expect(model.complete(threeLines())).rejects.toThrow(/the model is loading/);
    await model.start();
    expect(model.state).toBe('ready');
    expect(model.name).toBe(TINY_MODEL_NAME);
    expect(model.health()).toEqual({
      provider: 'embedded',
      model: TINY_MODEL_NAME,
      state: 'ready',
      backend: 'cpu',
    });
    expect(model.hasRoom()).toBe(true);
    await model.close();
  });

  it("says in its ready line when each step of its start ended, in order, from the process's start", async () => {
    const records: Array<Record<string, unknown>> = [];
    const lines = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean))
          records.push(JSON.parse(line));
        done();
      },
    });
    const before = performance.now();
    const model = tinyModel({}, createLogger('info', lines));
    await model.start();
    const after = performance.now();
    await model.close();
    const ready = records.find((record) =>
      String(record.msg).startsWith('the embedded model is ready'),
    );
    const steps = ['runtime', 'checked', 'weights', 'context', 'wrapper', 'instructions'];
    const at = ready?.at as Record<string, number>;
    expect(Object.keys(at)).toEqual(steps);
    const times = steps.map((step) => at[step] ?? Number.NaN);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(Math.floor(before));
    expect(times.at(-1)).toBeLessThanOrEqual(Math.ceil(after));
  });

  it('fails with a public reason when the file cannot be loaded, and takes no request', async () => {
    const model = tinyModel({ EMBEDDED_MODEL: join(dir, 'missing.gguf') });
    await model.start();
    expect(model.state).toBe('failed');
    expect(model.health()).toMatchObject({ provider: 'embedded', state: 'failed' });
    expect(model.health().reason).toBe('the file is missing');
    expect(model.hasRoom()).toBe(false);
    await model.close();
  });

  it('answers JSON that keeps to the schema: exactly three lines, each within its cap', async () => {
    const answer = JSON.parse(await shared.complete(threeLines())) as { lines: string[] };
    expect(answer.lines).toHaveLength(3);
    for (const line of answer.lines) expect(line.length).toBeLessThanOrEqual(180);
  });

  it("keeps a thread to 4-5 posts within the network's limit", async () => {
    const job = threeLines({ schema: threadAnswerSchema('bluesky'), maxTokens: 1_500, seed: 3 });
    const answer = JSON.parse(await shared.complete(job)) as { posts: string[] };
    expect(answer.posts.length).toBeGreaterThanOrEqual(4);
    expect(answer.posts.length).toBeLessThanOrEqual(5);
    for (const post of answer.posts) expect(post.length).toBeLessThanOrEqual(280);
  });

  it('hands out the answer piece by piece as tokens come, the pieces making the whole', async () => {
    const pieces: string[] = [];
    const answer = await shared.complete(threeLines({ onText: (text) => pieces.push(text) }));
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(answer);
  });

  it('says with each piece the tokens written up to it, one more at least each piece, none after the last', async () => {
    const counts: number[] = [];
    const job = threeLines({ maxTokens: 40, onText: (_text, tokens) => counts.push(tokens) });
    await shared.complete(job);
    // The opening comes first, before any token; each token's text follows in order.
    expect(counts[0]).toBe(0);
    for (let index = 1; index < counts.length; index++) {
      expect(counts[index]).toBeGreaterThan(counts[index - 1] ?? 0);
    }
    expect(counts.at(-1)).toBeLessThanOrEqual(40);
    expect(counts.length).toBeGreaterThan(3);
  });

  it('gives the same answer for the same seed and another for a new seed (a new take)', async () => {
    const first = await shared.complete(threeLines({ seed: 11 }));
    const again = await shared.complete(threeLines({ seed: 11 }));
    const other = await shared.complete(threeLines({ seed: 12 }));
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('stops writing when the visitor leaves, and frees the sequence for the next request', async () => {
    const model = tinyModel({ EMBEDDED_MODEL_SEQUENCES: '1', EMBEDDED_MODEL_QUEUE: '0' });
    await model.start();
    const leave = new AbortController();
    let pieces = 0;
    const left = model.complete(
      threeLines({
        onText: () => {
          pieces += 1;
          if (pieces === 2) leave.abort(new Error('the visitor went away'));
        },
      }),
      leave.signal,
    );
    await expect(left).rejects.toThrow('the visitor went away');
    expect(pieces).toBeLessThan(10);
    // The one sequence is free again: the next request gets it at once.
    expect(model.hasRoom()).toBe(true);
    expect(JSON.parse(await model.complete(threeLines())).lines).toHaveLength(3);
    await model.close();
  });

  it('writes two requests at once on two sequences, and queues a third', async () => {
    const model = tinyModel({ EMBEDDED_MODEL_SEQUENCES: '2', EMBEDDED_MODEL_QUEUE: '1' });
    await model.start();
    const answers = [1, 2, 3].map((seed) => model.complete(threeLines({ seed })));
    // Two writing, one waiting: the bounded queue is full, so the rules would answer a fourth.
    expect(model.hasRoom()).toBe(false);
    const parsed = (await Promise.all(answers)).map((text) => JSON.parse(text).lines);
    for (const lines of parsed) expect(lines).toHaveLength(3);
    expect(model.hasRoom()).toBe(true);
    await model.close();
  });

  it('lets a request that leaves while waiting out of the queue at once', async () => {
    const model = tinyModel({ EMBEDDED_MODEL_SEQUENCES: '1', EMBEDDED_MODEL_QUEUE: '1' });
    await model.start();
    const writing = model.complete(threeLines());
    const leave = new AbortController();
    const waiting = model.complete(threeLines({ seed: 2 }), leave.signal);
    expect(model.hasRoom()).toBe(false);
    leave.abort(new Error('gone while waiting'));
    await expect(waiting).rejects.toThrow('gone while waiting');
    expect(model.hasRoom()).toBe(true);
    await writing;
    await model.close();
  });
});
