/**
 * The embedded model's file: a path the operator named, or (`EMBEDDED_MODEL=auto`) the file at
 * EMBEDDED_MODEL_URL kept in DATA_DIR/models, downloaded once by node-llama-cpp's own downloader
 * (ipull: progress, and a cut download resumed with HTTP Range from its `.ipull` progress file),
 * then checked against EMBEDDED_MODEL_SHA256. A file that fails the check is removed and reported,
 * never fetched again in a loop: the operator decides (restart, `npm run model`, another URL).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Config } from '../config.ts';

/** How far a download is: bytes here and in all, as the downloader reports them. */
export interface DownloadProgress {
  downloadedBytes: number;
  totalBytes: number;
}

/** The file is not what EMBEDDED_MODEL_SHA256 names: it was removed. */
export class ModelChecksumError extends Error {
  override name = 'ModelChecksumError';
}

/** The download could not be made (offline, refused, not found): nothing usable was written. */
export class ModelDownloadError extends Error {
  override name = 'ModelDownloadError';
}

/** The file's SHA-256, read as a stream (a model is a gigabyte or more). */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}

/** Where `auto` keeps the file at `url`: its own name under the models folder. */
export function modelFilePath(modelsDir: string, url: string): string {
  const name = basename(new URL(url).pathname) || 'model.gguf';
  return join(modelsDir, name.endsWith('.gguf') ? name : `${name}.gguf`);
}

/**
 * A note beside a checked file (`<file>.sha256`): its hash with the size and time it was checked
 * at, so a restart does not read a gigabyte again to know what it already knows.
 */
function checkedNotePath(path: string): string {
  return `${path}.sha256`;
}

async function isKnownGood(path: string, sha256: string): Promise<boolean> {
  try {
    const [note, info] = await Promise.all([readFile(checkedNotePath(path), 'utf8'), stat(path)]);
    return note.trim() === `${sha256} ${info.size} ${Math.trunc(info.mtimeMs)}`;
  } catch {
    return false;
  }
}

async function rememberGood(path: string, sha256: string): Promise<void> {
  const info = await stat(path);
  await writeFile(checkedNotePath(path), `${sha256} ${info.size} ${Math.trunc(info.mtimeMs)}\n`);
}

/**
 * Checks the file against `sha256`: true when it matches; a mismatch removes the file (and its
 * note) and throws ModelChecksumError.
 */
export async function verifyModelFile(path: string, sha256: string): Promise<void> {
  if (await isKnownGood(path, sha256)) return;
  const actual = await sha256OfFile(path);
  if (actual !== sha256) {
    await rm(path, { force: true });
    await rm(checkedNotePath(path), { force: true });
    throw new ModelChecksumError(
      `the downloaded model's SHA-256 is ${actual}, not the expected ${sha256}: the file was removed. ` +
        'Check EMBEDDED_MODEL_URL and EMBEDDED_MODEL_SHA256.',
    );
  }
  await rememberGood(path, sha256);
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** What a download needs to tell: progress as it goes. */
export interface FetchModelOptions {
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
  /** How long the host may take to answer at all (offline is told at once, not after retries). */
  reachMs?: number;
  /** How long a download may go without a byte before it is given up (it resumes next time). */
  stallMs?: number;
}

const REACH_MS = 15_000;
const STALL_MS = 120_000;

/**
 * Asks the host for the file's headers first: the downloader retries a dead network for
 * minutes, and a person starting the server offline should read why in one line at once.
 */
async function checkReachable(url: string, reachMs: number, signal?: AbortSignal): Promise<void> {
  const deadline = AbortSignal.timeout(reachMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'HEAD',
      redirect: 'follow',
      signal: signal ? AbortSignal.any([deadline, signal]) : deadline,
    });
  } catch (error) {
    const reason = deadline.aborted
      ? `no answer within ${reachMs / 1000} s`
      : describeFailure(error);
    throw new ModelDownloadError(
      `could not download the model from ${new URL(url).origin}: ${reason}`,
    );
  }
  await response.body?.cancel();
  if (!response.ok) {
    throw new ModelDownloadError(
      `could not download the model from ${new URL(url).origin}: it answered ${response.status}`,
    );
  }
}

/**
 * The checked file at `url` in `modelsDir`: the one already there, or downloaded now (resumed
 * where an earlier download stopped). Throws ModelDownloadError or ModelChecksumError.
 */
export async function fetchModelFile(
  { url, sha256, modelsDir }: Pick<Config['embedded'], 'url' | 'sha256' | 'modelsDir'>,
  { onProgress, signal, reachMs = REACH_MS, stallMs = STALL_MS }: FetchModelOptions = {},
): Promise<string> {
  const path = modelFilePath(modelsDir, url);
  if (await exists(path)) {
    await verifyModelFile(path, sha256);
    return path;
  }
  await checkReachable(url, reachMs, signal);
  await mkdir(modelsDir, { recursive: true });
  // A download that stops moving is ended (what arrived stays for the next start to resume).
  const stalled = new AbortController();
  let watchdog = setTimeout(() => stalled.abort(), stallMs);
  const moved = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => stalled.abort(), stallMs);
  };
  const stop = signal ? AbortSignal.any([signal, stalled.signal]) : stalled.signal;
  // Imported here: the runtime's module graph is large, and a server with the model off never needs it.
  const { createModelDownloader } = await import('node-llama-cpp');
  let downloaded: string;
  try {
    const downloader = await createModelDownloader({
      modelUri: url,
      dirPath: modelsDir,
      fileName: basename(path),
      showCliProgress: false,
      // A file of the same name and size would be taken as done; ours is checked by hash instead.
      skipExisting: false,
      // Kept for the next start to resume from (ipull's `.ipull` file records what arrived).
      deleteTempFileOnCancel: false,
      onProgress: ({ downloadedSize, totalSize }) => {
        moved();
        onProgress?.({ downloadedBytes: downloadedSize, totalBytes: totalSize });
      },
    });
    downloaded = await downloader.download({ signal: stop });
  } catch (error) {
    const reason = stalled.signal.aborted
      ? `nothing arrived for ${stallMs / 1000} s (what arrived is kept: the next start resumes)`
      : describeFailure(error);
    throw new ModelDownloadError(
      `could not download the model from ${new URL(url).origin}: ${reason}`,
    );
  } finally {
    clearTimeout(watchdog);
  }
  await verifyModelFile(downloaded, sha256);
  return downloaded;
}

/** A download failure in a few words: the network's code when there is one. */
function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code;
  const message = (error as Error)?.message ?? String(error);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `${code} (no network, or no DNS)`;
  if (code) return `${code} (${message})`;
  return message;
}
