/**
 * The runtime started before the app's modules are read (issue 46 item 9). node-llama-cpp checks
 * its prebuilt binary in a child process before it loads it: half a second or more in which this
 * process's main thread only waits. Begun first, in main.ts, that wait runs beside the second the
 * app's modules take to load, and the weights' load starts that much sooner after the start.
 *
 * Only when the model's file is already here: a download starts the runtime once its host answered
 * (model-loader.ts), and offline, with no file, the runtime is never started at all.
 */
import { existsSync } from 'node:fs';
import type { Config } from '../../config/index.ts';
import type { Logger } from '../../logging/logger.ts';
import { modelFilePath } from '../model-file/model-file.ts';
import type { LlamaRuntime } from './llama-runtime.ts';
import { type StartedRuntime, startLlama } from './start-llama.ts';

/** The file the embedded model will load at start, when it is already on this machine. */
export function modelFileHere(
  config: Config,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  if (config.llm.protocol !== 'embedded') return undefined;
  const { model, modelsDir, url } = config.embedded;
  if (model === 'off') return undefined;
  const path = model === 'auto' ? modelFilePath(modelsDir, url) : model.path;
  return exists(path) ? path : undefined;
}

/**
 * The runtime's start, begun now when the embedded model will load a file already here; nothing
 * otherwise. A failure is the loader's to report (its own start then says why): never unhandled.
 */
export function startRuntimeEarly(
  config: Config,
  logger: Logger,
  importRuntime: () => Promise<LlamaRuntime> = () => import('node-llama-cpp'),
  exists?: (path: string) => boolean,
): Promise<StartedRuntime> | undefined {
  if (modelFileHere(config, exists) === undefined) return undefined;
  const log = logger.child({ component: 'embedded-model' });
  const started = startLlama(importRuntime, config.embedded, log);
  started.catch(() => undefined);
  return started;
}
