/**
 * The thread maker's instructions read in the background after `ready` (docs/decisions/014): a
 * request asked meanwhile is served before the reading goes on, and the reading's chunks are sized
 * by time so the one under way when a request comes ends soon. On the tiny test model with its
 * real runtime; the order of events and a clock the test moves, no wall-clock time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#server/services.ts';
import { sharedRuntime } from '#test/runtime-with.ts';
import { writeTinyGguf } from '#test/tiny-gguf.ts';
import { loadConfig } from '../../config/index.ts';
import { createLogger } from '../../logging/logger.ts';
import { type CompletionJob, createEmbeddedModel, type EmbeddedModel } from './embedded-model.ts';
import { smallModelAsk } from './small-model-ask.ts';

let dir: string;
let modelPath: string;
const models: EmbeddedModel[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-background-'));
  modelPath = join(dir, 'tiny.gguf');
  await writeTinyGguf(modelPath);
});

afterAll(async () => {
  for (const model of models) await model.close();
  await rm(dir, { recursive: true, force: true });
});

function tinyModel(
  sequences: number,
  options: { onReadAhead?: (tokens: number) => void; clock?: () => number } = {},
): EmbeddedModel {
  const config = loadConfig({
    EMBEDDED_MODEL: modelPath,
    EMBEDDED_MODEL_THREADS: '1',
    // The thread maker's instructions take about 830 of the tiny model's byte-sized tokens.
    EMBEDDED_MODEL_CONTEXT: '2048',
    EMBEDDED_MODEL_SEQUENCES: String(sequences),
    // A folder of its own: a start finds no instructions an earlier one kept (state-files.ts).
    DATA_DIR: join(dir, `start-${models.length}`),
  });
  const model = createEmbeddedModel({
    config: config.embedded,
    logger: createLogger('silent'),
    runtime: sharedRuntime,
    ...options,
  });
  models.push(model);
  return model;
}

/** A Normal card of a new post, as the embedded writer asks it, a few tokens long. */
function newPostJob(onText: (text: string) => void): CompletionJob {
  const request: GenerationRequest = {
    kind: 'summary',
    mode: 'normal',
    prompt: '',
    sourceText: 'The ferry to the island runs again from Monday, twice a day, after the storm.',
    parameters: { max_new_tokens: 200, temperature: 0.7, seed: 7 },
  };
  const { prompt, schema } = smallModelAsk(request);
  return { ...prompt, schema, maxTokens: 12, temperature: 0.7, seed: 7, onText };
}

/**
 * Starts a model, asks one new post while its background reads its `nth` chunk, and returns what
 * happened in order (`chunk` for each read of the background, `asked`, `first text`, `answered`)
 * up to the background's first read after the answer.
 */
async function askWhileReading(sequences: number, nth: number): Promise<string[]> {
  const events: string[] = [];
  let chunks = 0;
  let answered = false;
  let readOn: () => void = () => undefined;
  const readingWentOn = new Promise<void>((resolve) => {
    readOn = resolve;
  });
  const model = tinyModel(sequences, {
    onReadAhead() {
      events.push('chunk');
      chunks += 1;
      if (answered) readOn();
      if (chunks !== nth) return;
      events.push('asked');
      model
        .complete(
          newPostJob((text) => {
            if (text && !events.includes('first text')) events.push('first text');
          }),
        )
        .then(() => {
          events.push('answered');
          answered = true;
        });
    },
  });
  await model.start();
  await readingWentOn;
  await model.close();
  return events;
}

/** The events between `from` and `to`. */
const between = (events: string[], from: string, to: string) =>
  events.slice(events.indexOf(from) + 1, events.indexOf(to));

describe('the background reading and a request', () => {
  it('serves a request asked while the background reads before the reading goes on (2 sequences)', async () => {
    const events = await askWhileReading(2, 3);
    // The read under way when it came ends; none begins before its first text, nor (the request
    // on the other sequence, the reading keeping its own) before its answer.
    expect(between(events, 'asked', 'answered')).toEqual(['first text']);
    // Then the reading goes on.
    expect(events.at(-1)).toBe('chunk');
  }, 120_000);

  it('gives the request the only sequence, then reads on (1 sequence)', async () => {
    const events = await askWhileReading(1, 3);
    expect(between(events, 'asked', 'answered')).toEqual(['first text']);
    expect(events.at(-1)).toBe('chunk');
  }, 120_000);
});

describe('the background reading after a request', () => {
  it('reads nothing between a request and one sent right after it, then reads on', async () => {
    const events: string[] = [];
    let readOn: () => void = () => undefined;
    const readingWentOn = new Promise<void>((resolve) => {
      readOn = resolve;
    });
    const ask = (name: string) => {
      events.push(`asked ${name}`);
      return model.complete(newPostJob(() => undefined)).then(() => {
        events.push(`answered ${name}`);
      });
    };
    let chunks = 0;
    const model = tinyModel(2, {
      onReadAhead() {
        events.push('chunk');
        chunks += 1;
        if (events.includes('answered second')) readOn();
        if (chunks !== 3) return;
        // The second request goes out a turn after the first's answer: the guard's second
        // request, or section 10's next post as the last one's `done` arrives.
        void ask('first').then(() => setImmediate(() => void ask('second')));
      },
    });
    await model.start();
    await readingWentOn;
    await model.close();
    expect(between(events, 'answered first', 'asked second')).toEqual([]);
    expect(events.at(-1)).toBe('chunk');
  }, 120_000);
});

/**
 * The sizes of the model's first `count` reads when the `nth` read (1-based) of `tokens` takes
 * `cost(tokens, nth)` milliseconds on the clock the test moves.
 */
async function readSizes(cost: (tokens: number, nth: number) => number, count: number) {
  let now = 0;
  const sizes: number[] = [];
  let enough: () => void = () => undefined;
  const read = new Promise<void>((resolve) => {
    enough = resolve;
  });
  const model = tinyModel(2, {
    clock: () => now,
    onReadAhead(tokens) {
      sizes.push(tokens);
      now += cost(tokens, sizes.length);
      if (sizes.length === count) enough();
    },
  });
  await model.start();
  await read;
  await model.close();
  return sizes;
}

describe('the background reading sized by time', () => {
  it('reads a few tokens at a time where a read is slow (each within 100 ms), big batches where fast', async () => {
    // Issue 46's CPU: a pass over the default model's weights takes about 60 ms, then about 6 ms
    // a token (0.75 s for a post's 110 tokens). Then a machine ten times as fast.
    const slow = (tokens: number) => 60 + 6 * tokens;
    const fast = (tokens: number) => 6 + tokens / 10;
    const sizes = await readSizes((tokens, nth) => (nth <= 20 ? slow : fast)(tokens), 30);
    // The first read is small, until the pace is known.
    expect(sizes.slice(1, 20).filter((tokens) => slow(tokens) > 100)).toEqual([]);
    expect(Math.max(...sizes.slice(20))).toBe(128);
  }, 120_000);

  it('grows its reads back after a slow one, each within 100 ms', async () => {
    // The shaped model on this project's 2-core machine: 50 ms a pass, then 4 ms a token. One
    // read is slow (a request read beside it): the reads after it shrink, then grow back.
    const pass = (tokens: number) => 50 + 4 * tokens;
    const sizes = await readSizes((tokens, nth) => (nth === 10 ? 400 : pass(tokens)), 40);
    // The read after the slow one is small; ten reads on, as many as fit in 80-100 ms again.
    expect(sizes[10]).toBeLessThanOrEqual(2);
    expect(Math.min(...sizes.slice(20))).toBeGreaterThanOrEqual(7);
    expect(sizes.filter((tokens) => pass(tokens) > 100)).toEqual([]);
  }, 120_000);
});
