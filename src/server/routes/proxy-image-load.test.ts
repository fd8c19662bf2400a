/**
 * Issue 12: 500 concurrent requests for a 4.9 MB picture once took the server from 110 MB to 2.24 GB.
 * Here the real server runs in its own process (so its resident memory can be read from /proc) and
 * gets 300 concurrent requests for a picture of nearly 5 MB from one client. It is the built server
 * `npm start` runs (dist-server/main.js, shared with the other tests that start it), not the sources
 * under tsx: the same code, and its start costs a few seconds of CPU less.
 */
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BIG_PICTURE_BYTES,
  type BigPictureServer,
  startBigPictureServer,
} from '#test/big-picture-server.ts';
import { type BuiltServer, startBuiltServer } from '#test/server-build.ts';

const CONCURRENT = 300;
const MAX_EXTRA_RSS_MB = 150;

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
};

interface Outcome {
  status: number;
  bytes: number;
  startsLikeJpeg: boolean;
}

/** One GET on its own connection; the body is counted, never kept. */
function request(url: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const outgoing = get(url, { agent: false }, (incoming) => {
      let bytes = 0;
      let first: Buffer | undefined;
      incoming.on('data', (chunk: Buffer) => {
        first ??= chunk;
        bytes += chunk.length;
      });
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          bytes,
          startsLikeJpeg: first?.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) ?? false,
        }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    // A hang fails the test rather than stalling it.
    outgoing.setTimeout(60_000, () => outgoing.destroy(new Error('no answer within 60 s')));
  });
}

describe('the image proxy under 300 concurrent requests for a 5 MB picture', () => {
  let picture: BigPictureServer;
  let server: BuiltServer;
  let base: string;
  let serverGone = false;

  beforeAll(async () => {
    picture = await startBigPictureServer();
    server = await startBuiltServer({
      LOG_LEVEL: 'silent',
      STATIC_DIR: 'dist-missing',
      IMAGE_PROXY_HOSTS: `127.0.0.1:${picture.port}`,
      // Every request reaches the fetch slots: the harder case for memory than 429s.
      IMAGE_PROXY_PER_MINUTE: '100000',
      REDIS_URL: '',
      METRICS_PORT: '',
    });
    base = server.url;
    void server.serverGone.then(() => {
      serverGone = true;
    });
  }, 60_000);

  afterAll(async () => {
    if (server) {
      process.kill(server.serverPid, 'SIGTERM');
      await server.exited;
    }
    await picture?.close();
  });

  it(`stays under ${MAX_EXTRA_RSS_MB} MB of extra memory and answers every request with the picture, 429 or 503`, async () => {
    const url = `${base}/api/proxy-image?url=${encodeURIComponent(`${picture.url}/media/big.jpg`)}`;
    const pid = server.serverPid;
    // Warm up: the code paths are loaded and compiled before the baseline is read.
    for (let i = 0; i < 3; i += 1) expect((await request(url)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const baseline = rssMb(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 20);
    let outcomes: Outcome[];
    try {
      outcomes = await Promise.all(Array.from({ length: CONCURRENT }, () => request(url)));
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, rssMb(pid));

    const byStatus = new Map<number, number>();
    for (const outcome of outcomes) {
      byStatus.set(outcome.status, (byStatus.get(outcome.status) ?? 0) + 1);
    }
    expect([...byStatus.keys()].every((status) => [200, 429, 503].includes(status))).toBe(true);
    const images = outcomes.filter((outcome) => outcome.status === 200);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.bytes).toBe(BIG_PICTURE_BYTES);
      expect(image.startsLikeJpeg).toBe(true);
    }
    expect(peak - baseline).toBeLessThan(MAX_EXTRA_RSS_MB);
    // Still alive and answering.
    expect(serverGone).toBe(false);
    expect((await fetch(`${base}/api/health`)).ok).toBe(true);
    console.info(
      `proxy under ${CONCURRENT} concurrent 5 MB requests: ${JSON.stringify(Object.fromEntries(byStatus))}, ` +
        `RSS ${baseline.toFixed(0)} MB -> peak ${peak.toFixed(0)} MB`,
    );
  }, 120_000);
});
