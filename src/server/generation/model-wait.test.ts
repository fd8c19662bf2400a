/**
 * The embedded model's queue bounded by the wait it would cause: the estimate alone, then the
 * tiny model with a stubbed clock (each card "takes" what the test says), deciding who answers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardAnswerSchema } from '#core/index.ts';
import { writeTinyGguf } from '#test/tiny-gguf.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import type { TextGenerator } from '../services.ts';
import { createEmbeddedGenerator } from './embedded-generator.ts';
import { type CompletionJob, createEmbeddedModel, type EmbeddedModel } from './embedded-model.ts';
import { createModelWait, PRIOR_GENERATION_MS } from './model-wait.ts';

describe('the expected wait', () => {
  it('is none while a sequence is free, then a turn of a sequence for each request ahead', () => {
    const wait = createModelWait(2);
    expect(wait.generationMs).toBe(PRIOR_GENERATION_MS);
    expect(wait.expectedWaitMs(0, 0)).toBe(0);
    expect(wait.expectedWaitMs(1, 0)).toBe(0);
    // Both sequences busy: about half a card until one is free, a card more per two ahead.
    expect(wait.expectedWaitMs(2, 0)).toBe(PRIOR_GENERATION_MS / 2);
    expect(wait.expectedWaitMs(2, 1)).toBe(PRIOR_GENERATION_MS);
    expect(wait.expectedWaitMs(2, 3)).toBe(2 * PRIOR_GENERATION_MS);
  });

  it('follows the measured cards: recent ones weigh most, nonsense is ignored', () => {
    const wait = createModelWait(1, 10_000);
    for (let card = 0; card < 20; card++) wait.record(4_000);
    expect(Math.round(wait.generationMs / 100)).toBe(40);
    wait.record(40_000);
    // One slow card moves the average, it does not become it.
    expect(wait.generationMs).toBeGreaterThan(10_000);
    expect(wait.generationMs).toBeLessThan(20_000);
    const before = wait.generationMs;
    wait.record(Number.NaN);
    wait.record(-5);
    expect(wait.generationMs).toBe(before);
    expect(wait.expectedWaitMs(1, 2)).toBeCloseTo(3 * before, 6);
  });
});

let dir: string;
let modelPath: string;
const models: EmbeddedModel[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-model-wait-'));
  modelPath = join(dir, 'tiny.gguf');
  await writeTinyGguf(modelPath);
});

afterAll(async () => {
  for (const model of models) await model.close();
  await rm(dir, { recursive: true, force: true });
});

/** The tiny model on a clock the test moves: every card takes `cardMs` by it. */
async function timedModel(env: Record<string, string>, cardMs: () => number) {
  let now = 0;
  const config = loadConfig({
    EMBEDDED_MODEL: modelPath,
    EMBEDDED_MODEL_THREADS: '1',
    EMBEDDED_MODEL_CONTEXT: '2048',
    DATA_DIR: dir,
    ...env,
  });
  const model = createEmbeddedModel({
    config: config.embedded,
    logger: createLogger('silent'),
    // Read at a card's start and at its end (one sequence: no other card reads it between).
    clock: () => {
      now += cardMs();
      return now;
    },
  });
  models.push(model);
  await model.start();
  return model;
}

const job = (signal?: AbortSignal): [CompletionJob, AbortSignal | undefined] => [
  {
    system: 'You summarise a post in three lines.',
    user: 'The library opens next week with a maker space.',
    schema: cardAnswerSchema('normal'),
    maxTokens: 40,
    temperature: 0.8,
    seed: 1,
  },
  signal,
];

/** A card on the model that runs until `stop` aborts; its promise settles either way. */
function running(model: EmbeddedModel, stop: AbortController) {
  return model.complete(...job(stop.signal)).catch(() => undefined);
}

const rules: TextGenerator = { name: 'local', generate: async () => 'rules line' };

describe("the model's queue, bounded by the wait", () => {
  it('lets the rules answer at once when a request would wait past EMBEDDED_MODEL_MAX_WAIT_MS', async () => {
    let cardMs = 20_000;
    const model = await timedModel(
      {
        EMBEDDED_MODEL_SEQUENCES: '1',
        EMBEDDED_MODEL_QUEUE: '8',
        EMBEDDED_MODEL_MAX_WAIT_MS: '15000',
      },
      () => cardMs,
    );
    const generator = createEmbeddedGenerator(model, rules);
    // Before any card: the prior (10 s a card) lets one request wait behind a running one.
    const stop = new AbortController();
    const first = running(model, stop);
    expect(model.hasRoom()).toBe(true);
    expect(generator.answerer?.().name).toBe('embedded');
    stop.abort();
    await first;
    // Cards measured at 20 s each: a request behind a running card would wait past 15 s.
    for (let card = 0; card < 4; card++) await model.complete(...job());
    const slow = new AbortController();
    const busy = running(model, slow);
    expect(model.hasRoom()).toBe(false);
    expect(generator.answerer?.()).toMatchObject({
      name: rules.name,
      rulesReason: { kind: 'busy' },
    });
    slow.abort();
    await busy;
    // Nothing running: no wait at all, whatever a card takes.
    expect(model.hasRoom()).toBe(true);
    // Cards measured at 2 s (about 2.2 s on average after the slow ones): behind one running
    // card and four waiting, a sixth would wait about 11 s and is taken…
    cardMs = 2_000;
    for (let card = 0; card < 12; card++) await model.complete(...job());
    const stops = Array.from({ length: 8 }, () => new AbortController());
    const queued: Array<Promise<unknown>> = [];
    for (const [index, each] of stops.entries()) {
      if (index === 5) expect(model.hasRoom()).toBe(true);
      queued.push(running(model, each));
    }
    // …behind one and seven, a ninth would wait about 18 s: the rules, though the queue of 8
    // still has a place.
    expect(model.hasRoom()).toBe(false);
    expect(generator.answerer?.()).toMatchObject({
      name: rules.name,
      rulesReason: { kind: 'busy' },
    });
    for (const each of stops) each.abort();
    await Promise.all(queued);
    expect(model.hasRoom()).toBe(true);
  }, 120_000);

  it('keeps EMBEDDED_MODEL_QUEUE as a hard cap, however quick the cards', async () => {
    const model = await timedModel(
      {
        EMBEDDED_MODEL_SEQUENCES: '1',
        EMBEDDED_MODEL_QUEUE: '2',
        EMBEDDED_MODEL_MAX_WAIT_MS: '600000',
      },
      () => 1,
    );
    const stops = Array.from({ length: 3 }, () => new AbortController());
    const answers = stops.slice(0, 2).map((stop) => running(model, stop));
    expect(model.hasRoom()).toBe(true);
    answers.push(running(model, stops[2] as AbortController));
    // One running and two waiting: the queue of 2 is full.
    expect(model.hasRoom()).toBe(false);
    for (const stop of stops) stop.abort();
    await Promise.all(answers);
    expect(model.hasRoom()).toBe(true);
  }, 120_000);
});
