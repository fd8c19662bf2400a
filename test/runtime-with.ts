/**
 * node-llama-cpp itself with a part replaced, for the embedded model's tests: a platform with no
 * runtime (`getLlama`), a load that fails or never ends or is counted (`loadModel`, given the real
 * one), reads of the file's metadata counted (`readGgufFileInfo`, given the real one).
 *
 * Unless a test gives its own `getLlama`, every start in a test worker shares one real `Llama` per
 * set of options (`sharedRuntime` is that with nothing replaced): on Linux each `getLlama` spawns a
 * child process to test the prebuilt binary, 2.4-4.6 s a start under load, and no option skips it.
 * The shared Llama's `dispose` only tells `onDispose` (the worker's end frees it): a test of the
 * runtime's freeing counts those; the model and the context each start makes are its own, freed
 * as the product frees them.
 */
import type { Llama, LlamaLogLevel, LlamaModel, LlamaOptions } from 'node-llama-cpp';
import type { LlamaRuntime } from '#server/generation/runtime/index.ts';

type LoadModel = Llama['loadModel'];
type ReadInfo = LlamaRuntime['readGgufFileInfo'];
type LlamaLogger = (level: LlamaLogLevel, message: string) => void;

/** One Llama per set of options (the GPU, the threads, the log level), for the worker's life. */
const sharedLlamas = new Map<string, Promise<Llama>>();
/**
 * The latest start's logger: llama.cpp's own lines go to one logger per process whichever Llama
 * was made last, so the shared one tells the start that is running now.
 */
let latestLogger: LlamaLogger | undefined;

async function sharedLlama(
  real: LlamaRuntime,
  options: LlamaOptions,
  onDispose: () => void,
): Promise<Llama> {
  const { logger, ...rest } = options;
  latestLogger = logger;
  const key = JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
  let made = sharedLlamas.get(key);
  if (!made) {
    made = real.getLlama({ ...rest, logger: (level, message) => latestLogger?.(level, message) });
    sharedLlamas.set(key, made);
    // A failed start is not kept: the next test tries again.
    made.catch(() => sharedLlamas.delete(key));
  }
  const llama = await made;
  return new Proxy(llama, {
    get(target, property) {
      if (property === 'dispose') return async () => onDispose();
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The worker's one Llama for `options`, for a test that drives the runtime itself; freed at the
 * worker's end (its `dispose` does nothing).
 */
export async function workerLlama(options: LlamaOptions): Promise<Llama> {
  return sharedLlama(await import('node-llama-cpp'), options, () => undefined);
}

export function runtimeWith(change: {
  getLlama?: LlamaRuntime['getLlama'];
  loadModel?: (real: LoadModel, ...args: Parameters<LoadModel>) => Promise<LlamaModel>;
  readGgufFileInfo?: (real: ReadInfo, ...args: Parameters<ReadInfo>) => ReturnType<ReadInfo>;
  /** Told each time the product frees the shared Llama (which stays for the worker). */
  onDispose?: () => void;
}): () => Promise<LlamaRuntime> {
  return async () => {
    const real = await import('node-llama-cpp');
    const { loadModel, readGgufFileInfo } = change;
    const getLlama: LlamaRuntime['getLlama'] =
      change.getLlama ??
      (async (options) => {
        const llama = await sharedLlama(real, (options ?? {}) as LlamaOptions, () =>
          change.onDispose?.(),
        );
        if (!loadModel) return llama;
        return new Proxy(llama, {
          get(target, property) {
            if (property === 'loadModel') {
              return (...args: Parameters<LoadModel>) =>
                loadModel(target.loadModel.bind(target), ...args);
            }
            const value = Reflect.get(target, property, target);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
      });
    return {
      ...real,
      getLlama,
      ...(readGgufFileInfo && {
        readGgufFileInfo: ((...args: Parameters<ReadInfo>) =>
          readGgufFileInfo(real.readGgufFileInfo, ...args)) as ReadInfo,
      }),
    } as LlamaRuntime;
  };
}

/** node-llama-cpp with nothing replaced but the worker's one Llama. */
export const sharedRuntime = runtimeWith({});
