/**
 * node-llama-cpp started before the server's own modules load (issue 46 item 9: the first card
 * after start). The runtime's start is mostly a wait on the main thread: its binary is checked in a
 * child process (getLlama) while this process has nothing to do. Started after our modules, that
 * wait came on top of their load (the runtime was up 2.8 s after the process's start, a bare
 * process has it at 1.3 s); started first (main.ts), our modules load during it. The loader then
 * takes this runtime (earlyRuntime) instead of starting another, with the same options. Only where
 * the model's file is already on disk: a first start that downloads it starts the runtime once the
 * host has answered (model-loader.ts), and offline never.
 * This file and what it imports stay free of core: main.ts loads it before anything else.
 */
import { stat } from 'node:fs/promises';
import type { Llama, LlamaLogLevel } from 'node-llama-cpp';
import type { Config } from '../../config/index.ts';
import { modelFilePath } from '../model-file/model-file.ts';
import type { LlamaRuntime } from './llama-runtime.ts';

/** Where llama.cpp's own lines go: the server's log, once it has one. */
export type LlamaLogger = (level: LlamaLogLevel, message: string) => void;

/** The options the runtime is started with, early or not: one build, one thread count, one log. */
export function llamaOptions(
  config: Pick<Config['embedded'], 'gpu' | 'threads'>,
  runtime: Pick<LlamaRuntime, 'LlamaLogLevel'>,
  logger: LlamaLogger,
) {
  return {
    gpu: config.gpu === 'off' ? false : ('auto' as const),
    // Prebuilt binaries only (or a local build the operator made): never a build at start-up.
    build: 'never' as const,
    maxThreads: config.threads,
    logLevel: runtime.LlamaLogLevel.error,
    logger,
  };
}

/** The file the model loads, when it is on disk already (undefined: none, or it is downloaded). */
async function fileOnDisk(config: Config['embedded']): Promise<string | undefined> {
  if (config.model === 'off') return undefined;
  const path =
    config.model === 'auto' ? modelFilePath(config.modelsDir, config.url) : config.model.path;
  return stat(path).then(
    (info) => (info.isFile() ? path : undefined),
    () => undefined,
  );
}

/**
 * The runtime as the loader takes it: node-llama-cpp's module, whose first getLlama hands over the
 * runtime started early (its lines from then on in the loader's log, those before it too); any
 * later call starts one of its own.
 */
function handOver(runtime: LlamaRuntime, started: Promise<Llama>, early: LlamaLogger[]) {
  let taken = false;
  const lines: Array<[LlamaLogLevel, string]> = [];
  early.push((level, message) => lines.push([level, message]));
  const getLlama: LlamaRuntime['getLlama'] = ((options?: { logger?: LlamaLogger }) => {
    if (taken) return runtime.getLlama(options as Parameters<LlamaRuntime['getLlama']>[0]);
    taken = true;
    const logger = options?.logger;
    if (logger) {
      early.splice(0, early.length, logger);
      for (const [level, message] of lines.splice(0)) logger(level, message);
    }
    return started;
  }) as LlamaRuntime['getLlama'];
  return { ...runtime, getLlama } as LlamaRuntime;
}

let begun = false;
let pending: Promise<LlamaRuntime | undefined> | undefined;

/**
 * Starts node-llama-cpp now, for the embedded model the configuration names, when its file is on
 * disk; the loader takes it with earlyRuntime(). Once: a second call changes nothing.
 */
export function startRuntimeEarly(
  config: Config,
  importRuntime: () => Promise<LlamaRuntime> = () => import('node-llama-cpp'),
): void {
  if (begun || config.llm.protocol !== 'embedded') return;
  begun = true;
  const { embedded } = config;
  pending = (async () => {
    if ((await fileOnDisk(embedded)) === undefined) return undefined;
    const runtime = await importRuntime();
    // Its lines wait for the loader's log: the server has none yet.
    const early: LlamaLogger[] = [];
    const started = runtime.getLlama(
      llamaOptions(embedded, runtime, (level, message) => {
        for (const to of early) to(level, message);
      }),
    );
    // A runtime that fails to start fails the loader's getLlama, which says so (no-runtime).
    started.catch(() => undefined);
    return handOver(runtime, started, early);
  })().catch(() => undefined);
}

/**
 * The runtime startRuntimeEarly began, once (the loader's, at its start); undefined when none
 * was, and after it is taken.
 */
export function earlyRuntime(): Promise<LlamaRuntime | undefined> | undefined {
  const taken = pending;
  pending = undefined;
  return taken;
}
