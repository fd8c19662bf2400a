/**
 * The embedded model's queue bounded by the wait it would cause: the estimate alone, then the
 * tiny model on a clock the test moves (each card "takes" what the test says), deciding who answers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardAnswerSchema } from '#core/index.ts';
import { sharedRuntime } from '#test/runtime-with.ts';
import { writeTinyGguf } from '#test/tiny-gguf.ts';
import { loadConfig } from '../../config/index.ts';
import { createLogger } from '../../logging/logger.ts';
import type { TextGenerator } from '../../services.ts';
import { createEmbeddedGenerator } from '../providers/index.ts';
import { type CompletionJob, createEmbeddedModel, type EmbeddedModel } from './embedded-model.ts';
import { createModelWait, PRIOR_GENERATION_MS } from './model-wait.ts';

describe('the expected wait', () => {
  it('is none while a sequence is free, then an interval between answers for each generation ahead, less the time since the last answer', () => {
    let now = 0;
    const wait = createModelWait(2, { clock: () => now });
    expect(wait.generationMs).toBe(PRIOR_GENERATION_MS);
    expect(wait.expectedWaitMs(0, 0)).toBe(0);
    expect(wait.expectedWaitMs(1, 0)).toBe(0);
    wait.started();
    wait.started();
    // Both sequences busy since now: until one answers, and each generation ahead after it.
    expect(wait.expectedWaitMs(2, 0)).toBe(2 * PRIOR_GENERATION_MS);
    expect(wait.expectedWaitMs(2, 1)).toBe(3 * PRIOR_GENERATION_MS);
    now = 4_000;
    expect(wait.expectedWaitMs(2, 0)).toBe(2 * PRIOR_GENERATION_MS - 4_000);
    // Never less than the generations ahead of the first that answers.
    now = 60_000;
    expect(wait.expectedWaitMs(2, 0)).toBe(PRIOR_GENERATION_MS);
  });

  it('measures the model by the time between answers: two cards at once on shared cores do not halve it', () => {
    let now = 0;
    const wait = createModelWait(2, { clock: () => now });
    const card = (ms: number) => {
      wait.started();
      now += ms;
      wait.ended(true);
    };
    // One at a time, 13 s a card (the default model's shape on 2 cores, random weights).
    for (let index = 0; index < 6; index++) card(13_000);
    expect(wait.generationMs).toBe(13_000);
    // Two at once, each twice as long: an answer every 13 s still.
    for (let pair = 0; pair < 3; pair++) {
      wait.started();
      wait.started();
      now += 26_000;
      wait.ended(true);
      wait.ended(true);
    }
    expect(wait.generationMs).toBe(13_000);
    // So a third request, asked as two start, would wait about 26 s: past 15 s, the rules.
    wait.started();
    wait.started();
    expect(wait.expectedWaitMs(2, 0)).toBe(26_000);
    now += 26_000;
    wait.ended(true);
    wait.ended(true);
    // Where the sequences really run side by side (a GPU), answers come twice as often.
    for (let pair = 0; pair < 3; pair++) {
      wait.started();
      wait.started();
      now += 13_000;
      wait.ended(true);
      wait.ended(true);
    }
    expect(wait.generationMs).toBe(6_500);
  });

  it('follows the recent answers: one slow card moves the average, an abort says nothing', () => {
    let now = 0;
    const wait = createModelWait(1, { clock: () => now });
    const card = (ms: number, answered = true) => {
      wait.started();
      now += ms;
      wait.ended(answered);
    };
    for (let index = 0; index < 20; index++) card(4_000);
    expect(wait.generationMs).toBe(4_000);
    card(40_000);
    expect(wait.generationMs).toBeGreaterThan(4_000);
    expect(wait.generationMs).toBeLessThan(20_000);
    const before = wait.generationMs;
    card(10, false);
    expect(wait.generationMs).toBe(before);
    wait.started();
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

/** The tiny model on a clock the test moves: a card "takes" what its job says (`job`). */
let now = 0;

async function timedModel(env: Record<string, string>) {
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
    runtime: sharedRuntime,
    clock: () => now,
  });
  models.push(model);
  await model.start();
  return model;
}

/** A card's job; one that "takes" `ms` moves the clock as it writes (once it has started). */
const job = (signal?: AbortSignal, ms = 0): [CompletionJob, AbortSignal | undefined] => {
  let moved = false;
  return [
    {
      system: 'You summarise a post in three lines.',
      user: 'The library opens next week with a maker space.',
      schema: cardAnswerSchema('normal'),
      maxTokens: 40,
      temperature: 0.8,
      seed: 1,
      onText() {
        if (!moved) now += ms;
        moved = true;
      },
    },
    signal,
  ];
};

/** A card on the model that runs until `stop` aborts; its promise settles either way. */
function running(model: EmbeddedModel, stop: AbortController) {
  return model.complete(...job(stop.signal)).catch(() => undefined);
}

const rules: TextGenerator = { name: 'local', generate: async () => 'rules line' };

describe("the model's queue, bounded by the wait", () => {
  it('lets the rules answer at once when a request would wait past EMBEDDED_MODEL_MAX_WAIT_MS', async () => {
    const model = await timedModel({
      EMBEDDED_MODEL_SEQUENCES: '1',
      EMBEDDED_MODEL_QUEUE: '8',
      EMBEDDED_MODEL_MAX_WAIT_MS: '15000',
    });
    const generator = createEmbeddedGenerator(model, rules);
    // Before any card: the prior (10 s a card) lets one request wait behind a running one.
    const stop = new AbortController();
    const first = running(model, stop);
    expect(model.hasRoom()).toBe(true);
    expect(generator.answerer?.().name).toBe('embedded');
    stop.abort();
    await first;
    // Cards measured at 20 s each: a request behind a running card would wait past 15 s.
    for (let card = 0; card < 4; card++) await model.complete(...job(undefined, 20_000));
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
    // Cards measured at 2 s: behind one running card and four waiting, a sixth would wait
    // about 10 s and is taken…
    for (let card = 0; card < 12; card++) await model.complete(...job(undefined, 2_000));
    const stops = Array.from({ length: 8 }, () => new AbortController());
    const queued: Array<Promise<unknown>> = [];
    for (const [index, each] of stops.entries()) {
      if (index === 5) expect(model.hasRoom()).toBe(true);
      queued.push(running(model, each));
    }
    // …behind one and seven, a ninth would wait about 16 s: the rules, though the queue of 8
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
    const model = await timedModel({
      EMBEDDED_MODEL_SEQUENCES: '1',
      EMBEDDED_MODEL_QUEUE: '2',
      EMBEDDED_MODEL_MAX_WAIT_MS: '600000',
    });
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
