/**
 * One model file fetched over HTTP into a part file (docs/decisions/016): the host's length read
 * first (HEAD) and held against the size expected and the disk's room before the first byte; the
 * body written as it arrives, resumed with `Range` from the part's own size after a cut, started
 * again from the first byte (once) when the host ignores `Range`; given up when nothing arrives
 * for a while; stopped at once by its signal (what arrived stays for the next start).
 */
import { open, stat, statfs, truncate } from 'node:fs/promises';
import { dirname } from 'node:path';

/** How far a download is: bytes here and in all (0 when the host does not say). */
export interface DownloadProgress {
  downloadedBytes: number;
  totalBytes: number;
}

/** The download could not be made (offline, refused, not found, cut for good): kept for a resume. */
export class ModelDownloadError extends Error {
  override name = 'ModelDownloadError';
}

/** The host's file is not the size the model is: nothing was downloaded. */
export class ModelSizeError extends Error {
  override name = 'ModelSizeError';
}

export interface DownloadOptions {
  url: string;
  /** The part file written to (created, appended to, or emptied to start again). */
  partPath: string;
  /** The file's size when it is known ahead; a host announcing another is refused. */
  expectedBytes?: number | undefined;
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal | undefined;
  /** How long the host may take to answer at all (offline is told at once, not after retries). */
  reachMs: number;
  /** How long a download may go without a byte before it is given up (it resumes next time). */
  stallMs: number;
  /**
   * Called once the host's length and the disk's room are checked, before the first byte is
   * asked for: a check that must pass before a gigabyte is fetched (the runtime's).
   */
  beforeFirstByte?: (() => Promise<void>) | undefined;
}

/** Cuts resumed in one download before it is given up (each must have brought bytes). */
const MAX_RESUMES = 5;

/** The host of `url` in a log line: origin only (a mirror's link may carry a token). */
export const hostOf = (url: string): string => new URL(url).origin;

/** A download failure in a few words: the network's code when there is one. */
export function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code;
  const message = (error as Error)?.message ?? String(error);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `${code} (no network, or no DNS)`;
  if (code) return `${code} (${message})`;
  return message;
}

async function sizeOf(path: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch {
    return 0;
  }
}

/** The host's length of the file (HEAD, redirects followed), or undefined when it gives none. */
async function readLength(
  url: string,
  reachMs: number,
  signal?: AbortSignal,
): Promise<number | undefined> {
  const deadline = AbortSignal.timeout(reachMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'HEAD',
      redirect: 'follow',
      signal: signal ? AbortSignal.any([deadline, signal]) : deadline,
    });
  } catch (error) {
    signal?.throwIfAborted();
    const reason = deadline.aborted
      ? `no answer within ${reachMs / 1000} s`
      : describeFailure(error);
    throw new ModelDownloadError(`could not download the model from ${hostOf(url)}: ${reason}`);
  }
  await response.body?.cancel();
  if (!response.ok) {
    throw new ModelDownloadError(
      `could not download the model from ${hostOf(url)}: it answered ${response.status}`,
    );
  }
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  return Number.isSafeInteger(length) && length > 0 ? length : undefined;
}

/** Free bytes on the part file's disk, where the platform tells (not on every one). */
async function freeBytes(path: string): Promise<number | undefined> {
  try {
    const disk = await statfs(dirname(path));
    return disk.bavail * disk.bsize;
  } catch {
    return undefined;
  }
}

/** The start byte of a 206's `Content-Range: bytes <start>-<end>/<total>`. */
function rangeStart(response: Response): number | undefined {
  const match = response.headers.get('content-range')?.match(/^bytes (\d+)-\d+\/(?:\d+|\*)$/);
  return match ? Number(match[1]) : undefined;
}

/**
 * Downloads `url` into `partPath`, resuming what is there. Throws ModelDownloadError,
 * ModelSizeError, or the signal's reason when stopped.
 */
export async function downloadModelFile(options: DownloadOptions): Promise<void> {
  const { url, partPath, expectedBytes, onProgress, signal, reachMs, stallMs, beforeFirstByte } =
    options;
  const failed = (reason: string) =>
    new ModelDownloadError(`could not download the model from ${hostOf(url)}: ${reason}`);
  const announced = await readLength(url, reachMs, signal);
  if (expectedBytes !== undefined && announced !== undefined && announced !== expectedBytes) {
    throw new ModelSizeError(
      `${hostOf(url)} announces ${announced.toLocaleString('en')} bytes for the model, not the ` +
        `expected ${expectedBytes.toLocaleString('en')}: nothing was downloaded.`,
    );
  }
  const total = announced ?? expectedBytes;
  let have = await sizeOf(partPath);
  if (total !== undefined && have > total) {
    await truncate(partPath, 0);
    have = 0;
  }
  const room = await freeBytes(partPath);
  if (total !== undefined && room !== undefined && room < total - have) {
    throw failed(
      `not enough disk space (${(total - have).toLocaleString('en')} bytes needed, ${room.toLocaleString('en')} free)`,
    );
  }
  await beforeFirstByte?.();
  let startedAgain = false;
  let resumes = 0;
  while (total === undefined || have < total) {
    // A download that stops moving is ended; what arrived stays for the next start to resume.
    const stalled = new AbortController();
    let watchdog = setTimeout(() => stalled.abort(), stallMs);
    const moved = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => stalled.abort(), stallMs);
    };
    const stop = signal ? AbortSignal.any([signal, stalled.signal]) : stalled.signal;
    let before = have;
    const file = await open(partPath, 'a');
    try {
      const response = await fetch(url, {
        redirect: 'follow',
        signal: stop,
        ...(have > 0 && { headers: { range: `bytes=${have}-` } }),
      });
      if (have > 0 && response.status === 200) {
        // The host ignored Range: the body is the whole file, so the part starts again.
        if (startedAgain) {
          await response.body?.cancel();
          throw failed('the host does not resume a cut download');
        }
        startedAgain = true;
        await file.truncate(0);
        have = 0;
        before = 0;
      } else if (response.status === 416 && have > 0) {
        // The part is longer than the host's file: another file was there.
        await response.body?.cancel();
        await file.truncate(0);
        have = 0;
        continue;
      } else if (
        have > 0 ? response.status !== 206 || rangeStart(response) !== have : !response.ok
      ) {
        await response.body?.cancel();
        throw failed(`it answered ${response.status}`);
      }
      if (!response.body) throw failed('it answered with no body');
      const reader = response.body.getReader();
      for (;;) {
        const { done, value: chunk } = await reader.read();
        if (done) break;
        moved();
        if (total !== undefined && have + chunk.byteLength > total) {
          throw failed('it sent more than the file it announced');
        }
        await file.write(chunk);
        have += chunk.byteLength;
        onProgress?.({ downloadedBytes: have, totalBytes: total ?? 0 });
      }
      if (total === undefined) return;
      if (have < total) throw failed('the connection ended early');
    } catch (error) {
      signal?.throwIfAborted();
      if (stalled.signal.aborted) {
        throw failed(
          `nothing arrived for ${stallMs / 1000} s (what arrived is kept: the next start resumes)`,
        );
      }
      if (error instanceof ModelDownloadError) throw error;
      // A cut connection: resumed from what arrived, while cuts keep bringing bytes.
      if (have === before || resumes >= MAX_RESUMES) throw failed(describeFailure(error));
      resumes += 1;
    } finally {
      clearTimeout(watchdog);
      await file.close();
    }
  }
}
