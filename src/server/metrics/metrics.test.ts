/**
 * /metrics scraped from the BUILT server's METRICS_PORT after real requests through every measured
 * path (answer cache, routes, post source, model, GIPHY, image host, rate limit), against the fakes.
 * Builds the server: run under the shared lock (`flock /tmp/e2e.lock npx vitest run <this file>`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_POST_IDS } from '#fakes/sample-posts.ts';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { loadConfig } from '#server/config/index.ts';
import { createServices } from '#server/create-services.ts';
import { createLogger } from '#server/logging/logger.ts';
import { findFreePort } from '#test/redis-server.ts';
import { type BuiltServer, startBuiltServer } from '#test/server-build.ts';
import { NO_METRICS } from './metrics.ts';

interface Series {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format, one sample a line: `name{a="x",b="y"} value`. */
function parse(text: string): Series[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

/** The value of the one series with exactly these labels (undefined when there is none). */
function sample(series: Series[], name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels);
  const found = series.filter(
    (s) =>
      s.name === name &&
      Object.keys(s.labels).length === wanted.length &&
      wanted.every(([key, value]) => s.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} is ambiguous`);
  return found[0]?.value;
}

let all: AllFakes;
let server: BuiltServer;
let metricsUrl: string;
let dataDir: string;

beforeAll(async () => {
  all = await startAllFakes();
  dataDir = mkdtempSync(join(tmpdir(), 'summary-metrics-'));
  const metricsPort = await findFreePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  server = await startBuiltServer({
    ...all.env,
    DATA_DIR: dataDir,
    METRICS_PORT: String(metricsPort),
    RATE_LIMIT_PER_MINUTE: '4',
    LLM_TIMEOUT_MS: '15000',
  });
}, 120_000);
afterAll(async () => {
  server?.kill();
  await all?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const postUrl = `https://x.com/sample/status/${SAMPLE_POST_IDS.simple}`;
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const threadBody = {
  text: 'Small teams ship faster when they write things down, and nobody waits for a meeting.',
  style: 'standard',
};

async function scrape(): Promise<{ series: Series[]; contentType: string; text: string }> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { series: parse(text), contentType: response.headers.get('content-type') ?? '', text };
}

describe('GET /metrics on METRICS_PORT', { timeout: 60_000 }, () => {
  it('has every series with its labels after real requests', async () => {
    const fetchTweet = `${server.url}/api/fetch-tweet?url=${encodeURIComponent(postUrl)}&includeThread=true`;
    expect((await fetch(fetchTweet)).status).toBe(200);
    // The same again: written by the answer cache, before Hono.
    const cached = await fetch(fetchTweet);
    expect(cached.status).toBe(200);

    // A generation in flight shows in the gauge: 5 s in flight (the model's deadline is 15 s here),
    // as the server just started may answer a scrape late on a loaded machine (with 1.5 s in flight
    // it once read 0 under load 8).
    all.fakes.openai.setScenario('slow-5000');
    const slow = fetch(`${server.url}/api/thread`, json(threadBody));
    while (all.fakes.openai.calls.length === 0) await sleep(10);
    expect(sample((await scrape()).series, 'generations_in_flight')).toBe(1);
    expect((await slow).status).toBe(200);

    // Failed generations get the silent fallbacks.
    all.fakes.openai.setScenario('5xx');
    const thread = await (await fetch(`${server.url}/api/thread`, json(threadBody))).json();
    expect(thread.fallback).toBe(true);
    const meme = await (
      await fetch(`${server.url}/api/summary`, json({ url: postUrl, mode: 'meme' }))
    ).json();
    expect(meme.fallback).toBe(true);
    all.fakes.openai.setScenario('ok');
    expect((await fetch(`${server.url}/api/thread`, json(threadBody))).status).toBe(200);
    // The fifth generating request of the minute is over RATE_LIMIT_PER_MINUTE=4.
    expect((await fetch(`${server.url}/api/thread`, json(threadBody))).status).toBe(429);

    const image = `${all.fakes.imageHost.url}/image.png`;
    const proxied = await fetch(`${server.url}/api/proxy-image?url=${encodeURIComponent(image)}`);
    expect(proxied.status).toBe(200);
    await proxied.arrayBuffer();
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);

    // A request is counted when its response closes, which may come a moment after the client
    // read it: scrape until the last one shows.
    let { series, contentType, text } = await scrape();
    while (
      sample(series, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/ready',
        status_code: '200',
      }) === undefined
    ) {
      await sleep(20);
      ({ series, contentType, text } = await scrape());
    }
    expect(contentType).toContain('text/plain');
    const requests = 'http_request_duration_seconds_count';
    // Both fetches, the cached one included, under the route's pattern.
    expect(
      sample(series, requests, { method: 'GET', route: '/api/fetch-tweet', status_code: '200' }),
    ).toBe(2);
    expect(
      sample(series, requests, { method: 'POST', route: '/api/thread', status_code: '200' }),
    ).toBe(3);
    expect(
      sample(series, requests, { method: 'POST', route: '/api/thread', status_code: '429' }),
    ).toBe(1);
    expect(
      sample(series, requests, { method: 'POST', route: '/api/summary', status_code: '200' }),
    ).toBe(1);
    expect(
      sample(series, requests, { method: 'GET', route: '/api/proxy-image', status_code: '200' }),
    ).toBe(1);
    expect(
      sample(series, requests, { method: 'GET', route: '/api/ready', status_code: '200' }),
    ).toBe(1);
    // Patterns only: no URL, query or id ever becomes a label.
    for (const s of series.filter((s) => s.name.startsWith('http_request_duration_seconds'))) {
      expect(s.labels.route).toMatch(/^(\/[\w/*:-]*|\*|unknown)$/);
      expect(s.labels.route).not.toContain(SAMPLE_POST_IDS.simple);
    }

    const upstream = 'upstream_request_duration_seconds_count';
    expect(sample(series, upstream, { service: 'fxtwitter', outcome: 'ok' })).toBe(1);
    expect(sample(series, upstream, { service: 'llm', outcome: 'ok' })).toBe(2);
    expect(sample(series, upstream, { service: 'llm', outcome: 'error' })).toBe(2);
    expect(sample(series, upstream, { service: 'giphy', outcome: 'ok' })).toBe(1);
    expect(sample(series, upstream, { service: 'image', outcome: 'ok' })).toBe(1);
    expect(
      sample(series, 'upstream_request_duration_seconds_bucket', {
        service: 'llm',
        outcome: 'ok',
        le: '+Inf',
      }),
    ).toBe(2);

    expect(sample(series, 'generation_fallbacks_total', { kind: 'thread' })).toBe(1);
    expect(sample(series, 'generation_fallbacks_total', { kind: 'meme' })).toBe(1);
    expect(sample(series, 'generation_fallbacks_total', { kind: 'summary' })).toBe(0);
    expect(sample(series, 'generation_fallbacks_total', { kind: 'troll' })).toBe(0);
    expect(sample(series, 'generations_in_flight')).toBe(0);
    expect(sample(series, 'rate_limited_total')).toBe(1);

    expect(sample(series, 'cache_hits_total', { cache: 'answer' })).toBe(1);
    expect(sample(series, 'cache_misses_total', { cache: 'answer' })).toBe(1);
    // The meme's post was fetched by /api/fetch-tweet a moment before.
    expect(sample(series, 'cache_misses_total', { cache: 'post' })).toBe(1);
    expect(sample(series, 'cache_hits_total', { cache: 'post' })).toBe(1);
    expect(sample(series, 'cache_misses_total', { cache: 'gif' })).toBe(1);

    // Node's own: memory, event-loop lag, GC.
    expect(sample(series, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(series, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    // GC durations get samples after the first collection; the series is declared from the start.
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });

  it('is never served on the public port, and the metrics port serves nothing else', async () => {
    const publicAnswer = await fetch(`${server.url}/metrics`, { redirect: 'manual' });
    expect(publicAnswer.status).not.toBe(200);
    expect(await publicAnswer.text()).not.toContain('http_request_duration_seconds');
    const other = await fetch(metricsUrl.replace('/metrics', '/api/health'));
    expect(other.status).toBe(404);
  });
});

describe('without METRICS_PORT', () => {
  it('measures nothing: the services are not wrapped', () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: 'dist-missing' });
    const services = createServices(config, createLogger('silent'));
    expect(services.metrics).toBe(NO_METRICS);
    expect(Object.getPrototypeOf(services.generator)).toBe(Object.prototype);
    void services.close();
  });
});
