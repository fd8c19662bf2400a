/**
 * What measuring adds to a cache hit, in process: the Node server's request handler (answer cache
 * in front, as in production) called with the same request over and over, with metrics off and on
 * in alternating batches. No socket, no other process, so the machine's other load shifts both
 * sides alike; the difference is the metrics' own cost per request (clock reads, the histogram,
 * the hit counter), to set against the server CPU a cache hit costs over a socket.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/server/config/index.ts';
import { createServices } from '../src/server/create-services.ts';
import { createHttpServer } from '../src/server/lifecycle/http-server.ts';
import { createLogger } from '../src/server/logging/logger.ts';

const PATH = '/api/fetch-tweet?url=https%3A%2F%2Fx.com%2Fsample%2Fstatus%2F1&includeThread=true';
const ROUNDS = 15;
const BATCH = 20_000;

export interface MetricsCost {
  /** Median nanoseconds per cache hit through the handler, metrics off and on. */
  offNs: number;
  onNs: number;
  /** Median, round by round, of on minus off. */
  overheadNs: number;
  rounds: number;
}

/** A response that records what the answer cache writes and nothing else. */
function fakeResponse() {
  return {
    statusCode: 200,
    writableEnded: false,
    shouldKeepAlive: true,
    writeHead(status: number) {
      this.statusCode = status;
      return this;
    },
    end() {
      this.writableEnded = true;
      return this;
    },
    once() {
      return this;
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function measureMetricsCost(body: string): Promise<MetricsCost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'summary-bench-metrics-'));
  const handlers = [undefined, '9464'].map((metricsPort) => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      STATIC_DIR: 'dist-missing',
      DATA_DIR: dataDir,
      // One client makes every request here: past the fetch limit the app, not the cache, answers.
      FETCH_PER_MINUTE: '1000000',
      ...(metricsPort && { METRICS_PORT: metricsPort }),
    });
    const services = createServices(config, createLogger('silent'));
    services.answers.remember(PATH, body);
    const listener = createHttpServer(services).listeners('request')[0] as RequestListener;
    return { services, listener };
  });
  const request = {
    method: 'GET',
    url: PATH,
    rawHeaders: ['Host', '127.0.0.1', 'Accept-Encoding', 'gzip, deflate'],
    // The client's address: every cache hit counts against the client's fetch limit.
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
  const batch = (listener: RequestListener) => {
    const started = process.hrtime.bigint();
    for (let index = 0; index < BATCH; index++) {
      const response = fakeResponse();
      listener(request, response as unknown as ServerResponse);
      if (!response.writableEnded) throw new Error('the answer cache did not answer');
    }
    return Number(process.hrtime.bigint() - started) / BATCH;
  };
  const [off, on] = handlers.map((handler) => handler.listener) as [
    RequestListener,
    RequestListener,
  ];
  // Warm-up: both paths compiled before anything is timed.
  batch(off);
  batch(on);
  const offNs: number[] = [];
  const onNs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      offNs.push(batch(off));
      onNs.push(batch(on));
    } else {
      onNs.push(batch(on));
      offNs.push(batch(off));
    }
  }
  await Promise.all(handlers.map(({ services }) => services.close()));
  rmSync(dataDir, { recursive: true, force: true });
  return {
    offNs: median(offNs),
    onNs: median(onNs),
    overheadNs: median(onNs.map((value, round) => value - (offNs[round] ?? Number.NaN))),
    rounds: ROUNDS,
  };
}
