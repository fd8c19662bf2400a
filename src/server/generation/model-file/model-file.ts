/**
 * The embedded model's file: a path the operator named, or (`EMBEDDED_MODEL=auto`) the file at
 * EMBEDDED_MODEL_URL kept in DATA_DIR/models, downloaded once (model-download.ts: the host's length
 * checked first, resumed with HTTP Range after a cut) by one process at a time (download-lock.ts),
 * then checked against EMBEDDED_MODEL_SHA256 before it takes the file's name. A file that fails
 * the check is removed and reported, never fetched again in a loop: the operator decides (restart,
 * `npm run model`, another URL).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type Config, DEFAULT_EMBEDDED_MODEL } from '../../config/index.ts';
import { type LockHolder, withDownloadLock } from './download-lock.ts';
import { type DownloadProgress, downloadModelFile } from './model-download.ts';

export type { DownloadProgress } from './model-download.ts';
export { ModelDownloadError, ModelSizeError } from './model-download.ts';

/** The file is not what EMBEDDED_MODEL_SHA256 names: it was removed. */
export class ModelChecksumError extends Error {
  override name = 'ModelChecksumError';
}

/** The file's SHA-256, read as a stream (a model is a gigabyte or more); `signal` stops it. */
export async function sha256OfFile(path: string, signal?: AbortSignal): Promise<string> {
  const hash = createHash('sha256');
  const stream = createReadStream(path, { highWaterMark: 1 << 20, ...(signal && { signal }) });
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}

/** The file's size when it is known ahead (the default model's), else undefined. */
export function expectedModelBytes(url: string): number | undefined {
  return url === DEFAULT_EMBEDDED_MODEL.url ? DEFAULT_EMBEDDED_MODEL.bytes : undefined;
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
export async function verifyModelFile(
  path: string,
  sha256: string,
  signal?: AbortSignal,
): Promise<void> {
  if (await isKnownGood(path, sha256)) return;
  const actual = await sha256OfFile(path, signal);
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

/** What a download needs to tell, and may be given. */
export interface FetchModelOptions {
  onProgress?: (progress: DownloadProgress) => void;
  /** Told once when another process is downloading into the folder and this one waits for it. */
  onWaiting?: (holder: LockHolder | undefined) => void;
  /** Stops the download at once (what arrived stays for the next start to resume). */
  signal?: AbortSignal | undefined;
  /** How long the host may take to answer at all (offline is told at once, not after retries). */
  reachMs?: number;
  /** How long a download may go without a byte before it is given up (it resumes next time). */
  stallMs?: number;
  /** Called before the first byte of a download is asked for (not when the file is here). */
  beforeDownload?: () => Promise<void>;
}

const REACH_MS = 15_000;
const STALL_MS = 120_000;

/**
 * The checked file at `url` in `modelsDir`: the one already there, or downloaded now (resumed
 * where an earlier download stopped; after another process's download, when one is running).
 * `bytes`, the size expected (the default model's unless given), is held against the host's.
 * Throws ModelDownloadError, ModelSizeError, ModelChecksumError, or the signal's reason.
 */
export async function fetchModelFile(
  {
    url,
    sha256,
    modelsDir,
    bytes,
  }: Pick<Config['embedded'], 'url' | 'sha256' | 'modelsDir'> & { bytes?: number | undefined },
  {
    onProgress,
    onWaiting,
    signal,
    reachMs = REACH_MS,
    stallMs = STALL_MS,
    beforeDownload,
  }: FetchModelOptions = {},
): Promise<string> {
  const path = modelFilePath(modelsDir, url);
  if (await exists(path)) {
    await verifyModelFile(path, sha256, signal);
    return path;
  }
  await mkdir(modelsDir, { recursive: true });
  return withDownloadLock(
    `${path}.lock`,
    async () => {
      // Another process may have finished it while this one waited.
      if (await exists(path)) {
        await verifyModelFile(path, sha256, signal);
        return path;
      }
      const partPath = `${path}.part`;
      await downloadModelFile({
        url,
        partPath,
        expectedBytes: bytes ?? expectedModelBytes(url),
        onProgress,
        signal,
        reachMs,
        stallMs,
        beforeFirstByte: beforeDownload,
      });
      // Checked before it takes the model's name: a wrong file is never found there later.
      await verifyModelFile(partPath, sha256, signal);
      await rename(partPath, path);
      await rm(checkedNotePath(partPath), { force: true });
      await rememberGood(path, sha256);
      return path;
    },
    { signal, onWaiting },
  );
}
