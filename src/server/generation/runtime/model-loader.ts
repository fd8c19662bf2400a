/**
 * The embedded model's way from nothing to a context that writes (docs/decisions/017): the
 * operator's own file looked at (there, and a GGUF: a file that only starts like one would leave the
 * runtime's reader waiting for ever), or the download, with the runtime started once the host has
 * answered and before the first byte (a platform without a prebuilt one is told before a gigabyte
 * is fetched; offline, the runtime is never started), then, within EMBEDDED_MODEL_LOAD_TIMEOUT_MS, the
 * runtime's own estimate of the memory it needs held against the memory left (memory-room.ts), the
 * load and the context. Every step ends at once on the stop signal or the deadline; what a step
 * makes after that is freed when it arrives, and nothing waits for it.
 */
import { open, stat } from 'node:fs/promises';
import type { ChatWrapper, Llama, LlamaContext, LlamaModel } from 'node-llama-cpp';
import type { ModelBackend } from '#core/index.ts';
import type { Config } from '../../config/index.ts';
import type { Logger } from '../../logging/logger.ts';
import type { MemoryReader } from '../model-file/index.ts';
import {
  type DownloadProgress,
  fetchModelFile,
  ModelChecksumError,
  ModelDownloadError,
  ModelFailureError,
  ModelSizeError,
} from '../model-file/index.ts';
import { chatWrapperOf } from './chat-wrapper-of.ts';
import type { LlamaRuntime } from './llama-runtime.ts';
import { checkMemory, megabytes } from './memory-need.ts';
import { type StartedRuntime, startLlama } from './start-llama.ts';

/** A model ready to write: what the generation part of embedded-model.ts works with. */
export interface LoadedModel {
  llama: Llama;
  model: LlamaModel;
  context: LlamaContext;
  chatWrapper: ChatWrapper | undefined;
  /** The model's `general.name` from its file. */
  name: string | undefined;
  path: string;
  /**
   * When each step of the load ended, milliseconds on this process's clock (performance.now(),
   * from the process's start): the start's log line says where its seconds went (issue 46 item 9).
   */
  steps: LoadSteps;
}

export interface LoadSteps {
  /** The runtime started (its import and its binary's check). */
  runtime: number;
  /** The file found and its memory need held against the memory left. */
  checked: number;
  /** The weights loaded. */
  weights: number;
  /** The context made. */
  context: number;
  /** The chat wrapper found. */
  wrapper: number;
}

export interface ModelLoaderOptions {
  config: Config['embedded'];
  log: Logger;
  /** The stop (the server shutting down): every step ends at once on it. */
  signal: AbortSignal;
  /** The memory this process may still take. */
  memory: MemoryReader;
  /** node-llama-cpp, imported when needed (its module graph is large). */
  runtime: () => Promise<LlamaRuntime>;
  /** The runtime main.ts started early (early-runtime.ts), used in place of `runtime`'s. */
  started?: Promise<StartedRuntime> | undefined;
  onDownload(progress: DownloadProgress): void;
  onLoading(): void;
  /** The weights are handed to the runtime: its threads load them, the main thread is free. */
  onWeights?(): void;
  onBackend(backend: ModelBackend): void;
}

/**
 * `work`'s result, or the signal's reason as soon as it aborts; whatever `work` makes after that
 * goes to `late` (to be freed), so nothing is left holding memory and nobody waits for it.
 */
export function until<T>(
  work: Promise<T>,
  signal: AbortSignal,
  late: (value: T) => unknown = () => undefined,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      // A failure to free it goes nowhere: an unhandled rejection would end the server.
      work.then(late).catch(() => undefined);
      reject(signal.reason);
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) return;
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        if (!signal.aborted) reject(error);
      },
    );
  });
}

/**
 * The runtime and its Llama: the one main.ts began before the app's modules loaded (early-runtime.ts),
 * or started now.
 */
async function startRuntime(options: ModelLoaderOptions): Promise<StartedRuntime> {
  const { config, log, signal } = options;
  try {
    return await until(
      options.started ?? startLlama(options.runtime, config, log),
      signal,
      (late) => late.llama.dispose(),
    );
  } catch (error) {
    signal.throwIfAborted();
    throw new ModelFailureError(
      'no-runtime',
      `node-llama-cpp could not start on ${process.platform}-${process.arch}: ${(error as Error).message}`,
    );
  }
}

/** Progress is logged at every tenth of the file, so a terminal shows it move without a flood. */
const PROGRESS_STEPS = 10;

/** The file the operator named (EMBEDDED_MODEL=/path), checked to be there and a GGUF. */
async function ownFile(path: string): Promise<string> {
  const found = await stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
  if (!found) {
    throw new ModelFailureError(
      'file-missing',
      `EMBEDDED_MODEL names ${path}, which is not a file here`,
    );
  }
  await checkHeader(path);
  return path;
}

/** The downloaded file (EMBEDDED_MODEL=auto); failures as ModelFailureError. */
async function downloadedFile(
  options: ModelLoaderOptions,
  beforeDownload: () => Promise<void>,
): Promise<string> {
  const { config, log, signal } = options;
  let lastStep = -1;
  try {
    return await fetchModelFile(config, {
      signal,
      beforeDownload,
      onWaiting(holder) {
        log.info(
          { holder },
          `another download into ${config.modelsDir} is running${holder ? ` (process ${holder.pid} on ${holder.host})` : ''}: waiting for it`,
        );
      },
      onProgress(progress) {
        options.onDownload(progress);
        const { downloadedBytes, totalBytes } = progress;
        if (totalBytes <= 0) return;
        const percent = Math.min(100, (downloadedBytes / totalBytes) * 100);
        const step = Math.floor((percent / 100) * PROGRESS_STEPS);
        if (step === lastStep) return;
        lastStep = step;
        log.info(
          { downloadedBytes, totalBytes, dir: config.modelsDir },
          `downloading the model: ${Math.floor(percent)}% (${megabytes(downloadedBytes)} of ${megabytes(totalBytes)})`,
        );
      },
    });
  } catch (error) {
    signal.throwIfAborted();
    if (error instanceof ModelFailureError) throw error;
    const message = (error as Error).message;
    if (error instanceof ModelChecksumError || error instanceof ModelSizeError) {
      throw new ModelFailureError('file-mismatch', message);
    }
    if (error instanceof ModelDownloadError)
      throw new ModelFailureError('download-failed', message);
    throw new ModelFailureError('download-failed', `the model could not be fetched: ${message}`);
  }
}

/**
 * A GGUF file starts with its magic, its version (1-3) and two counts: a file shorter than that,
 * or another file, is refused here (the runtime's reader would wait for the missing bytes).
 */
async function checkHeader(path: string): Promise<void> {
  const file = await open(path, 'r');
  try {
    const { bytesRead, buffer } = await file.read(Buffer.alloc(24), 0, 24, 0);
    const magic = buffer.subarray(0, 4).toString('latin1');
    const version = buffer.readUInt32LE(4);
    if (bytesRead === 24 && magic === 'GGUF' && version >= 1 && version <= 3) return;
    throw new ModelFailureError(
      'load-failed',
      `${path} is not a GGUF model (${bytesRead} bytes read${magic === 'GGUF' ? `, version ${version}` : ''})`,
    );
  } finally {
    await file.close();
  }
}

/** A runtime error of the load as a failure: memory where the runtime says so, else the load. */
function loadFailure(error: unknown, runtime: LlamaRuntime): ModelFailureError {
  if (error instanceof ModelFailureError) return error;
  const message = (error as Error)?.message ?? String(error);
  return error instanceof runtime.InsufficientMemoryError
    ? new ModelFailureError('no-memory', message)
    : new ModelFailureError('load-failed', message);
}

/**
 * Finds or downloads the file (the runtime started before its first byte is fetched), checks it
 * and the memory, loads it and makes its context. Throws ModelFailureError, or the stop's reason.
 */
export async function loadEmbeddedModel(options: ModelLoaderOptions): Promise<LoadedModel> {
  const { config, signal } = options;
  if (config.model === 'off') throw new ModelFailureError('file-missing', 'EMBEDDED_MODEL is off');
  let started: StartedRuntime | undefined;
  const startRuntimeOnce = async () => {
    started ??= await startRuntime(options);
    options.onBackend(started.llama.gpu === false ? 'cpu' : started.llama.gpu);
    return started;
  };
  let model: LlamaModel | undefined;
  let context: LlamaContext | undefined;
  const deadline = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** A step is running inside the runtime (it may go on after a stop or the deadline). */
  let inRuntime = false;
  try {
    // The operator's own file is looked at first (it costs nothing); a download starts the
    // runtime once the host answered, before its first byte (offline, it is never started).
    const path =
      config.model === 'auto'
        ? await downloadedFile(options, async () => void (await startRuntimeOnce()))
        : await ownFile(config.model.path);
    const { runtime, llama } = await startRuntimeOnce();
    const runtimeAt = performance.now();
    options.onLoading();
    timer = setTimeout(() => {
      deadline.abort(
        new ModelFailureError(
          'load-timeout',
          `loading ${path} took longer than EMBEDDED_MODEL_LOAD_TIMEOUT_MS (${config.loadTimeoutMs} ms): given up`,
        ),
      );
    }, config.loadTimeoutMs);
    const loading = AbortSignal.any([signal, deadline.signal]);
    if (config.model === 'auto') await until(checkHeader(path), loading);
    inRuntime = true;
    const gpuLayers = await until(
      checkMemory(runtime, llama, path, { ...options, signal: loading }),
      loading,
    );
    const checkedAt = performance.now();
    options.onWeights?.();
    model = await until(
      llama.loadModel({ modelPath: path, loadSignal: loading, gpuLayers }),
      loading,
      (late) => late.dispose(),
    );
    const loaded = model;
    const weightsAt = performance.now();
    context = await until(
      loaded.createContext({
        sequences: config.sequences,
        contextSize: config.contextSize,
        threads: config.threads,
        createSignal: loading,
      }),
      loading,
      (late) => late.dispose(),
    );
    const contextAt = performance.now();
    // Resolved once: left to `auto`, every chat session renders the file's template against
    // each known wrapper again (a few hundred milliseconds a request); and kept for the next start.
    const chatWrapper = await until(
      chatWrapperOf(runtime, loaded, config.modelsDir, options.log),
      loading,
    );
    const name = loaded.fileInfo.metadata.general?.name?.trim() || undefined;
    inRuntime = false;
    const steps = {
      runtime: runtimeAt,
      checked: checkedAt,
      weights: weightsAt,
      context: contextAt,
      wrapper: performance.now(),
    };
    return { llama, model: loaded, context, chatWrapper, name, path, steps };
  } catch (error) {
    await context?.dispose().catch(() => undefined);
    await model?.dispose().catch(() => undefined);
    // Cut by a stop or the deadline, a step may still run inside the runtime (its late result is
    // freed when it comes): the runtime itself is then left to the process's end, never freed
    // under it.
    const cut = signal.aborted || deadline.signal.aborted;
    if (!(cut && inRuntime)) await started?.llama.dispose().catch(() => undefined);
    // A runtime main.ts began for a file that then failed its checks is freed when it comes.
    if (!started) options.started?.then((early) => early.llama.dispose()).catch(() => undefined);
    signal.throwIfAborted();
    const cause = deadline.signal.aborted ? deadline.signal.reason : error;
    throw started ? loadFailure(cause, started.runtime) : cause;
  } finally {
    clearTimeout(timer);
  }
}
