/**
 * `npm run model`: fetches the embedded model's file ahead of the first start (for an image or a
 * container: the deploy guide mounts DATA_DIR), with the same configuration, downloader, resume,
 * lock and checksum as the server (model-file.ts). The runtime is checked once the host
 * has answered: a platform without one is told before a gigabyte is fetched. Built beside main.ts
 * into dist-server/.
 */

import { loadConfigOrExit } from '../../lifecycle/load-config-or-exit.ts';
import { NEXT_STEPS } from './model-failure.ts';
import {
  fetchModelFile,
  ModelChecksumError,
  ModelDownloadError,
  ModelSizeError,
} from './model-file.ts';

const MB = 1_000_000;

/** node-llama-cpp has no build that runs here. */
class NoRuntimeError extends Error {
  override name = 'NoRuntimeError';
}

/** Why node-llama-cpp cannot run here, or undefined when it can (its CPU build is loaded once). */
async function runtimeMissing(): Promise<string | undefined> {
  try {
    const runtime = await import('node-llama-cpp');
    const llama = await runtime.getLlama({
      gpu: false,
      build: 'never',
      logLevel: runtime.LlamaLogLevel.error,
    });
    await llama.dispose();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

async function main(): Promise<number> {
  const { embedded } = loadConfigOrExit();
  if (embedded.model === 'off') {
    console.log(
      'EMBEDDED_MODEL=off: the embedded model is turned off, so there is nothing to fetch.',
    );
    return 0;
  }
  if (typeof embedded.model === 'object') {
    console.log(
      `EMBEDDED_MODEL names a file of your own (${embedded.model.path}): nothing to fetch.`,
    );
    return 0;
  }
  console.log(`Fetching ${embedded.url}\n  into ${embedded.modelsDir}`);
  const live = process.stdout.isTTY;
  let shown = -1;
  // Ctrl+C stops the download at once; what arrived is kept for the next run.
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort(new Error('stopped')));
  process.once('SIGTERM', () => stop.abort(new Error('stopped')));
  try {
    const path = await fetchModelFile(embedded, {
      signal: stop.signal,
      // Once the host answered, before its first byte: no gigabyte for a platform with no runtime.
      async beforeDownload() {
        const missing = await runtimeMissing();
        if (missing !== undefined) throw new NoRuntimeError(missing);
      },
      onWaiting(holder) {
        console.log(
          `  Another download into this folder is running${holder ? ` (process ${holder.pid} on ${holder.host})` : ''}: waiting for it…`,
        );
      },
      onProgress({ downloadedBytes, totalBytes }) {
        if (totalBytes <= 0) return;
        const percent = Math.floor((downloadedBytes / totalBytes) * 100);
        if (percent === shown) return;
        shown = percent;
        const line = `  ${percent}% (${Math.round(downloadedBytes / MB)} of ${Math.round(totalBytes / MB)} MB)`;
        // A terminal gets one line that moves; a log (a container's build) a line every tenth.
        if (live) process.stdout.write(`\r${line}`);
        else if (percent % 10 === 0) console.log(line);
      },
    });
    if (live && shown >= 0) process.stdout.write('\n');
    console.log(`The model is ready, its SHA-256 checked: ${path}`);
    return 0;
  } catch (error) {
    if (live && shown >= 0) process.stdout.write('\n');
    if (stop.signal.aborted) {
      console.error('Stopped: what arrived is kept, and `npm run model` resumes from it.');
      return 130;
    }
    if (error instanceof NoRuntimeError) {
      console.error(
        `No runtime for this platform (${process.platform}-${process.arch}): ${error.message}`,
      );
      console.error(`Nothing was fetched. Next: ${NEXT_STEPS['no-runtime']}.`);
      return 1;
    }
    if (error instanceof ModelDownloadError) {
      console.error(`Could not fetch the model: ${error.message}`);
      console.error(`Next: ${NEXT_STEPS['download-failed']}.`);
      return 1;
    }
    if (error instanceof ModelChecksumError || error instanceof ModelSizeError) {
      console.error(`Could not fetch the model: ${error.message}`);
      console.error(`Next: ${NEXT_STEPS['file-mismatch']}.`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
