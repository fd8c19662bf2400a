/**
 * Section 9's burst: `CONCURRENT_CARDS` Normal cards asked at once of the real route (the app in
 * this process, a model behind it), every answer timed from its own request, with who wrote it;
 * and the burst in words.
 */
import type { HealthResponse, SummaryResponse } from '#core/index.ts';
import { startTestApp } from '../test/start-test-app.ts';
import { BENCH_POST, newPost } from './new-posts.ts';

/** The model a burst is asked of: its file and its EMBEDDED_MODEL_* besides. */
export interface BurstModel {
  label: string;
  file: string;
  env: Record<string, string>;
}

/** Cards asked of the route at once: more than the default sequences and queue hold (2 + 8). */
export const CONCURRENT_CARDS = 12;
/** The model's sequences in every burst: the default (EMBEDDED_MODEL_SEQUENCES). */
export const BURST_SEQUENCES = 2;

export interface Percentiles {
  /** Nearest rank: of 12 samples, p50 is the 6th fastest and p99 the slowest. */
  p50Ms: number;
  p99Ms: number;
  count: number;
}

export interface BurstFigures {
  requests: number;
  sequences: number;
  queue: number;
  /** Answered 200 with a summary. */
  answered: number;
  /** Answers with no `writer`: the model wrote them. */
  byModel: number;
  /** Of those, how many were the silent fallback (the shaper kept none of the model's lines). */
  modelFallbacks: number;
  /** Answers with `writer: 'rules'`. */
  byRules: number;
  all: Percentiles;
  model: Percentiles | undefined;
  rules: Percentiles | undefined;
  /** From the first request sent to the last answer read. */
  wallMs: number;
}

/** Nearest-rank percentile: the smallest sample at or above `share` of them. */
function percentile(sorted: number[], share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

function percentiles(values: number[]): Percentiles | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), count: values.length };
}

async function health(url: string): Promise<HealthResponse> {
  return (await fetch(`${url}/api/health`)).json() as Promise<HealthResponse>;
}

export interface CardAnswer {
  ms: number;
  ok: boolean;
  writer: 'model' | 'rules';
  fallback: boolean;
}

export async function askCard(url: string, text: string): Promise<CardAnswer> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/summary`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text, mode: 'normal', regenerate: true }),
    });
    const body = (await response.json()) as SummaryResponse;
    return {
      ms: performance.now() - started,
      ok: response.status === 200 && typeof body.summary === 'string' && body.summary.trim() !== '',
      writer: body.writer === 'rules' ? 'rules' : 'model',
      fallback: body.fallback === true,
    };
  } catch {
    return { ms: performance.now() - started, ok: false, writer: 'rules', fallback: false };
  }
}

/** `CONCURRENT_CARDS` cards asked at once; every answer timed from its own request. */
export async function burst(url: string, sequences: number, queue: number): Promise<BurstFigures> {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT_CARDS }, (_, index) => askCard(url, newPost(100 + index))),
  );
  const wallMs = performance.now() - started;
  const answered = answers.filter((answer) => answer.ok);
  const byModel = answered.filter((answer) => answer.writer === 'model');
  const byRules = answered.filter((answer) => answer.writer === 'rules');
  const all = percentiles(answers.map((answer) => answer.ms));
  if (!all) throw new Error('no answer');
  return {
    requests: answers.length,
    sequences,
    queue,
    answered: answered.length,
    byModel: byModel.length,
    modelFallbacks: byModel.filter((answer) => answer.fallback).length,
    byRules: byRules.length,
    all,
    model: percentiles(byModel.map((answer) => answer.ms)),
    rules: percentiles(byRules.map((answer) => answer.ms)),
    wallMs,
  };
}

export const burstAppEnv = (env: Record<string, string>) => ({
  // One client asks every card: the per-client limits are not what is measured.
  RATE_LIMIT_PER_MINUTE: '1000000',
  RATE_LIMIT_PER_DAY: '100000000',
  ...env,
});

/** The real app with this model and queue: started, made ready, warmed by one card, then the burst. */
export async function measureBurst(setup: BurstModel, queue: number): Promise<BurstFigures> {
  const app = await startTestApp(
    burstAppEnv({
      ...setup.env,
      EMBEDDED_MODEL: setup.file,
      EMBEDDED_MODEL_SEQUENCES: String(BURST_SEQUENCES),
      EMBEDDED_MODEL_QUEUE: String(queue),
    }),
  );
  try {
    void app.services.generator.start?.();
    const deadline = Date.now() + 600_000;
    for (;;) {
      const { state } = (await health(app.url)).textGeneration;
      if (state === 'ready') break;
      if (state === 'failed' || Date.now() > deadline) {
        throw new Error(`${setup.label} is ${state} behind the route`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The first card makes the grammar and loads the route's lazy parts: not counted.
    const warm = await askCard(app.url, BENCH_POST);
    if (!warm.ok || warm.writer !== 'model')
      throw new Error('the warm-up card was not the model’s');
    return await burst(app.url, BURST_SEQUENCES, queue);
  } finally {
    await app.close();
  }
}

export const fixed = (value: number) => value.toFixed(value < 10 ? 1 : 0);

/** The burst's answer, in words: who wrote how many, p50/p99 of all and of the model's. */
export function describeBurst(burst: BurstFigures): string {
  const p = (figures: Percentiles | undefined) =>
    figures
      ? `p50 ${fixed(figures.p50Ms)} ms / p99 ${fixed(figures.p99Ms)} ms (${figures.count})`
      : 'none';
  const fallbacks = burst.modelFallbacks
    ? ` (${burst.modelFallbacks} of them the silent fallback: the shaper kept none of the model's lines)`
    : '';
  return `${burst.answered}/${burst.requests} answered 200 with a summary; model wrote ${burst.byModel}${fallbacks}, rules wrote ${burst.byRules}; all ${p(burst.all)}; model's ${p(burst.model)}; rules' ${p(burst.rules)}; last answer after ${fixed(burst.wallMs)} ms`;
}
