/**
 * Section 10's server: the built server in a process of its own, as `npm start` runs it, with the
 * shaped model, timed from that process's start; its streamed cards read as they arrive, and the
 * embedded model's own metrics (METRICS_PORT) read around each card.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BuiltServer, startBuiltServer } from '../test/server-build.ts';
import { cpuMsOf, freePort, processStartedAt } from './bench-process.ts';

export interface SpeedServer {
  url: string;
  /** The server process's start, on this process's performance.now() clock. */
  startedAt: number;
  /** Its start → `ready` in /api/health (loaded, every card mode's instructions read ahead). */
  waitReady(): Promise<number>;
  /** Resolves once the process has used under a tenth of a core for a second (at most 15 min). */
  waitQuiet(): Promise<void>;
  /** The embedded model's metrics summed so far. */
  modelSums(): Promise<ModelSums>;
  /**
   * When each step of the model's start ended, from the process's start (its `ready` log line:
   * runtime, checked, weights, context, wrapper, instructions); only at the `info` log level.
   */
  startSteps(): Record<string, number> | undefined;
  /**
   * For each streamed answer logged so far (its `generated` line, `info` level only), the tokens
   * the model had written when its first partial left (undefined: none left, or the rules wrote it).
   */
  streamedAnswers(): Array<number | undefined>;
  /** Its data folder (the models' folder keeps the instructions' states for the next start). */
  dataDir: string;
  /**
   * Stops it as a deploy would (SIGTERM), killed after 30 s; the data folder goes unless `keep`
   * (a restart on it follows).
   */
  stop(keep?: { keepData: boolean }): Promise<void>;
}

export interface ModelSums {
  firstToken: number;
  generations: number;
  rate: number;
  rates: number;
}

/**
 * Starts the built server with the model file on `threads` threads; every limit out of the way.
 * A new data folder, or `dataDir`: a restart on the folder a server before it used. `logLevel`
 * `info` keeps the start's steps (a line a request more).
 */
export async function startSpeedServer(
  file: string,
  threads: number,
  dataDir = mkdtempSync(join(tmpdir(), 'summary-bench-speed-')),
  logLevel: 'warn' | 'info' = 'warn',
): Promise<SpeedServer> {
  const metricsPort = await freePort();
  let server: BuiltServer;
  try {
    server = await startBuiltServer({
      EMBEDDED_MODEL: file,
      EMBEDDED_MODEL_THREADS: String(threads),
      METRICS_PORT: String(metricsPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      // One client asks every card: the per-client limits are not what is measured.
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_PER_DAY: '100000000',
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const startedAt = processStartedAt(server.serverPid);
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  return {
    url: server.url,
    startedAt,
    dataDir,
    async waitReady() {
      for (const deadline = Date.now() + 900_000; Date.now() < deadline; ) {
        // A kept-alive connection the server closes as a poll goes out fails that poll: poll again.
        // Unencoded: gzip costs the server 2-3 ms of CPU an answer, 15% of a core at 50 polls a
        // second, taken from the very start this measures.
        const health = (await fetch(`${server.url}/api/health`, {
          headers: { 'accept-encoding': 'identity' },
        })
          .then((response) => response.json())
          .catch(() => ({ textGeneration: { state: 'unknown' } }))) as {
          textGeneration: { state: string };
        };
        if (health.textGeneration.state === 'ready') return performance.now() - startedAt;
        if (health.textGeneration.state === 'failed') {
          throw new Error(`the shaped model failed to load:\n${server.output()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('the shaped model was not ready in 15 minutes');
    },
    async waitQuiet() {
      let quietFor = 0;
      for (const deadline = Date.now() + 900_000; Date.now() < deadline && quietFor < 2; ) {
        const before = cpuMsOf(server.serverPid);
        await new Promise((resolve) => setTimeout(resolve, 500));
        quietFor = cpuMsOf(server.serverPid) - before < 50 ? quietFor + 1 : 0;
      }
    },
    async modelSums() {
      const text = await (await fetch(metricsUrl)).text();
      const value = (name: string) =>
        Number(text.match(new RegExp(`^${name} (\\S+)$`, 'm'))?.[1] ?? 0);
      return {
        firstToken: value('embedded_model_first_token_seconds_sum'),
        generations: value('embedded_model_first_token_seconds_count'),
        rate: value('embedded_model_tokens_per_second_sum'),
        rates: value('embedded_model_tokens_per_second_count'),
      };
    },
    startSteps() {
      for (const line of server.output().split('\n')) {
        if (!line.includes('the embedded model is ready')) continue;
        try {
          const record = JSON.parse(line) as { at?: Record<string, number> };
          if (record.at) return record.at;
        } catch {
          // not a JSON line
        }
      }
      return undefined;
    },
    streamedAnswers() {
      const answers: Array<number | undefined> = [];
      for (const line of server.output().split('\n')) {
        if (!line.includes('"generated"')) continue;
        try {
          const record = JSON.parse(line) as { streamed?: boolean; firstPartialTokens?: number };
          if (record.streamed) answers.push(record.firstPartialTokens);
        } catch {
          // not a JSON line
        }
      }
      return answers;
    },
    async stop({ keepData } = { keepData: false }) {
      try {
        process.kill(server.serverPid, 'SIGTERM');
      } catch {
        // already gone
      }
      const killed = setTimeout(() => server.kill(), 30_000);
      await server.serverGone;
      clearTimeout(killed);
      server.kill();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A streamed answer read as it arrives: when it was sent, the first `partial` and the `done`. */
export interface StreamedCard {
  /** performance.now() when the request went out. */
  sentAt: number;
  status: number;
  /** Request sent → first `partial` event read (undefined: none came before `done`). */
  firstPartialMs: number | undefined;
  doneMs: number;
  done: { writer?: string; summary?: string; posts?: string[] } | undefined;
}

export async function streamCard(url: string, path: string, body: unknown): Promise<StreamedCard> {
  const sentAt = performance.now();
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let firstPartialMs: number | undefined;
  let doneMs = Number.NaN;
  let done: StreamedCard['done'];
  for (;;) {
    const read = await reader?.read();
    if (!read || read.done) break;
    buffer += decoder.decode(read.value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = block.match(/^event: (.+)$/m)?.[1];
      if (event === 'partial') firstPartialMs ??= performance.now() - sentAt;
      if (event === 'done') {
        doneMs = performance.now() - sentAt;
        done = JSON.parse(block.match(/^data: (.+)$/m)?.[1] ?? 'null');
      }
    }
  }
  return { sentAt, status: response.status, firstPartialMs, doneMs, done };
}

/** One new post's Normal card, streamed through the route, with the model's own figures for it. */
export interface CardRun {
  text: string;
  words: number;
  /** performance.now() when the request went out. */
  sentAt: number;
  /** Request sent → first `partial` on the wire (undefined: none came before `done`). */
  wirePartialMs: number | undefined;
  /**
   * The tokens the model had written when that partial left, by the server's own count (its log
   * line; undefined without a partial, when the rules wrote the card or the log says nothing).
   */
  firstPartialTokens: number | undefined;
  /** Asked → the model's first token (its own metric, queue included; a generation's mean). */
  modelFirstTokenMs: number;
  /** Generations the card took (2 when the guard asked again). */
  generations: number;
  doneMs: number;
  /** The model's writing rate for this card (its own metric). */
  writeRate: number;
  writer: 'model' | 'rules';
}

export async function cardRun(server: SpeedServer, text: string): Promise<CardRun> {
  const before = await server.modelSums();
  const logged = server.streamedAnswers().length;
  const card = await streamCard(server.url, '/api/summary', {
    text,
    mode: 'normal',
    regenerate: true,
  });
  const after = await server.modelSums();
  const generations = after.generations - before.generations;
  // The answer's line is logged before `done` is sent, but reaches this process on another pipe.
  for (let wait = 0; wait < 100 && server.streamedAnswers().length === logged; wait++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    text,
    words: text.split(/\s+/).length,
    sentAt: card.sentAt,
    wirePartialMs: card.firstPartialMs,
    firstPartialTokens: server.streamedAnswers()[logged],
    modelFirstTokenMs: ((after.firstToken - before.firstToken) * 1000) / Math.max(1, generations),
    generations,
    doneMs: card.doneMs,
    writeRate: (after.rate - before.rate) / Math.max(1, after.rates - before.rates),
    writer: card.done?.writer === 'rules' ? 'rules' : 'model',
  };
}
