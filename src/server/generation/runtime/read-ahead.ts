/**
 * Every card mode's instructions read and saved before the model says it is ready, so the
 * first card after start reads only its own turn; the thread maker's styles after, in the
 * background, while no request is asking (instruction-states.ts). The states are kept in the
 * models' folder for the next start of the same file (state-files.ts), which loads them instead.
 * Failing here costs speed, never the model: requests then read their instructions themselves.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { smallModelInstructions } from '#core/index.ts';
import type { Config } from '../../config/index.ts';
import type { Semaphore } from '../../limits/semaphore.ts';
import type { Logger } from '../../logging/logger.ts';
import { readInstructionsAhead } from './instruction-states.ts';
import type { ModelLife } from './model-life.ts';
import type { LoadedModel } from './model-loader.ts';
import type { ModelQueue } from './model-wait.ts';
import { KEPT_STATES_DIR, keptStateFiles, type StateFiles } from './state-files.ts';

export interface ReadAheadOptions {
  config: Config['embedded'];
  log: Logger;
  /** The sequences' slots and the requests' queue, which the reading gives way to. */
  sequences: Semaphore;
  requests: ModelQueue;
  clock: () => number;
  onReadAhead?: ((tokens: number) => void) | undefined;
}

/** The states' folder kept for the next start, or undefined (then this process's alone). */
async function keptFiles(
  loaded: LoadedModel,
  modelsDir: string,
  log: Logger,
): Promise<StateFiles | undefined> {
  try {
    const file = await stat(loaded.path);
    const { context, llama } = loaded;
    return await keptStateFiles(join(modelsDir, KEPT_STATES_DIR), {
      path: loaded.path,
      size: file.size,
      mtimeMs: file.mtimeMs,
      runtime: `${llama.llamaCppRelease.repo}@${llama.llamaCppRelease.release}`,
      cache: [context.kvCacheKeyType, context.kvCacheValueType, String(context.flashAttention)],
    });
  } catch (error) {
    // A read-only folder: the instructions are read at every start, as before.
    log.warn(
      { dir: modelsDir, reason: (error as Error).message },
      "could not keep the instructions' states for the next start",
    );
    return undefined;
  }
}

/**
 * How long the background waits after the last request ends before it reads again. A request
 * sent meanwhile starts at once instead of waiting for a read under way (up to BACKGROUND_CHUNK_MS
 * and more on a loaded machine: issue 46 item 9): the guard's second request follows its first in
 * milliseconds, and section 10 sends each new post as the last one's `done` arrives.
 */
export const SETTLE_MS = 300;

/** Resolves once `ms` pass with no request asked, or at once when one is. */
function settleOf(requests: ModelQueue, ms: number): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      void requests.changed().then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
}

export async function readAhead(
  life: ModelLife,
  { config, log, sequences, requests, clock, onReadAhead }: ReadAheadOptions,
): Promise<void> {
  const { idle } = life;
  const sequence = idle[0];
  const { loaded } = life;
  const model = loaded?.model;
  const chatWrapper = loaded?.chatWrapper;
  if (!loaded || !model || !chatWrapper || !sequence || life.closed) return;
  const started = performance.now();
  const { cards, threads } = smallModelInstructions();
  try {
    const files = await keptFiles(loaded, config.modelsDir, log);
    const read = await readInstructionsAhead(
      {
        model,
        chatWrapper,
        sequence,
        files,
        // The sequence used longest ago, given back as such: requests take the last one given
        // back (idle.pop()), which holds the instructions of the last card asked.
        borrow: (task) =>
          sequences.run(async () => {
            const lent = idle.shift();
            if (!lent) return false;
            try {
              return await task(lent);
            } finally {
              idle.unshift(lent);
            }
          }),
        closed: () => life.closed,
        busy: () => requests.size > 0,
        // The reading holds one sequence: the requests need it when they are as many as all.
        wanted: () => requests.size >= config.sequences,
        changed: requests.changed,
        idle: requests.idle,
        settle: settleOf(requests, SETTLE_MS),
        onChunk: onReadAhead,
        clock,
      },
      cards,
      threads,
    );
    life.instructionsAhead(read.states, read.background);
    log.info(
      { ms: Math.round(performance.now() - started), ...read.states.counts },
      "the card modes' instructions are read ahead",
    );
  } catch (error) {
    log.warn(
      { reason: (error as Error).message },
      'could not read the instructions ahead; each request reads its own',
    );
  }
}
