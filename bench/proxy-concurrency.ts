/**
 * The image proxy under a burst (issue 12): 300 concurrent requests for a picture of nearly 5 MB
 * from one client, against the built server in its own process. Records how each was answered
 * (picture, 429, 503, anything else), how long the burst took and the server's resident memory
 * before it and at its peak (sampled from /proc every 20 ms). Before streaming and the fetch cap,
 * 500 such requests took a server from 110 MB to 2.24 GB.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY } from '../scripts/build-freshness.mjs';
import { BIG_PICTURE_BYTES, startBigPictureServer } from '../test/big-picture-server.ts';
import { findFreePort } from '../test/redis-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
export const PROXY_BURST = Number(process.env.BENCH_PROXY_BURST ?? 300);

export interface ProxyBurstFigure {
  requests: number;
  pictures: number;
  tooMany: number;
  busy: number;
  /** Anything else: a wrong status, a short picture, a reset, a hang past 60 s. */
  failures: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** One GET on its own connection: its status, and whether a 200 brought the whole picture. */
function request(url: string): Promise<'picture' | 429 | 503 | 'failure'> {
  return new Promise((resolve) => {
    const outgoing = get(url, { agent: false }, (incoming) => {
      let bytes = 0;
      incoming.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      incoming.on('end', () => {
        const status = incoming.statusCode;
        if (status === 200) resolve(bytes === BIG_PICTURE_BYTES ? 'picture' : 'failure');
        else resolve(status === 429 || status === 503 ? status : 'failure');
      });
      incoming.on('error', () => resolve('failure'));
    });
    outgoing.on('error', () => resolve('failure'));
    outgoing.setTimeout(60_000, () => outgoing.destroy());
  });
}

async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await findFreePort();
  // The built server, as `npm start` runs it; the sources through tsx when it is not built.
  const args = existsSync(`${root}${SERVER_ENTRY}`)
    ? [SERVER_ENTRY]
    : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      if (attempt > 600) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** `perMinute`: IMAGE_PROXY_PER_MINUTE; the default 120 answers most of the burst with 429. */
export async function measureProxyBurst(perMinute?: number): Promise<ProxyBurstFigure> {
  const picture = await startBigPictureServer();
  const { child, url } = await startServer({
    IMAGE_PROXY_HOSTS: `127.0.0.1:${picture.port}`,
    ...(perMinute === undefined ? {} : { IMAGE_PROXY_PER_MINUTE: String(perMinute) }),
  });
  const pid = child.pid as number;
  try {
    const target = `${url}/api/proxy-image?url=${encodeURIComponent(`${picture.url}/big.jpg`)}`;
    for (let i = 0; i < 3; i++) await request(target);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rssBeforeMb = rssMb(pid);
    let rssPeakMb = rssBeforeMb;
    const sampler = setInterval(() => {
      rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
    }, 20);
    const started = performance.now();
    const outcomes = await Promise.all(Array.from({ length: PROXY_BURST }, () => request(target)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
    const count = (what: (typeof outcomes)[number]) => outcomes.filter((o) => o === what).length;
    return {
      requests: PROXY_BURST,
      pictures: count('picture'),
      tooMany: count(429),
      busy: count(503),
      failures: count('failure'),
      seconds: Math.round(seconds * 100) / 100,
      rssBeforeMb: Math.round(rssBeforeMb),
      rssPeakMb: Math.round(rssPeakMb),
    };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await picture.close();
  }
}
