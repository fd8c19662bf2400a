/**
 * The runtime's own estimate of what the model takes (its weights, and the caches of every
 * sequence) held against the memory this process may still take: a model that does not fit is
 * not loaded (in a container, the kernel would kill the whole server as it loads). The estimate
 * reads the file's metadata and tensors (about 0.9 s of a start on 2 cores, issue 46 item 9); on
 * the CPU it depends on nothing but the file, the runtime and the context asked, so it is kept in
 * `memory-needs.json` beside the models for the next start. On a GPU the layers it offloads
 * depend on the memory free there now: worked out at every start.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Llama } from 'node-llama-cpp';
import { z } from 'zod';
import type { Config } from '../../config/index.ts';
import type { Logger } from '../../logging/logger.ts';
import { type MemoryReader, ModelFailureError } from '../model-file/index.ts';
import { keepValue, keyOf, readKept } from './kept-record.ts';
import type { LlamaRuntime } from './llama-runtime.ts';

const MB = 1_000_000;
export const megabytes = (bytes: number) => `${Math.round(bytes / MB).toLocaleString('en')} MB`;

/** The file, in the models' folder, that keeps each CPU model's memory need. */
export const MEMORY_NEEDS_FILE = 'memory-needs.json';

const need = z.object({
  weights: z.number().nonnegative(),
  caches: z.number().nonnegative(),
});
type Need = z.infer<typeof need>;

interface MemoryCheckOptions {
  config: Config['embedded'];
  log: Logger;
  memory: MemoryReader;
  signal: AbortSignal;
}

async function estimate(
  runtime: LlamaRuntime,
  llama: Llama,
  path: string,
  { config, signal }: MemoryCheckOptions,
): Promise<Need & { gpuLayers: number }> {
  const info = await runtime.readGgufFileInfo(path, { signal, logWarnings: false });
  const insights = await runtime.GgufInsights.from(info, llama);
  const gpuLayers =
    llama.gpu === false
      ? 0
      : (await insights.configurationResolver.resolveModelGpuLayersV2('auto', { signal }))
          .gpuLayers;
  const weights = await insights.estimateModelResourceRequirementsV2({ gpuLayers });
  const caches = await insights.estimateContextResourceRequirementsV2({
    contextSize: config.contextSize,
    modelGpuLayers: gpuLayers,
    sequences: config.sequences,
  });
  return { weights: weights.cpuRam, caches: caches.cpuRam, gpuLayers };
}

/** The CPU estimate kept from an earlier start, or worked out now and kept. */
async function cpuNeed(
  runtime: LlamaRuntime,
  llama: Llama,
  path: string,
  options: MemoryCheckOptions,
): Promise<Need> {
  const { config, log } = options;
  const file = join(config.modelsDir, MEMORY_NEEDS_FILE);
  const info = await stat(path);
  const key = keyOf([
    await runtime.getModuleVersion(),
    path,
    info.size,
    Math.round(info.mtimeMs),
    config.contextSize,
    config.sequences,
  ]);
  const kept = (await readKept(file, need))[key];
  if (kept) return kept;
  const { weights, caches } = await estimate(runtime, llama, path, options);
  await keepValue(file, key, { weights, caches }, need).catch((error: Error) => {
    // A read-only folder costs the estimate again at the next start, nothing more.
    log.warn({ file, reason: error.message }, "could not keep the model's memory need");
  });
  return { weights, caches };
}

/** The layers to offload (0 on the CPU); throws ModelFailureError('no-memory') when it does not fit. */
export async function checkMemory(
  runtime: LlamaRuntime,
  llama: Llama,
  path: string,
  options: MemoryCheckOptions,
): Promise<number> {
  const { config, memory } = options;
  const { weights, caches, gpuLayers } =
    llama.gpu === false
      ? { ...(await cpuNeed(runtime, llama, path, options)), gpuLayers: 0 }
      : await estimate(runtime, llama, path, options);
  const needed = weights + caches;
  const room = await memory();
  if (needed <= room.availableBytes) return gpuLayers;
  const left =
    room.limitBytes === undefined
      ? `the system has ${megabytes(room.availableBytes)} available`
      : `the limit of ${megabytes(room.limitBytes)} (${room.boundBy}) leaves ${megabytes(room.availableBytes)}`;
  throw new ModelFailureError(
    'no-memory',
    `it needs about ${megabytes(needed)} of memory (${megabytes(weights)} for its weights, ` +
      `${megabytes(caches)} for ${config.sequences} sequences of ${config.contextSize} tokens) ` +
      `and ${left}: it was not loaded`,
  );
}
