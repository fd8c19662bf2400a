/**
 * The embedded model's start, once, in the background: model-loader.ts finds the file (or
 * downloads it), checks it and the memory, loads it and makes one context; its steps are told to
 * the model's state as they come, the instructions are read ahead, and then it is ready. A stop
 * (close()) is not a failure: close() says where the model stands.
 */
import type { Config } from '../../config/index.ts';
import type { Logger } from '../../logging/logger.ts';
import type { MemoryReader } from '../model-file/index.ts';
import type { LlamaRuntime } from './llama-runtime.ts';
import type { ModelLife } from './model-life.ts';
import { loadEmbeddedModel } from './model-loader.ts';
import { readRefusedTokens } from './refused-tokens.ts';
import type { StartedRuntime } from './start-llama.ts';

export interface StartModelOptions {
  config: Config['embedded'];
  log: Logger;
  /** Ends a download or a load at once (close()). */
  signal: AbortSignal;
  memory: MemoryReader;
  runtime: () => Promise<LlamaRuntime>;
  /** The runtime main.ts started before the app's modules (early-runtime.ts), if it did. */
  started?: Promise<StartedRuntime> | undefined;
  /** Reads the instructions ahead on the loaded model (read-ahead.ts). */
  readAhead: () => Promise<void>;
}

export async function startModel(
  life: ModelLife,
  { config, log, signal, memory, runtime, started, readAhead }: StartModelOptions,
): Promise<void> {
  try {
    const startedAt = performance.now();
    const loaded = await loadEmbeddedModel({
      config,
      log,
      signal,
      memory,
      runtime,
      started,
      onBackend: (backend) => life.backendChosen(backend),
      onDownload: (progress) => life.downloading(progress),
      onLoading: () => life.loading(),
      onWeights: () => life.weightsLoading(),
    });
    life.took(loaded, config.sequences);
    // The vocabulary's walk for the tokens the grammar never takes, in chunks beside the reading
    // ahead (whose steps leave the main thread idle); a request before its end has no bias.
    void readRefusedTokens(loaded.model);
    await readAhead();
    if (life.closed) return;
    life.ready();
    // Each step's end from the process's start, to see where a start's seconds go.
    const steps = { ...loaded.steps, instructions: performance.now() };
    log.info(
      {
        model: life.name,
        file: loaded.path,
        backend: life.backend,
        ms: Math.round(performance.now() - startedAt),
        at: Object.fromEntries(Object.entries(steps).map(([step, at]) => [step, Math.round(at)])),
      },
      `the embedded model is ready: ${life.name ?? loaded.path}`,
    );
  } catch (error) {
    // A stop is not a failure: close() says where the model stands.
    if (!life.closed) life.fail(error);
  }
}
