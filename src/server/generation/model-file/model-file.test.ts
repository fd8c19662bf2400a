import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ModelHostFake, startModelHostFake } from '#fakes/model-host-fake.ts';
import { tinyGgufBytes } from '#test/tiny-gguf.ts';
import { DEFAULT_EMBEDDED_MODEL } from '../../config/index.ts';
import {
  type DownloadProgress,
  expectedModelBytes,
  fetchModelFile,
  ModelChecksumError,
  ModelDownloadError,
  ModelSizeError,
  modelFilePath,
} from './model-file.ts';

/** The file served: the tiny model, padded to 3 MiB with seeded bytes (several reads' worth). */
const MODEL = (() => {
  const bytes = new Uint8Array(3 * 1024 * 1024);
  bytes.set(tinyGgufBytes({ seed: 7 }));
  let state = 7;
  for (let index = 744_192; index < bytes.length; index++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
})();
const SHA256 = createHash('sha256').update(MODEL).digest('hex');
const CUT = 1024 * 1024 + 17;

let dir: string;
let host: ModelHostFake;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-models-'));
  host = await startModelHostFake(MODEL);
});

afterEach(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

const file = () => ({ url: host.fileUrl, sha256: SHA256, modelsDir: dir });
const isWhole = async (path: string) =>
  Buffer.from(await readFile(path)).equals(Buffer.from(MODEL));
const rangeStart = (range: string | undefined) => Number(range?.match(/^bytes=(\d+)-$/)?.[1]);

describe('fetchModelFile', () => {
  it('downloads the file into the models folder, says how far it is, and checks its SHA-256', async () => {
    const progress: DownloadProgress[] = [];
    const path = await fetchModelFile(file(), { onProgress: (step) => progress.push(step) });
    expect(path).toBe(modelFilePath(dir, host.fileUrl));
    expect(path).toBe(join(dir, 'tiny-test.gguf'));
    expect(await isWhole(path)).toBe(true);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toEqual({ downloadedBytes: MODEL.length, totalBytes: MODEL.length });
    // Nothing of the download is left beside it but the note of its checked hash.
    expect(existsSync(`${path}.part`)).toBe(false);
    expect(existsSync(`${path}.lock`)).toBe(false);
  });

  it('uses the checked file on the next start without asking the host again', async () => {
    await fetchModelFile(file());
    const asked = host.calls.length;
    const path = await fetchModelFile(file());
    expect(host.calls.length).toBe(asked);
    expect(existsSync(`${path}.sha256`)).toBe(true);
  });

  it('resumes a cut download with an HTTP Range request from where it stopped', async () => {
    host.cutAfter = CUT;
    const path = await fetchModelFile(file());
    expect(await isWhole(path)).toBe(true);
    const [first, second] = host.gets();
    expect(first?.range).toBeUndefined();
    // The rest was asked for from the bytes that arrived, not the whole file again.
    expect(rangeStart(second?.range)).toBeGreaterThan(0);
    expect(rangeStart(second?.range)).toBeLessThanOrEqual(CUT);
    expect(host.gets()).toHaveLength(2);
  });

  it('resumes on the next start from the part an interrupted process left', async () => {
    const stop = new AbortController();
    await fetchModelFile(file(), {
      signal: stop.signal,
      onProgress: ({ downloadedBytes }) => {
        if (downloadedBytes > CUT) stop.abort(new Error('stopped'));
      },
    }).catch(() => undefined);
    expect(existsSync(modelFilePath(dir, host.fileUrl))).toBe(false);
    const kept = (await stat(`${modelFilePath(dir, host.fileUrl)}.part`)).size;
    expect(kept).toBeGreaterThan(CUT);
    const before = host.gets().length;
    const path = await fetchModelFile(file());
    expect(await isWhole(path)).toBe(true);
    expect(
      host
        .gets()
        .slice(before)
        .map((get) => get.range),
    ).toEqual([`bytes=${kept}-`]);
  });

  it('starts again from the first byte, once, when the host ignores Range after a cut', async () => {
    host.setScenario('ignore-range');
    host.cutAfter = CUT;
    const path = await fetchModelFile(file());
    expect(await isWhole(path)).toBe(true);
    expect(host.gets()).toHaveLength(2);
    expect(rangeStart(host.gets()[1]?.range)).toBeGreaterThan(0);
  });

  it('gives up when a host that ignores Range cuts the download started again too', async () => {
    host.setScenario('ignore-range');
    host.cutAfter = CUT;
    host.cuts = 2;
    const attempt = fetchModelFile(file());
    await expect(attempt).rejects.toBeInstanceOf(ModelDownloadError);
    await expect(attempt).rejects.toThrow(/the host does not resume a cut download/);
    expect(host.gets()).toHaveLength(3);
  });

  it('checks the length the host announces against the size expected, before the first byte', async () => {
    const attempt = fetchModelFile({ ...file(), bytes: MODEL.length + 1 });
    await expect(attempt).rejects.toBeInstanceOf(ModelSizeError);
    await expect(attempt).rejects.toThrow(
      /announces 3,145,728 bytes for the model, not the expected 3,145,729/,
    );
    expect(host.gets()).toHaveLength(0);
    expect(existsSync(`${modelFilePath(dir, host.fileUrl)}.part`)).toBe(false);
  });

  it("expects the default model's own size, and no size of another file", () => {
    expect(expectedModelBytes(DEFAULT_EMBEDDED_MODEL.url)).toBe(1_117_320_736);
    expect(expectedModelBytes(host.fileUrl)).toBeUndefined();
  });

  it('downloads from a host that gives no length, counting on the size expected when there is one', async () => {
    host.setScenario('no-length');
    const progress: DownloadProgress[] = [];
    const path = await fetchModelFile(
      { ...file(), bytes: MODEL.length },
      { onProgress: (step) => progress.push(step) },
    );
    expect(await isWhole(path)).toBe(true);
    expect(progress.at(-1)).toEqual({ downloadedBytes: MODEL.length, totalBytes: MODEL.length });
  });

  it('downloads from a host that gives no length for a file of no known size (the hash decides)', async () => {
    host.setScenario('no-length');
    const progress: DownloadProgress[] = [];
    const path = await fetchModelFile(file(), { onProgress: (step) => progress.push(step) });
    expect(await isWhole(path)).toBe(true);
    expect(progress.at(-1)).toEqual({ downloadedBytes: MODEL.length, totalBytes: 0 });
  });

  it('stops at once when asked, mid-body, keeping what arrived', async () => {
    host.setScenario('stall');
    const stop = new AbortController();
    const attempt = fetchModelFile(file(), {
      signal: stop.signal,
      onProgress: () => stop.abort(new Error('the server is stopping')),
    });
    // The host never sends the rest: only the stop can end this.
    await expect(attempt).rejects.toThrow('the server is stopping');
    expect((await stat(`${modelFilePath(dir, host.fileUrl)}.part`)).size).toBeGreaterThan(0);
    expect(existsSync(`${modelFilePath(dir, host.fileUrl)}.lock`)).toBe(false);
  });

  it('gives a download up when nothing arrives for a while, keeping what arrived', async () => {
    host.setScenario('stall');
    const attempt = fetchModelFile(file(), { stallMs: 300 });
    await expect(attempt).rejects.toThrow(/nothing arrived for 0.3 s/);
  });

  it('downloads once when two processes ask for the same folder at once', async () => {
    host.setScenario('trickle');
    const waited: unknown[] = [];
    const [one, two] = await Promise.all([
      fetchModelFile(file(), { onWaiting: (holder) => waited.push(holder) }),
      fetchModelFile(file(), { onWaiting: (holder) => waited.push(holder) }),
    ]);
    expect(one).toBe(two);
    expect(await isWhole(one)).toBe(true);
    expect(host.gets()).toEqual([{ range: undefined }]);
    expect(waited).toEqual([{ pid: process.pid, host: hostname() }]);
  });

  it('waits while another live process holds the folder, and tells who', async () => {
    const lock = `${modelFilePath(dir, host.fileUrl)}.lock`;
    await writeFile(lock, JSON.stringify({ pid: process.ppid, host: hostname() }));
    const stop = new AbortController();
    const waited: unknown[] = [];
    const attempt = fetchModelFile(file(), {
      signal: stop.signal,
      onWaiting: (holder) => {
        waited.push(holder);
        stop.abort(new Error('enough waiting'));
      },
    });
    await expect(attempt).rejects.toThrow('enough waiting');
    expect(waited).toEqual([{ pid: process.ppid, host: hostname() }]);
    expect(host.gets()).toHaveLength(0);
    expect(existsSync(lock)).toBe(true);
  });

  it('takes over a lock whose process is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    const lock = `${modelFilePath(dir, host.fileUrl)}.lock`;
    await writeFile(lock, JSON.stringify({ pid: gone, host: hostname() }));
    const path = await fetchModelFile(file());
    expect(await isWhole(path)).toBe(true);
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over a lock naming this process that it does not hold: one before a restart', async () => {
    // A container restarted after a kill mid-download runs its server under the same pid and
    // host name again: the lock left behind names "this" process, freshly renewed.
    const lock = `${modelFilePath(dir, host.fileUrl)}.lock`;
    await writeFile(lock, JSON.stringify({ pid: process.pid, host: hostname() }));
    const stop = new AbortController();
    const waited: unknown[] = [];
    const path = await fetchModelFile(file(), {
      signal: stop.signal,
      onWaiting: (holder) => {
        waited.push(holder);
        stop.abort(new Error('waited for a lock nobody holds'));
      },
    });
    expect(waited).toEqual([]);
    expect(await isWhole(path)).toBe(true);
    expect(existsSync(lock)).toBe(false);
  });

  it('removes a file whose SHA-256 is wrong, says so, and does not fetch it again by itself', async () => {
    const wrong = 'ab'.repeat(32);
    const attempt = fetchModelFile({ ...file(), sha256: wrong });
    await expect(attempt).rejects.toBeInstanceOf(ModelChecksumError);
    await expect(attempt).rejects.toThrow(/SHA-256 is [0-9a-f]{64}, not the expected abab/);
    expect(existsSync(modelFilePath(dir, host.fileUrl))).toBe(false);
    expect(existsSync(`${modelFilePath(dir, host.fileUrl)}.part`)).toBe(false);
    const asked = host.gets().length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(host.gets().length).toBe(asked);
  });

  it('checks a file already in the folder too, and removes it when it is not the one named', async () => {
    const path = modelFilePath(dir, host.fileUrl);
    await writeFile(path, 'not a model');
    await expect(fetchModelFile(file())).rejects.toThrow(ModelChecksumError);
    expect(existsSync(path)).toBe(false);
    expect(host.calls.length).toBe(0);
  });

  it('fails with one clear reason when the host cannot be reached (offline)', async () => {
    const url = host.fileUrl;
    await host.close();
    const attempt = fetchModelFile({ ...file(), url });
    await expect(attempt).rejects.toBeInstanceOf(ModelDownloadError);
    await expect(attempt).rejects.toThrow(
      /could not download the model from http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED/,
    );
  });

  it('says what the host answered when it has no such file', async () => {
    host.setScenario('missing');
    await expect(fetchModelFile(file())).rejects.toThrow(/it answered 404/);
  });
});
