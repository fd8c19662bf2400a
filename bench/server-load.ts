/**
 * Server under load: autocannon on 127.0.0.1 against the production server (the built
 * dist-server/main.js in its own process, pointed at the fakes), with a bare node:http server
 * answering the same cached JSON as the baseline, and the same server with METRICS_PORT set to
 * show what measuring costs. Every run is bounded in time and in requests.
 */
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SERVER_ENTRY } from '../scripts/build-freshness.mjs';
import { BLUESKY_SAMPLE_URL } from '../test/fakes/network-samples.ts';
import { SAMPLE_POST_IDS } from '../test/fakes/sample-posts.ts';
import { startAllFakes } from '../test/fakes/start-all-fakes.ts';
import { cpuMs, freePort, type Process, rssMb, spawnServer } from './bench-process.ts';
import { median } from './median.ts';
import { type MetricsCost, measureMetricsCost } from './metrics-cost.ts';

const RUN_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
/** The baseline and the cache hit run in turns this many times; their medians are compared. */
const ROUNDS = Math.max(2, Number(process.env.BENCH_LOAD_ROUNDS ?? 5));
/** Metrics on against off differ by a few percent: more rounds, so the median holds still. */
const METRICS_ROUNDS = Math.max(2, Number(process.env.BENCH_METRICS_ROUNDS ?? 9));
const MAX_REQUESTS = 200_000;
/** Loopback addresses the load's connections come from, one after another (see spreadClients). */
const CLIENT_ADDRESSES = 64;

export interface LoadRow {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  tooMany: number;
  rssBeforeMb?: number;
  rssAfterMb?: number;
  rssAfterSecondMb?: number;
  /** Median of this row's requests/s over the baseline's, round by round (interleaved rows only). */
  baselineRatio?: number;
  /** What baselineRatio compares with, when not the bare node:http baseline. */
  comparedWith?: string;
  /** Requests answered in the run. */
  requests?: number;
  /** The server process's CPU time (user + system) per request, in microseconds. */
  cpuUsPerRequest?: number;
  /**
   * Median, round by round, of the baseline's CPU time per request over this row's: the share of
   * the baseline's capacity this row keeps on a CPU-bound server. Unlike requests/s it hardly moves
   * when other processes take the machine's cores (interleaved rows only).
   */
  cpuCapacityRatio?: number;
  roundCpuRatios?: number[];
  /** Server CPU per request of what this row is compared with (comparedWith). */
  comparedCpuUsPerRequest?: number;
  /** Run in turns with the next row as its reference: no goal of its own but no error and no 429. */
  referenceOnly?: boolean;
  /** The metrics' own cost per cache hit, measured in process (metrics-cost.ts). */
  metricsCost?: MetricsCost;
  /** This row's requests/s over the baseline's, round by round. */
  roundRatios?: number[];
  rounds?: number;
}

interface HammerOptions {
  url: string;
  connections: number;
  method?: 'GET' | 'POST';
  body?: string;
  seconds?: number;
}

/**
 * Load before the measured run: a running server has its patterns built, its memos filled and its
 * code compiled by the JIT; the figure is that server's (measured: the embedded writer's threads
 * reach their steady rate after 2-3 seconds of load).
 */
const WARM_UP_SECONDS = 3;

/** A warm-up's answers are not measured, but a 429 among them is counted with its row's. */
async function warmUp(options: HammerOptions): Promise<number> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: WARM_UP_SECONDS,
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.body ? { 'content-type': 'application/json' } : {},
    timeout: 10,
  });
  return tooManyOf(result);
}

function tooManyOf(result: autocannon.Result): number {
  const statusCodes = result.statusCodeStats as Record<string, { count: number }> | undefined;
  return statusCodes?.['429']?.count ?? 0;
}

async function hammer(name: string, options: HammerOptions, warm = true): Promise<LoadRow> {
  const warmUpTooMany = warm ? await warmUp(options) : 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds ?? RUN_SECONDS,
    maxOverallRequests: MAX_REQUESTS,
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.body ? { 'content-type': 'application/json' } : {},
    timeout: 10,
  });
  const tooMany = tooManyOf(result);
  return {
    name,
    connections: options.connections,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx - tooMany,
    tooMany: tooMany + warmUpTooMany,
  };
}

/** A load run with the server's CPU time per request. */
async function hammerWithCpu(server: Process, name: string, options: HammerOptions) {
  const warmUpTooMany = await warmUp(options);
  const before = cpuMs(server);
  const row = await hammer(name, options, false);
  const used = cpuMs(server) - before;
  return {
    ...row,
    tooMany: row.tooMany + warmUpTooMany,
    cpuUsPerRequest: row.requests ? (used * 1000) / row.requests : Number.NaN,
  };
}

/** Runs `name` twice against the server process and records its memory around the runs. */
async function withMemory(server: Process, run: () => Promise<LoadRow>): Promise<LoadRow> {
  const before = await rssMb(server);
  const row = await run();
  const after = await rssMb(server);
  await run();
  return { ...row, rssBeforeMb: before, rssAfterMb: after, rssAfterSecondMb: await rssMb(server) };
}

/** One row from several runs of the same load: medians of the figures, sums of the failures. */
function combine(runs: LoadRow[], rss: Array<number | undefined>): LoadRow {
  const [first] = runs;
  if (!first) throw new Error('no run to combine');
  return {
    name: first.name,
    connections: first.connections,
    requestsPerSecond: Math.round(median(runs.map((run) => run.requestsPerSecond))),
    cpuUsPerRequest: median(runs.map((run) => run.cpuUsPerRequest ?? Number.NaN)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    tooMany: runs.reduce((sum, run) => sum + run.tooMany, 0),
    rssBeforeMb: rss[0],
    rssAfterMb: rss[1],
    rssAfterSecondMb: rss.at(-1),
    rounds: runs.length,
  };
}

/**
 * The baseline and the measured route in turns, after a short warm-up of each: a slower stretch of
 * a shared machine then slows both, and the ratio is taken round by round.
 */
async function interleaved(
  baseline: { server: Process; name: string; options: HammerOptions },
  measured: { server: Process; name: string; options: HammerOptions },
  rounds = ROUNDS,
): Promise<[LoadRow, LoadRow]> {
  const rss = {
    baseline: [await rssMb(baseline.server)],
    measured: [await rssMb(measured.server)],
  };
  const warmUps = {
    baseline: await hammer(baseline.name, { ...baseline.options, seconds: 1 }),
    measured: await hammer(measured.name, { ...measured.options, seconds: 1 }),
  };
  const baselineRuns: LoadRow[] = [];
  const measuredRuns: LoadRow[] = [];
  const runBaseline = async () => {
    baselineRuns.push(await hammerWithCpu(baseline.server, baseline.name, baseline.options));
    rss.baseline.push(await rssMb(baseline.server));
  };
  const runMeasured = async () => {
    measuredRuns.push(await hammerWithCpu(measured.server, measured.name, measured.options));
    rss.measured.push(await rssMb(measured.server));
  };
  for (let round = 0; round < rounds; round++) {
    // Which goes first alternates, so a machine speeding up or slowing down favours neither.
    if (round % 2 === 0) {
      await runBaseline();
      await runMeasured();
    } else {
      await runMeasured();
      await runBaseline();
    }
  }
  const cpuRatios = measuredRuns.map(
    (run, round) =>
      (baselineRuns[round]?.cpuUsPerRequest ?? Number.NaN) / (run.cpuUsPerRequest ?? Number.NaN),
  );
  const ratios = measuredRuns.map(
    (run, round) => run.requestsPerSecond / (baselineRuns[round]?.requestsPerSecond ?? Number.NaN),
  );
  const baselineRow = combine(baselineRuns, rss.baseline);
  const measuredRow = combine(measuredRuns, rss.measured);
  return [
    { ...baselineRow, tooMany: baselineRow.tooMany + warmUps.baseline.tooMany },
    {
      ...measuredRow,
      tooMany: measuredRow.tooMany + warmUps.measured.tooMany,
      baselineRatio: median(ratios),
      roundRatios: ratios,
      cpuCapacityRatio: median(cpuRatios),
      roundCpuRatios: cpuRatios,
    },
  ];
}

/**
 * Gives every connection the load opens its own source address on the loopback (127.0.1.1 to
 * 127.0.1.64, in turn), until the returned function is called. The per-client limits count by address:
 * from one address, a cache hit at 20,000 requests a second passes FETCH_PER_MINUTE's ceiling
 * (1,000,000 a minute, the most config.ts accepts) within a minute, and the rows then measured the
 * 429 path, not the route (57,754 429s in the X cache hit, 192,604 in Bluesky's, before this). The
 * server still counts every request against its client's limit, as in production; none is refused.
 * Only autocannon's connections (`net.connect(port, '127.0.0.1')`) are moved; fetch's are not.
 */
function spreadClients(): () => void {
  const connect = net.connect;
  let next = 0;
  const spread = (...args: unknown[]) => {
    const port = Number(args[0]);
    if (args.length === 2 && args[1] === '127.0.0.1' && Number.isInteger(port) && port > 0) {
      next = (next % CLIENT_ADDRESSES) + 1;
      return connect({ port, host: '127.0.0.1', localAddress: `127.0.1.${next}` });
    }
    return (connect as (...rest: unknown[]) => net.Socket)(...args);
  };
  net.connect = spread as typeof net.connect;
  return () => {
    net.connect = connect;
  };
}

export async function measureServerLoad(): Promise<LoadRow[]> {
  const all = await startAllFakes();
  all.fakes.openai.setScenario('delay-50');
  const appEnv = {
    ...all.env,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    // One client makes every request here: the per-client limits (issue 12) would answer 429.
    RATE_LIMIT_PER_DAY: '100000000',
    FETCH_PER_MINUTE: '1000000',
    IMAGE_PROXY_PER_MINUTE: '1000000',
    LLM_DAILY_BUDGET: '100000000',
    LLM_MAX_CONCURRENCY: '1000',
    // Every /api/summary request asks the model: a stored card would answer repeats without it.
    CARD_REUSE_HOURS: '0',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'summary-bench-cards-')),
  };
  // The built server, as `npm start` and a deploy run it (`npm run bench` builds it first).
  const app = await spawnServer([SERVER_ENTRY], appEnv);
  // Two fresh servers for the metrics comparison, started together: the same history, one
  // difference.
  const [plain, measured] = await Promise.all([
    spawnServer([SERVER_ENTRY], appEnv),
    spawnServer([SERVER_ENTRY], { ...appEnv, METRICS_PORT: String(await freePort()) }),
  ]);
  const local = await spawnServer([SERVER_ENTRY], {
    ...appEnv,
    LLM_PROTOCOL: 'local',
  });
  const postUrl = `https://x.com/sample/status/${SAMPLE_POST_IDS.simple}`;
  const fetchTweetUrl = `${app.url}/api/fetch-tweet?url=${encodeURIComponent(postUrl)}&includeThread=true`;
  const cachedBody = await (await fetch(fetchTweetUrl)).text();
  const bare = await spawnServer(['bench/bare-server.mjs'], { BARE_BODY: cachedBody });
  const imageUrl = `${all.fakes.imageHost.url}/bench-50k.png`;
  const unspread = spreadClients();

  try {
    const rows: LoadRow[] = [];
    rows.push(
      ...(await interleaved(
        {
          server: bare,
          name: 'baseline: bare node:http, same JSON',
          options: { url: bare.url, connections: 50 },
        },
        {
          server: app,
          name: '/api/fetch-tweet (cache hit)',
          options: { url: fetchTweetUrl, connections: 50 },
        },
      )),
    );
    // A Bluesky post's cache hit against an X post's, in turns on one server (issue 22): the same
    // answer cache, so it should be as fast.
    const blueskyUrl = `${app.url}/api/fetch-tweet?url=${encodeURIComponent(BLUESKY_SAMPLE_URL)}&includeThread=true`;
    await fetch(blueskyUrl);
    const [xHit, blueskyHit] = await interleaved(
      {
        server: app,
        name: '/api/fetch-tweet X post (cache hit), beside Bluesky',
        options: { url: fetchTweetUrl, connections: 50 },
      },
      {
        server: app,
        name: '/api/fetch-tweet Bluesky post (cache hit)',
        options: { url: blueskyUrl, connections: 50 },
      },
    );
    rows.push({ ...xHit, referenceOnly: true });
    rows.push({
      ...blueskyHit,
      comparedWith: `X post cache hit (${xHit.requestsPerSecond} req/s)`,
      comparedCpuUsPerRequest: xHit.cpuUsPerRequest,
    });
    // The same cache hit with metrics on, against the server without them, in turns.
    const plainUrl = fetchTweetUrl.replace(app.url, plain.url);
    const measuredUrl = fetchTweetUrl.replace(app.url, measured.url);
    await Promise.all([fetch(plainUrl), fetch(measuredUrl)]);
    const [withoutMetrics, withMetrics] = await interleaved(
      {
        server: plain,
        name: '/api/fetch-tweet (cache hit), metrics off',
        options: { url: plainUrl, connections: 50 },
      },
      {
        server: measured,
        name: '/api/fetch-tweet (cache hit), metrics on (METRICS_PORT)',
        options: { url: measuredUrl, connections: 50 },
      },
      METRICS_ROUNDS,
    );
    rows.push({
      ...withMetrics,
      comparedWith: 'metrics off',
      comparedCpuUsPerRequest: withoutMetrics.cpuUsPerRequest,
      metricsCost: await measureMetricsCost(cachedBody),
    });
    rows.push(
      await withMemory(app, () =>
        hammer('/api/summary (model answers in 50 ms)', {
          url: `${app.url}/api/summary`,
          connections: 20,
          method: 'POST',
          body: JSON.stringify({ url: postUrl, mode: 'normal' }),
        }),
      ),
    );
    rows.push(
      await withMemory(local, () =>
        hammer('/api/thread (local writer)', {
          url: `${local.url}/api/thread`,
          connections: 20,
          method: 'POST',
          body: JSON.stringify({
            text: 'Small teams ship faster when they write things down. Decisions live in short notes, reviews are quick, and nobody waits for a meeting to learn what changed. The habit costs minutes a day and saves weeks a year.',
            style: 'standard',
          }),
        }),
      ),
    );
    rows.push(
      await withMemory(app, () =>
        hammer('/api/proxy-image (50 KB image)', {
          url: `${app.url}/api/proxy-image?url=${encodeURIComponent(imageUrl)}`,
          connections: 20,
        }),
      ),
    );
    return rows;
  } finally {
    unspread();
    await Promise.all([app.stop(), plain.stop(), measured.stop(), local.stop(), bare.stop()]);
    await all.close();
  }
}
