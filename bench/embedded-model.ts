/**
 * The embedded model (issue 28, docs/decisions/009): load, first text and tokens a second of one
 * Normal card, and 12 concurrent cards through the real route, for the tiny test model (always,
 * on one thread) and for the .gguf file EMBEDDED_MODEL names, when it names one that exists (on the
 * machine's cores unless EMBEDDED_MODEL_THREADS says otherwise). The baseline is the rules
 * writer's card through the same route (EMBEDDED_MODEL=off). Run alone with
 * `node --import tsx bench/embedded-model.ts` to print the figures.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cardAnswerSchema, smallModelSummaryPrompt, summaryParameters } from '#core/index.ts';
import { loadConfig } from '#server/config/index.ts';
import { SMALL_MODEL_MAX_TEMPERATURE } from '#server/generation/providers/index.ts';
import {
  type CompletionJob,
  createEmbeddedModel,
  MAX_TOKENS,
} from '#server/generation/runtime/index.ts';
import { createLogger } from '#server/logging/logger.ts';
import { startTestApp } from '../test/start-test-app.ts';
import { TINY_MODEL_NAME, writeTinyGguf } from '../test/tiny-gguf.ts';
import {
  askCard,
  BURST_SEQUENCES,
  type BurstFigures,
  burst,
  burstAppEnv,
  CONCURRENT_CARDS,
  describeBurst,
  fixed,
  measureBurst,
} from './model-burst.ts';
import { BENCH_POST, newPost } from './new-posts.ts';

const SEQUENCES = BURST_SEQUENCES;
const DEFAULT_QUEUE = 8;

export interface ModelFigures {
  label: string;
  /** The file's `general.name`. */
  name: string | undefined;
  file: string;
  bytes: number;
  threads: number;
  contextSize: number;
  load: {
    /** Median of the timed loads, each a new model (runtime, model, context and sequences). */
    medianMs: number;
    samplesMs: number[];
    /**
     * The process's first load of this file, not in the median: for the first model it also
     * imports node-llama-cpp and its native addon; for any it may read the file from disk.
     */
    firstMs: number;
  };
  generation: {
    runs: number;
    /** complete() called → first onText (the first piece of the answer's text), median; a new post each run. */
    firstTextMs: number;
    /** complete() called → the runtime's first token (the product's first-token metric), median. */
    firstTokenMs: number;
    /** The runtime's own count of tokens written, from the first to the end, a second; median. */
    tokensPerSecond: number;
    /** onText calls (pieces of text) from the first to the end of the answer, a second; median. */
    piecesPerSecond: number;
    /** complete() called → the whole answer, median. */
    answerMs: number;
    /** Characters of the answer's JSON, median. */
    answerChars: number;
    /** The same for the warm-up run (the model's first answer: it also makes the grammar). */
    coldFirstTextMs: number;
    coldAnswerMs: number;
  };
  bursts: BurstFigures[];
}

export interface EmbeddedModelFigures {
  machine: string;
  /**
   * node-llama-cpp's getLlama() alone, with the options the model starts it with and no model:
   * the part of every load that is the runtime's, not the file's. Median of `runs`.
   */
  runtimeStart: { medianMs: number; runs: number };
  models: ModelFigures[];
  /** EMBEDDED_MODEL=off: the rules writer's card through the same route. */
  rules: {
    /** One card at a time, median of `runs` after a warm-up. */
    singleMedianMs: number;
    runs: number;
    burst: BurstFigures;
  };
  /** Real models named by EMBEDDED_MODEL but not measured, and why. */
  skipped: string[];
}

/** The machine the figures were measured on: CPU, cores, memory, Node, OS. */
export function describeMachine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memoryGb = (totalmem() / 1024 ** 3).toFixed(1);
  return `${cpu}, ${availableParallelism()} cores, ${memoryGb} GB memory, Node ${process.version}, ${platform()} ${release()}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

interface ModelSetup {
  label: string;
  file: string;
  /** EMBEDDED_MODEL_* for this model (threads, context), besides the file. */
  env: Record<string, string>;
  loads: number;
  runs: number;
}

/** What the product's metrics would record of one generation: the runtime's own figures. */
interface Observed {
  firstTokenSeconds: number;
  tokensPerSecond: number;
}

function newModel(setup: ModelSetup, dataDir: string, observed?: Observed[]) {
  const config = loadConfig({
    ...setup.env,
    EMBEDDED_MODEL: setup.file,
    EMBEDDED_MODEL_SEQUENCES: String(SEQUENCES),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  const model = createEmbeddedModel({
    config: config.embedded,
    logger: createLogger('silent'),
    metrics: {
      observeEmbeddedGeneration(firstTokenSeconds, tokensPerSecond) {
        observed?.push({ firstTokenSeconds, tokensPerSecond });
      },
      setEmbeddedQueue() {},
    },
  });
  return { model, config: config.embedded };
}

/** start() → ready, on a new model; closed after. */
async function timeLoad(setup: ModelSetup, dataDir: string): Promise<number> {
  const { model } = newModel(setup, dataDir);
  const started = performance.now();
  await model.start();
  const elapsed = performance.now() - started;
  const failure = model.state === 'ready' ? undefined : model.health();
  await model.close();
  if (failure) throw new Error(`${setup.label} did not load: ${JSON.stringify(failure)}`);
  return elapsed;
}

async function measureGeneration(
  setup: ModelSetup,
  dataDir: string,
): Promise<
  ModelFigures['generation'] & { name: string | undefined; threads: number; contextSize: number }
> {
  const observed: Observed[] = [];
  const { model, config } = newModel(setup, dataDir, observed);
  await model.start();
  if (model.state !== 'ready') throw new Error(`${setup.label} did not load`);
  const temperature = Math.min(
    summaryParameters('normal', BENCH_POST).temperature ?? SMALL_MODEL_MAX_TEMPERATURE,
    SMALL_MODEL_MAX_TEMPERATURE,
  );
  const once = async (seed: number) => {
    // A new post every run: a post asked again finds its whole prompt still in the sequence.
    const prompt = smallModelSummaryPrompt('normal', { text: newPost(seed), lang: 'en' });
    let firstText: number | undefined;
    let lastText = 0;
    let pieces = 0;
    const job: CompletionJob = {
      system: prompt.system,
      user: prompt.user,
      schema: cardAnswerSchema('normal'),
      maxTokens: MAX_TOKENS.lines,
      temperature,
      seed,
      onText() {
        lastText = performance.now();
        firstText ??= lastText;
        pieces++;
      },
    };
    const seen = observed.length;
    const started = performance.now();
    const answer = await model.complete(job);
    const ended = performance.now();
    const runtime = observed[seen];
    if (firstText === undefined || !runtime) throw new Error(`${setup.label} wrote nothing`);
    const writingSeconds = (ended - firstText) / 1000;
    return {
      firstTextMs: firstText - started,
      firstTokenMs: runtime.firstTokenSeconds * 1000,
      tokensPerSecond: runtime.tokensPerSecond,
      // The first piece starts the clock, so it is not counted in the rate.
      piecesPerSecond: writingSeconds > 0 ? (pieces - 1) / writingSeconds : Number.NaN,
      answerMs: ended - started,
      answerChars: answer.length,
    };
  };
  try {
    const cold = await once(0);
    const runs: (typeof cold)[] = [];
    for (let run = 1; run <= setup.runs; run++) runs.push(await once(run));
    const mid = (pick: (run: (typeof runs)[number]) => number) => median(runs.map(pick));
    return {
      name: model.name,
      threads: config.threads,
      contextSize: config.contextSize,
      runs: runs.length,
      firstTextMs: mid((run) => run.firstTextMs),
      firstTokenMs: mid((run) => run.firstTokenMs),
      tokensPerSecond: mid((run) => run.tokensPerSecond),
      piecesPerSecond: mid((run) => run.piecesPerSecond),
      answerMs: mid((run) => run.answerMs),
      answerChars: mid((run) => run.answerChars),
      coldFirstTextMs: cold.firstTextMs,
      coldAnswerMs: cold.answerMs,
    };
  } finally {
    await model.close();
  }
}

/** getLlama() as embedded-model.ts calls it, then disposed: the runtime's share of a load. */
async function measureRuntimeStart(runs: number): Promise<EmbeddedModelFigures['runtimeStart']> {
  const { getLlama, LlamaLogLevel } = await import('node-llama-cpp');
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const llama = await getLlama({
      gpu: false,
      build: 'never',
      maxThreads: 1,
      logLevel: LlamaLogLevel.error,
    });
    samples.push(performance.now() - started);
    await llama.dispose();
  }
  return { medianMs: median(samples), runs };
}

/** The rules writer's card through the same route: one at a time, then the same burst. */
async function measureRules(): Promise<EmbeddedModelFigures['rules']> {
  const app = await startTestApp(burstAppEnv({ EMBEDDED_MODEL: 'off' }));
  try {
    const runs = 5;
    const warm = await askCard(app.url, BENCH_POST);
    if (!warm.ok || warm.writer !== 'rules') throw new Error('the rules writer did not answer');
    const single: number[] = [];
    for (let run = 0; run < runs; run++) single.push((await askCard(app.url, BENCH_POST)).ms);
    return { singleMedianMs: median(single), runs, burst: await burst(app.url, 0, 0) };
  } finally {
    await app.close();
  }
}

async function measureModel(setup: ModelSetup, dataDir: string): Promise<ModelFigures> {
  const firstMs = await timeLoad(setup, dataDir);
  const samplesMs: number[] = [];
  for (let load = 0; load < setup.loads; load++) samplesMs.push(await timeLoad(setup, dataDir));
  const { name, threads, contextSize, ...generation } = await measureGeneration(setup, dataDir);
  const bursts = [
    await measureBurst(setup, DEFAULT_QUEUE),
    await measureBurst(setup, CONCURRENT_CARDS - SEQUENCES),
  ];
  return {
    label: setup.label,
    name,
    file: setup.file,
    bytes: statSync(setup.file).size,
    threads,
    contextSize,
    load: { medianMs: median(samplesMs), samplesMs, firstMs },
    generation,
    bursts,
  };
}

/** EMBEDDED_MODEL_THREADS and EMBEDDED_MODEL_CONTEXT from the environment, for a real model. */
function realModelEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of ['EMBEDDED_MODEL_THREADS', 'EMBEDDED_MODEL_CONTEXT'] as const) {
    const value = process.env[key]?.trim();
    if (value) env[key] = value;
  }
  return env;
}

export async function measureEmbeddedModel(): Promise<EmbeddedModelFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'summary-bench-embedded-'));
  try {
    const tinyFile = join(dataDir, 'tiny.gguf');
    await writeTinyGguf(tinyFile);
    const setups: ModelSetup[] = [
      {
        label: `tiny test model (${TINY_MODEL_NAME}, test/tiny-gguf.ts)`,
        file: tinyFile,
        // One thread: on a 64-wide model a second one costs more in handing over than it computes.
        env: { EMBEDDED_MODEL_THREADS: '1' },
        loads: 3,
        runs: 5,
      },
    ];
    const skipped: string[] = [];
    const real = process.env.EMBEDDED_MODEL?.trim();
    if (real && !['off', 'auto'].includes(real.toLowerCase())) {
      if (real.toLowerCase().endsWith('.gguf') && existsSync(real) && statSync(real).isFile()) {
        setups.push({ label: basename(real), file: real, env: realModelEnv(), loads: 1, runs: 3 });
      } else {
        skipped.push(`EMBEDDED_MODEL=${real}: not an existing .gguf file`);
      }
    }
    const rules = await measureRules();
    const models: ModelFigures[] = [];
    for (const setup of setups) models.push(await measureModel(setup, dataDir));
    const runtimeStart = await measureRuntimeStart(3);
    return { machine: describeMachine(), runtimeStart, models, rules, skipped };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await measureEmbeddedModel();
  console.log(`machine: ${figures.machine}`);
  const { rules } = figures;
  console.log(
    `rules writer (EMBEDDED_MODEL=off), POST /api/summary: one card median ${fixed(rules.singleMedianMs)} ms of ${rules.runs}; ${CONCURRENT_CARDS} at once: ${describeBurst(rules.burst)}`,
  );
  for (const skipped of figures.skipped) console.log(`skipped: ${skipped}`);
  console.log(
    `node-llama-cpp getLlama() alone (part of every load): median ${fixed(figures.runtimeStart.medianMs)} ms of ${figures.runtimeStart.runs}`,
  );
  for (const model of figures.models) {
    const { load, generation: g } = model;
    console.log(
      `\n${model.label}: ${model.name ?? 'no name'}, ${(model.bytes / 1024 ** 2).toFixed(1)} MB, ${model.threads} thread(s), context ${model.contextSize}`,
    );
    console.log(
      `  load (start() → ready, new model each time): median ${fixed(load.medianMs)} ms of ${load.samplesMs.map(fixed).join(', ')}; the process's first ${fixed(load.firstMs)} ms`,
    );
    console.log(
      `  one Normal card, median of ${g.runs}: first text ${fixed(g.firstTextMs)} ms (runtime's first token ${fixed(g.firstTokenMs)} ms), ${fixed(g.tokensPerSecond)} tokens/s (runtime's count), ${fixed(g.piecesPerSecond)} text pieces/s, whole answer ${fixed(g.answerMs)} ms, ${g.answerChars} characters; warm-up run: first text ${fixed(g.coldFirstTextMs)} ms, answer ${fixed(g.coldAnswerMs)} ms`,
    );
    for (const burst of model.bursts) {
      console.log(
        `  ${burst.requests} cards at once, sequences ${burst.sequences}, queue ${burst.queue}: ${describeBurst(burst)}`,
      );
    }
  }
}
