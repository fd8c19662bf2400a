import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tinyGgufBytes } from '#test/tiny-gguf.ts';
import {
  type DownloadProgress,
  fetchModelFile,
  ModelChecksumError,
  ModelDownloadError,
  modelFilePath,
} from './model-file.ts';

/** A model host on 127.0.0.1 that serves one file with HTTP Range, and can cut a download. */
interface ModelHost {
  url: string;
  /** Every GET, with its Range header. */
  requests: Array<{ method: string; range: string | undefined }>;
  /** Cut the next ranged answer after this many bytes (the connection is destroyed). */
  cutAfter: number | undefined;
  close(): Promise<void>;
}

async function startModelHost(body: Uint8Array): Promise<ModelHost> {
  const host: ModelHost = {
    url: '',
    requests: [],
    cutAfter: undefined,
    close: async () => {},
  };
  const server: Server = createServer((request: IncomingMessage, response) => {
    const range = request.headers.range;
    host.requests.push({ method: request.method ?? '', range });
    const match = range?.match(/^bytes=(\d+)-(\d*)$/);
    const start = match ? Number(match[1]) : 0;
    const end = match?.[2] ? Number(match[2]) : body.length - 1;
    const part = body.subarray(start, end + 1);
    response.setHeader('accept-ranges', 'bytes');
    response.setHeader('content-type', 'application/octet-stream');
    if (match) {
      response.statusCode = 206;
      response.setHeader('content-range', `bytes ${start}-${end}/${body.length}`);
    }
    response.setHeader('content-length', String(part.length));
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const cut = host.cutAfter;
    // ipull's first GET only reads the headers; the body comes in ranged requests.
    if (cut !== undefined && match && part.length > cut) {
      host.cutAfter = undefined;
      // Half the answer, then the connection drops: what a flaky network does.
      response.write(part.subarray(0, cut), () => response.socket?.destroy());
      return;
    }
    response.end(part);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  host.url = `http://127.0.0.1:${port}/models/tiny-test.gguf`;
  host.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return host;
}

/**
 * The file served: the tiny model, padded to 12 MiB with seeded bytes, because ipull saves what
 * arrived in 5 MiB chunks and resumes from the last whole one (a smaller file restarts from 0).
 */
const CHUNK = 5 * 1024 * 1024;
const MODEL = (() => {
  const bytes = new Uint8Array(12 * 1024 * 1024);
  bytes.set(tinyGgufBytes({ seed: 7 }));
  let state = 7;
  for (let index = 744_192; index < bytes.length; index++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
})();
const SHA256 = createHash('sha256').update(MODEL).digest('hex');

let dir: string;
let host: ModelHost;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-models-'));
  host = await startModelHost(MODEL);
});

afterEach(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

const gets = () => host.requests.filter((request) => request.method === 'GET');

describe('fetchModelFile', () => {
  it('downloads the file into the models folder, says how far it is, and checks its SHA-256', async () => {
    const progress: DownloadProgress[] = [];
    const path = await fetchModelFile(
      { url: host.url, sha256: SHA256, modelsDir: dir },
      { onProgress: (step) => progress.push(step) },
    );
    expect(path).toBe(modelFilePath(dir, host.url));
    expect(path).toBe(join(dir, 'tiny-test.gguf'));
    expect(Buffer.from(await readFile(path)).equals(Buffer.from(MODEL))).toBe(true);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toEqual({ downloadedBytes: MODEL.length, totalBytes: MODEL.length });
  });

  it('uses the checked file on the next start without asking the host again', async () => {
    await fetchModelFile({ url: host.url, sha256: SHA256, modelsDir: dir });
    const asked = host.requests.length;
    const path = await fetchModelFile({ url: host.url, sha256: SHA256, modelsDir: dir });
    expect(host.requests.length).toBe(asked);
    expect(existsSync(`${path}.sha256`)).toBe(true);
  });

  it('resumes a cut download with an HTTP Range request from where it stopped', async () => {
    host.cutAfter = CHUNK + 1024 * 1024;
    const path = await fetchModelFile({ url: host.url, sha256: SHA256, modelsDir: dir });
    expect(Buffer.from(await readFile(path)).equals(Buffer.from(MODEL))).toBe(true);
    // After the cut, the rest was asked for from the last whole chunk, not the file again.
    expect(gets().map((request) => request.range)).toContain(`bytes=${CHUNK}-${MODEL.length - 1}`);
  });

  it('resumes on the next start from the part an interrupted process left', async () => {
    // An earlier process was stopped mid-download: ipull's part file and progress are there.
    const stop = new AbortController();
    await fetchModelFile(
      { url: host.url, sha256: SHA256, modelsDir: dir },
      {
        signal: stop.signal,
        onProgress: ({ downloadedBytes }) => {
          if (downloadedBytes > CHUNK + 1024 * 1024) stop.abort();
        },
      },
    ).catch(() => undefined);
    expect(existsSync(modelFilePath(dir, host.url))).toBe(false);
    const before = host.requests.length;
    const path = await fetchModelFile({ url: host.url, sha256: SHA256, modelsDir: dir });
    expect(Buffer.from(await readFile(path)).equals(Buffer.from(MODEL))).toBe(true);
    const ranges = host.requests.slice(before).map((request) => request.range);
    expect(ranges.some((range) => range !== undefined && !range.startsWith('bytes=0-'))).toBe(true);
  });

  it('removes a file whose SHA-256 is wrong, says so, and does not fetch it again by itself', async () => {
    const wrong = 'ab'.repeat(32);
    const attempt = fetchModelFile({ url: host.url, sha256: wrong, modelsDir: dir });
    await expect(attempt).rejects.toBeInstanceOf(ModelChecksumError);
    await expect(attempt).rejects.toThrow(/SHA-256 is [0-9a-f]{64}, not the expected abab/);
    expect(existsSync(modelFilePath(dir, host.url))).toBe(false);
    const asked = gets().length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(gets().length).toBe(asked);
  });

  it('checks a file already in the folder too, and removes it when it is not the one named', async () => {
    const path = modelFilePath(dir, host.url);
    await writeFile(path, 'not a model');
    await expect(fetchModelFile({ url: host.url, sha256: SHA256, modelsDir: dir })).rejects.toThrow(
      ModelChecksumError,
    );
    expect(existsSync(path)).toBe(false);
    expect(host.requests.length).toBe(0);
  });

  it('fails with one clear reason when the host cannot be reached (offline)', async () => {
    const url = host.url;
    await host.close();
    const attempt = fetchModelFile({ url, sha256: SHA256, modelsDir: dir });
    await expect(attempt).rejects.toBeInstanceOf(ModelDownloadError);
    await expect(attempt).rejects.toThrow(
      /could not download the model from http:\/\/127\.0\.0\.1/,
    );
  });
});
