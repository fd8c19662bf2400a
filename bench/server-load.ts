/**
 * Server under load: autocannon on 127.0.0.1 against the production server (its own process, pointed
 * at the fakes), with a bare node:http server answering the same cached JSON as the baseline.
 * Every run is bounded in time and in requests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SAMPLE_POST_IDS } from '../test/fakes/sample-posts.ts';
import { startAllFakes } from '../test/fakes/start-all-fakes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUN_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const MAX_REQUESTS = 200_000;

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
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

interface Process {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

async function spawnServer(args: string[], env: Record<string, string>): Promise<Process> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    child,
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process, from /proc (Linux). */
function rssMb(child: ChildProcess): number | undefined {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round((kb / 1024) * 10) / 10;
  } catch {
    return undefined;
  }
}

async function hammer(
  name: string,
  options: { url: string; connections: number; method?: 'GET' | 'POST'; body?: string },
): Promise<LoadRow> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: RUN_SECONDS,
    maxOverallRequests: MAX_REQUESTS,
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.body ? { 'content-type': 'application/json' } : {},
    timeout: 10,
  });
  const statusCodes = result.statusCodeStats as Record<string, { count: number }> | undefined;
  return {
    name,
    connections: options.connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx - (statusCodes?.['429']?.count ?? 0),
    tooMany: statusCodes?.['429']?.count ?? 0,
  };
}

/** Runs `name` twice against the server process and records its memory around the runs. */
async function withMemory(server: Process, run: () => Promise<LoadRow>): Promise<LoadRow> {
  const before = rssMb(server.child);
  const row = await run();
  const after = rssMb(server.child);
  await run();
  return { ...row, rssBeforeMb: before, rssAfterMb: after, rssAfterSecondMb: rssMb(server.child) };
}

export async function measureServerLoad(): Promise<LoadRow[]> {
  const all = await startAllFakes();
  all.fakes.openai.setScenario('delay-50');
  const appEnv = {
    ...all.env,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    LLM_DAILY_BUDGET: '100000000',
    LLM_MAX_CONCURRENCY: '1000',
  };
  const app = await spawnServer(['--import', 'tsx', 'src/server/main.ts'], appEnv);
  const local = await spawnServer(['--import', 'tsx', 'src/server/main.ts'], {
    ...appEnv,
    LLM_PROTOCOL: 'local',
  });
  const postUrl = `https://x.com/sample/status/${SAMPLE_POST_IDS.simple}`;
  const fetchTweetUrl = `${app.url}/api/fetch-tweet?url=${encodeURIComponent(postUrl)}&includeThread=true`;
  const cachedBody = await (await fetch(fetchTweetUrl)).text();
  const bare = await spawnServer(['bench/bare-server.mjs'], { BARE_BODY: cachedBody });
  const imageUrl = `${all.fakes.imageHost.url}/bench-50k.png`;

  try {
    const rows: LoadRow[] = [];
    rows.push(
      await withMemory(bare, () =>
        hammer('baseline: bare node:http, same JSON', { url: bare.url, connections: 50 }),
      ),
    );
    rows.push(
      await withMemory(app, () =>
        hammer('/api/fetch-tweet (cache hit)', { url: fetchTweetUrl, connections: 50 }),
      ),
    );
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
    await Promise.all([app.stop(), local.stop(), bare.stop()]);
    await all.close();
  }
}
