/**
 * Section 10's restart row (c) alone, two builds in turns (issue 46 item 9): a restart of the built
 * server on one data folder (its instructions' states kept by a first start, not counted), A, B,
 * A, B..., each timed from its process's start: `ready` and each step of the model's start (its
 * ready log line), the process's CPU time by then, and the first partial of a card sent at
 * `ready`. In turns, so a shared machine's load falls on both alike; the spread is printed.
 *
 * `npm run build` twice, copying dist-server/ aside in between, then
 * `node --import tsx bench/restart-turns.ts <build A folder> <build B folder> [turns, 3] [data folder]`
 * (`BENCH_SPEED_MODEL=<file.gguf>`: another file in the shaped model's place; a data folder a
 * start of the same file left is used as it is, and kept: no first start).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cpuMsOf, freePort, processStartedAt } from './bench-process.ts';
import { newPost } from './new-posts.ts';
import { ensureShapedModel } from './shaped-model.ts';

interface Restart {
  build: string;
  readyMs: number;
  /** Process CPU time when `ready` was logged, ms. */
  cpuMs: number;
  steps: Record<string, number>;
  firstPartialMs: number | undefined;
}

/** A new post's Normal card, streamed: when its first `partial` was read (the rest not waited for). */
async function firstPartial(url: string, text: string): Promise<number | undefined> {
  const stop = new AbortController();
  const response = await fetch(`${url}/api/summary`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ text, mode: 'normal' }),
    signal: stop.signal,
  });
  const decoder = new TextDecoder();
  let read = '';
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      read += decoder.decode(chunk, { stream: true });
      if (/^event: partial$/m.test(read)) return performance.now();
      if (/^event: (done|error)$/m.test(read)) return undefined;
    }
    return undefined;
  } finally {
    stop.abort();
  }
}

/** One start of `build` on `dataDir` until `ready` (and a card then, unless `card` is false). */
async function restart(build: string, file: string, threads: number, dataDir: string, card = true) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(resolve(build), 'main.js')], {
    env: {
      ...process.env,
      EMBEDDED_MODEL: file,
      EMBEDDED_MODEL_THREADS: String(threads),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${build} did not start`);
  const startedAt = processStartedAt(pid);
  let output = '';
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const ready = new Promise<{ at: Record<string, number>; readyMs: number; cpuMs: number }>(
    (done, fail) => {
      child.on('exit', (code) => fail(new Error(`${build} exited (${code}):\n${output}`)));
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        for (const line of chunk.split('\n')) {
          if (!line.includes('the embedded model is ready')) continue;
          const readyMs = performance.now() - startedAt;
          done({ at: JSON.parse(line).at, readyMs, cpuMs: cpuMsOf(pid) });
        }
      });
    },
  );
  try {
    const { at, readyMs, cpuMs } = await ready;
    const firstPartialMs = card
      ? await firstPartial(`http://127.0.0.1:${port}`, newPost(5_000 + Math.round(readyMs)))
      : undefined;
    return {
      build,
      readyMs,
      cpuMs,
      steps: at,
      firstPartialMs: firstPartialMs === undefined ? undefined : firstPartialMs - startedAt,
    } satisfies Restart;
  } finally {
    const gone = new Promise((done) => child.once('close', done));
    child.kill('SIGTERM');
    await gone;
  }
}

const s = (ms: number | undefined) => (ms === undefined ? '—' : (ms / 1000).toFixed(2));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A figure of each build's restarts: median, and the spread (least–most). */
function summary(runs: Restart[], pick: (run: Restart) => number | undefined): string {
  const values = runs.map(pick).filter((value): value is number => value !== undefined);
  return `${s(median(values))} (${s(Math.min(...values))}–${s(Math.max(...values))})`;
}

const [buildA, buildB, turnsArg, keptDir] = process.argv.slice(2);
if (!buildA || !buildB) {
  console.error('usage: node --import tsx bench/restart-turns.ts <build A> <build B> [turns]');
  process.exit(2);
}
const turns = Number(turnsArg) || 3;
const file = process.env.BENCH_SPEED_MODEL || (await ensureShapedModel());
const threads = Number(process.env.EMBEDDED_MODEL_THREADS) || availableParallelism();
const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'summary-bench-restart-'));
try {
  // The first start reads every mode's instructions and keeps their states: not a restart.
  if (!keptDir) await restart(buildA, file, threads, dataDir, false);
  const runs: Restart[] = [];
  for (let turn = 0; turn < turns; turn++) {
    for (const build of [buildA, buildB]) {
      const run = await restart(build, file, threads, dataDir);
      runs.push(run);
      const steps = Object.entries(run.steps).map(([step, at]) => `${step} ${s(at)}`);
      console.log(
        `${build}: ready ${s(run.readyMs)} s, CPU ${s(run.cpuMs)} s, first partial ${s(run.firstPartialMs)} s; ${steps.join(', ')}`,
      );
    }
  }
  for (const build of [buildA, buildB]) {
    const mine = runs.filter((run) => run.build === build);
    const steps = Object.keys(mine[0]?.steps ?? {}).map(
      (step) => `${step} ${summary(mine, (run) => run.steps[step])}`,
    );
    console.log(
      `${build}, ${mine.length} restarts, median (least–most), s from the process's start: ready ${summary(mine, (run) => run.readyMs)}, CPU by then ${summary(mine, (run) => run.cpuMs)}, first partial ${summary(mine, (run) => run.firstPartialMs)}; ${steps.join(', ')}`,
    );
  }
} finally {
  if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
}
