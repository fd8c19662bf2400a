/**
 * The language model in our own process (docs/decisions/009), run by node-llama-cpp on the CPU (or
 * a GPU build of it, EMBEDDED_MODEL_GPU). Started once, in the background: model-loader.ts finds
 * the file (or downloads it), checks it and the memory, loads it and makes one context of
 * EMBEDDED_MODEL_SEQUENCES sequences; close() ends that at once. Each request takes a sequence of
 * its own (a context throws when they run out, so a semaphore hands them out), with a bounded queue
 * in front; its chat written on that sequence (write-on-sequence.ts), a JSON-schema grammar,
 * and the visitor's abort signal, which stops the generation and frees the
 * sequence. Every mode's instructions are read once, ahead, and kept (instruction-states.ts), so a
 * new post costs only its own turn; the queue is bounded by the wait it would cause
 * (model-wait.ts), not a count. Its parts: the state, held by model-life.ts alone; the start
 * (start-model.ts); the instructions read ahead (read-ahead.ts); the requests (model-requests.ts).
 */
import type {
  AnswerSchema,
  EmbeddedModelState,
  RulesReason,
  SmallModelPrompt,
  TextGenerationHealth,
} from '#core/index.ts';
import type { Config } from '../../config/index.ts';
import type { Logger } from '../../logging/logger.ts';
import type { Metrics } from '../../metrics/metrics.ts';
import { createMemoryReader, type MemoryReader } from '../model-file/index.ts';
import type { LlamaRuntime } from './llama-runtime.ts';
import { createModelLife } from './model-life.ts';
import { createModelRequests } from './model-requests.ts';
import { readAhead } from './read-ahead.ts';
import type { StartedRuntime } from './start-llama.ts';
import { startModel } from './start-model.ts';
import type { CompletionJob, GenerationFigures } from './write-on-sequence.ts';

export { ModelUnavailableError } from './model-requests.ts';
export type { CompletionJob, GenerationFigures } from './write-on-sequence.ts';

export interface EmbeddedModel {
  readonly state: EmbeddedModelState;
  /** The model's `general.name` from its file, once it is read. */
  readonly name: string | undefined;
  health(): TextGenerationHealth;
  /** Why the rules writer answers in the model's place now (meaningful while it has no room). */
  rulesReason(): RulesReason;
  /**
   * True when a request would be taken now: the model is ready, and a request asked now would
   * wait for a sequence no longer than EMBEDDED_MODEL_MAX_WAIT_MS (nor behind a full queue).
   */
  hasRoom(): boolean;
  /** Tokens each sequence holds, once the model is loaded. */
  readonly contextSize: number | undefined;
  /**
   * Tokens of the whole prompt the model would read for `prompt` (chat template and the answer's
   * opening included); throws when the model is not loaded.
   */
  promptTokens(prompt: SmallModelPrompt, schema: AnswerSchema): number;
  /** The whole JSON text of the answer; throws on abort, on a full queue or a model not ready. */
  complete(job: CompletionJob, signal?: AbortSignal): Promise<string>;
  /** Resolves once every instruction set is read ahead (the thread maker's in the background). */
  whenInstructionsRead(): Promise<void>;
  /**
   * Resolves once its start needs the main thread no more for a while (the weights loading in the
   * runtime's threads, a download, or the start over); at once when it was never started.
   */
  whenMainThreadFree(): Promise<void>;
  /** Finds or downloads the file and loads it; once (later calls return the same promise). */
  start(): Promise<void>;
  /** Stops a download or a load at once, frees the model; it is `stopped` (never `ready`) after. */
  close(): Promise<void>;
}

/** What the model is run with: the configuration's part, and for tests a logger and metrics. */
export interface EmbeddedModelOptions {
  config: Config['embedded'];
  logger: Logger;
  metrics?: Pick<Metrics, 'observeEmbeddedGeneration' | 'setEmbeddedQueue'>;
  /** The memory the process may still take (tests give a fake /sys/fs/cgroup). */
  memory?: MemoryReader;
  /** node-llama-cpp (tests give one that misbehaves). */
  runtime?: () => Promise<LlamaRuntime>;
  /** The runtime main.ts started before the app's modules (early-runtime.ts), if it did. */
  earlyRuntime?: Promise<StartedRuntime> | undefined;
  /**
   * Milliseconds, for the durations the queue's wait is estimated from and the background's reads
   * are sized by (tests stub it).
   */
  clock?: () => number;
  /** Told of every generation that ended with an answer (the bench and tests read it). */
  onGenerated?: (figures: GenerationFigures) => void;
  /** Told as the background reads each chunk of instructions, with its tokens (tests read it). */
  onReadAhead?: (tokens: number) => void;
}

export function createEmbeddedModel({
  config,
  logger,
  metrics,
  memory = createMemoryReader(),
  runtime = () => import('node-llama-cpp'),
  earlyRuntime,
  clock = () => performance.now(),
  onGenerated,
  onReadAhead,
}: EmbeddedModelOptions): EmbeddedModel {
  const log = logger.child({ component: 'embedded-model' });
  const life = createModelLife(config, log);
  const { sequences, requests, promptTokens, complete } = createModelRequests(life, {
    config,
    clock,
    metrics,
    onGenerated,
  });
  let started: Promise<void> | undefined;
  /** Ends a download or a load at once (close()). */
  const stop = new AbortController();

  return {
    get state() {
      return life.state;
    },
    get name() {
      return life.name;
    },
    health: () => life.health(),
    rulesReason: () => life.rulesReason(),
    hasRoom() {
      return life.state === 'ready' && requests.hasRoom();
    },
    get contextSize() {
      return life.contextSize;
    },
    promptTokens,
    whenInstructionsRead: () => life.instructionsRead,
    whenMainThreadFree: () => (started ? life.mainThreadFree : Promise.resolve()),
    complete,
    start() {
      started ??= startModel(life, {
        config,
        log,
        signal: stop.signal,
        memory,
        runtime,
        started: earlyRuntime,
        readAhead: () => readAhead(life, { config, log, sequences, requests, clock, onReadAhead }),
      });
      return started;
    },
    async close() {
      life.close();
      stop.abort(new Error('the embedded model is closing'));
      // Settles at once: every step of a load ends on the stop.
      await started;
      await life.free();
    },
  };
}
