/**
 * node-llama-cpp's Llama for this machine: its prebuilt build (the GPU's when EMBEDDED_MODEL_GPU=auto
 * finds one), never a build at start-up. One set of options for the loader (model-loader.ts) and
 * for main.ts's early start (early-runtime.ts), so both start the same runtime.
 */
import type { Llama } from 'node-llama-cpp';
import type { Config } from '../../config/index.ts';
import type { Logger } from '../../logging/logger.ts';
import type { LlamaRuntime } from './llama-runtime.ts';

/** node-llama-cpp imported and its Llama started: what the loader needs before the file. */
export interface StartedRuntime {
  runtime: LlamaRuntime;
  llama: Llama;
}

/** Where the embedded model's runtime comes from: an import of its own, or one begun already. */
export interface EmbeddedRuntime {
  /** node-llama-cpp's module (tests give one, or one that misbehaves). */
  runtime?: () => Promise<LlamaRuntime>;
  /** The runtime main.ts started before the app's modules (early-runtime.ts). */
  started?: Promise<StartedRuntime> | undefined;
}

export async function startLlama(
  importRuntime: () => Promise<LlamaRuntime>,
  config: Pick<Config['embedded'], 'gpu' | 'threads'>,
  log: Logger,
): Promise<StartedRuntime> {
  const runtime = await importRuntime();
  const llama = await runtime.getLlama({
    gpu: config.gpu === 'off' ? false : 'auto',
    // Prebuilt binaries only (or a local build the operator made): never a build at start-up.
    build: 'never',
    maxThreads: config.threads,
    logLevel: runtime.LlamaLogLevel.error,
    logger: (level, message) => {
      // Not `level`: that is the log line's own (a number), which a second key would replace.
      if (message.trim()) log.warn({ llamaLevel: level }, `llama.cpp: ${message.trim()}`);
    },
  });
  return { runtime, llama };
}
