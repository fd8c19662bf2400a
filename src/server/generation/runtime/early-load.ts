/**
 * The model's file loaded from the first moment of the process (issue 46 item 9: the first card
 * after a start). The server's own modules take 1-2 s of one core to load on 2 cores; the model's
 * load (reading and repacking a gigabyte of weights, making the context) runs on the runtime's own
 * threads. main.ts starts this before it imports the rest of the server, so the two overlap; the
 * embedded model takes the load up when it starts (`attach`), told at once of the steps already
 * taken. Nothing else changes: it is the same load (model-loader.ts), stopped by the same close().
 */
import type { ModelBackend } from '#core/index.ts';
import type { Config } from '../../config/index.ts';
import type { Logger } from '../../logging/logger.ts';
import {
  createMemoryReader,
  type DownloadProgress,
  type MemoryReader,
} from '../model-file/index.ts';
import type { LlamaRuntime } from './llama-runtime.ts';
import { type LoadedModel, loadEmbeddedModel } from './model-loader.ts';

/** The steps of a load the model's state follows. */
export interface LoadSteps {
  onBackend(backend: ModelBackend): void;
  onDownload(progress: DownloadProgress): void;
  onLoading(): void;
}

export interface EarlyLoad {
  /**
   * The load under way: `steps` is told at once of those it took, then of the rest as they come;
   * `signal` stops it (close()).
   */
  attach(steps: LoadSteps, signal: AbortSignal): Promise<LoadedModel>;
}

export function loadEarly(
  config: Config['embedded'],
  logger: Logger,
  {
    memory = createMemoryReader(),
    runtime = () => import('node-llama-cpp'),
  }: { memory?: MemoryReader; runtime?: () => Promise<LlamaRuntime> } = {},
): EarlyLoad {
  const stop = new AbortController();
  let steps: LoadSteps | undefined;
  // Until the model attaches, the steps are kept: the last of each kind is all its state shows.
  let backend: ModelBackend | undefined;
  let progress: DownloadProgress | undefined;
  let loading = false;
  const loaded = loadEmbeddedModel({
    config,
    log: logger.child({ component: 'embedded-model' }),
    signal: stop.signal,
    memory,
    runtime,
    onBackend(chosen) {
      backend = chosen;
      steps?.onBackend(chosen);
    },
    onDownload(now) {
      progress = now;
      steps?.onDownload(now);
    },
    onLoading() {
      loading = true;
      steps?.onLoading();
    },
  });
  // Not attached (the server failed to start): the process ends with it; nothing to report here.
  loaded.catch(() => undefined);
  return {
    attach(given, signal) {
      if (steps) throw new Error('the early load is attached once');
      steps = given;
      if (backend !== undefined) given.onBackend(backend);
      if (progress !== undefined) given.onDownload(progress);
      if (loading) given.onLoading();
      if (signal.aborted) stop.abort(signal.reason);
      else signal.addEventListener('abort', () => stop.abort(signal.reason), { once: true });
      return loaded;
    },
  };
}
