/**
 * node-llama-cpp itself with a part replaced, for the embedded model's tests: a platform with no
 * runtime (`getLlama`), a load that fails or never ends or is counted (`loadModel`, given the real
 * one), reads of the file's metadata counted (`readGgufFileInfo`, given the real one).
 */
import type { Llama, LlamaModel } from 'node-llama-cpp';
import type { LlamaRuntime } from '#server/generation/runtime/index.ts';

type LoadModel = Llama['loadModel'];
type ReadInfo = LlamaRuntime['readGgufFileInfo'];

export function runtimeWith(change: {
  getLlama?: LlamaRuntime['getLlama'];
  loadModel?: (real: LoadModel, ...args: Parameters<LoadModel>) => Promise<LlamaModel>;
  readGgufFileInfo?: (real: ReadInfo, ...args: Parameters<ReadInfo>) => ReturnType<ReadInfo>;
}): () => Promise<LlamaRuntime> {
  return async () => {
    const real = await import('node-llama-cpp');
    const { loadModel, readGgufFileInfo } = change;
    const getLlama: LlamaRuntime['getLlama'] =
      change.getLlama ??
      (async (options) => {
        const llama = await real.getLlama(options as never);
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
