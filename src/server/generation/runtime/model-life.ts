/**
 * The embedded model's state, held in one place: where it stands (downloading, loading, ready,
 * failed, stopped) and why, and once loaded, the runtime, model, context and chat wrapper, the
 * sequences not lent and the instructions kept. The other parts of the model (start-model.ts,
 * read-ahead.ts, model-requests.ts) read it here and change where it stands only through its
 * steps, so what /api/health says and what a request finds are one state.
 */
import type { LlamaContextSequence } from 'node-llama-cpp';
import {
  type EmbeddedModelState,
  MODEL_FAILURE_REASONS,
  type ModelBackend,
  type ModelFailure,
  type RulesReason,
  type TextGenerationHealth,
} from '#core/index.ts';
import type { Config } from '../../config/index.ts';
import { loopIdle } from '../../lifecycle/loop-idle.ts';
import type { Logger } from '../../logging/logger.ts';
import { type DownloadProgress, failureLogLine, ModelFailureError } from '../model-file/index.ts';
import type { InstructionStates } from './instruction-states.ts';
import type { LoadedModel } from './model-loader.ts';

export interface ModelLife {
  readonly state: EmbeddedModelState;
  /** The model's `general.name` from its file, once it is read (kept after close). */
  readonly name: string | undefined;
  /** Where the model runs (cpu, or a GPU's API), once known. */
  readonly backend: ModelBackend | undefined;
  /** True once close() is asked: every part stops at its next step. */
  readonly closed: boolean;
  /** The runtime, model, context and chat wrapper, from the load until they are freed. */
  readonly loaded: LoadedModel | undefined;
  /**
   * The context's sequences, made once and lent to one request at a time: a disposed sequence
   * goes back to the context only later, so a request made at that moment would find none.
   */
  readonly idle: LlamaContextSequence[];
  /** Every mode's instructions read ahead, once read. */
  readonly instructions: InstructionStates | undefined;
  /** Resolves once every instruction set is read ahead (the thread maker's in the background). */
  readonly instructionsRead: Promise<void>;
  /** Tokens each sequence holds, once the model is loaded. */
  readonly contextSize: number | undefined;
  /**
   * Resolves once the start needs this process's main thread no more for a while: the weights
   * loading inside the runtime (seconds of its own threads' work), a download under way, or the
   * start over. Start-up warm-ups wait for it (warm-guard.ts), so they never hold the runtime's
   * start, which runs on the main thread before the weights load.
   */
  readonly mainThreadFree: Promise<void>;
  health(): TextGenerationHealth;
  rulesReason(): RulesReason;
  /** The steps of its start, in the order they come. */
  backendChosen(backend: ModelBackend): void;
  downloading(progress: DownloadProgress): void;
  loading(): void;
  /** The weights are handed to the runtime to load (its threads, not the main thread). */
  weightsLoading(): void;
  took(loaded: LoadedModel, sequences: number): void;
  instructionsAhead(states: InstructionStates, background: Promise<void>): void;
  ready(): void;
  /** The public reason is kept for /api/health and the page; the log gets the details. */
  fail(error: unknown): void;
  /** close() is asked: no part starts anything more. */
  close(): void;
  /** Frees the model and its instructions; it is `stopped` after, unless it had failed. */
  free(): Promise<void>;
}

/** How long free() waits for the background's read under way to stop. */
const BACKGROUND_STOP_MS = 5_000;

export function createModelLife(config: Config['embedded'], log: Logger): ModelLife {
  let state: EmbeddedModelState = 'loading';
  let name: string | undefined;
  let progress: number | undefined;
  let failure: ModelFailure | undefined;
  let backend: ModelBackend | undefined = config.gpu === 'off' ? 'cpu' : undefined;
  let loaded: LoadedModel | undefined;
  const idle: LlamaContextSequence[] = [];
  let instructions: InstructionStates | undefined;
  let instructionsRead: Promise<void> = Promise.resolve();
  let closed = false;
  let freeMainThread = () => {};
  const mainThreadFree = new Promise<void>((resolve) => {
    freeMainThread = resolve;
  });

  return {
    get state() {
      return state;
    },
    get name() {
      return name;
    },
    get backend() {
      return backend;
    },
    get closed() {
      return closed;
    },
    get loaded() {
      return loaded;
    },
    idle,
    get instructions() {
      return instructions;
    },
    get instructionsRead() {
      return instructionsRead;
    },
    mainThreadFree,
    get contextSize() {
      return loaded ? (idle[0]?.contextSize ?? loaded.context.contextSize) : undefined;
    },
    health() {
      return {
        provider: 'embedded',
        ...(name !== undefined && { model: name }),
        state,
        ...(state === 'downloading' && progress !== undefined && { progress }),
        ...(state === 'failed' &&
          failure !== undefined && { reason: MODEL_FAILURE_REASONS[failure] }),
        ...(backend !== undefined && { backend }),
      };
    },
    rulesReason() {
      switch (state) {
        case 'downloading':
          return { kind: 'downloading', ...(progress !== undefined && { progress }) };
        case 'loading':
          return { kind: 'loading' };
        case 'failed':
          return { kind: 'failed', failure: failure ?? 'load-failed' };
        case 'stopped':
          return { kind: 'stopped' };
        case 'ready':
          return { kind: 'busy' };
      }
    },
    backendChosen(chosen) {
      backend = chosen;
    },
    downloading({ downloadedBytes, totalBytes }) {
      state = 'downloading';
      freeMainThread();
      progress = totalBytes > 0 ? Math.min(100, (downloadedBytes / totalBytes) * 100) : undefined;
    },
    loading() {
      state = 'loading';
      progress = undefined;
    },
    weightsLoading() {
      // The runtime still reads the file's header on the main thread before its threads load.
      void loopIdle().then(freeMainThread);
    },
    took(model, sequences) {
      loaded = model;
      name = model.name;
      for (let index = 0; index < sequences; index++) idle.push(model.context.getSequence());
    },
    instructionsAhead(states, background) {
      instructions = states;
      instructionsRead = background;
    },
    ready() {
      state = 'ready';
      freeMainThread();
    },
    fail(error) {
      const known = error instanceof ModelFailureError;
      failure = known ? error.failure : 'load-failed';
      state = 'failed';
      freeMainThread();
      progress = undefined;
      const details = (error as Error)?.message ?? String(error);
      // A download that failed (offline) is an expected start: the site works on, with the rules.
      const level = failure === 'download-failed' ? 'warn' : 'error';
      log[level](
        { failure, reason: MODEL_FAILURE_REASONS[failure], details },
        failureLogLine(failure, details),
      );
    },
    close() {
      closed = true;
      freeMainThread();
    },
    async free() {
      idle.length = 0;
      // The background's read under way ends first (it stops at its next chunk once closed): a
      // context freed under a read, or a state file removed under its load, takes the process
      // down in the runtime (a GGML_ASSERT on the cache's cells, seen once in CI). Bounded: a
      // read waiting on requests still in flight gives way after a while.
      await Promise.race([
        instructionsRead,
        new Promise((resolve) => setTimeout(resolve, BACKGROUND_STOP_MS).unref()),
      ]);
      await instructions?.dispose();
      instructions = undefined;
      await loaded?.context.dispose();
      await loaded?.model.dispose();
      await loaded?.llama.dispose();
      loaded = undefined;
      if (state !== 'failed') state = 'stopped';
    },
  };
}
