/**
 * The language model in our own process (docs/decisions/009), run by node-llama-cpp on the CPU (or
 * a GPU build of it, EMBEDDED_MODEL_GPU). Started once, in the background: model-loader.ts finds
 * the file (or downloads it), checks it and the memory, loads it and makes one context of
 * EMBEDDED_MODEL_SEQUENCES sequences; close() ends that at once. Each request takes a sequence of
 * its own (a context throws when they run out, so a semaphore hands them out), with a bounded queue
 * in front; its own chat session (two prompts on one session would be one conversation), a
 * JSON-schema grammar, and the visitor's abort signal, which stops the generation and frees the
 * sequence. Every mode's instructions are read once, ahead, and kept (instruction-states.ts), so a
 * new post costs only its own turn; the queue is bounded by the wait it would cause
 * (model-wait.ts), not a count.
 */
import type {
  ChatWrapper,
  Llama,
  LlamaContext,
  LlamaContextSequence,
  LlamaModel,
} from 'node-llama-cpp';
import {
  type AnswerSchema,
  type EmbeddedModelState,
  MODEL_FAILURE_REASONS,
  type ModelBackend,
  type ModelFailure,
  type RulesReason,
  type SmallModelPrompt,
  smallModelInstructions,
  type TextGenerationHealth,
} from '#core/index.ts';
import type { Config } from '../config/index.ts';
import { createSemaphore } from '../limits/semaphore.ts';
import type { Logger } from '../logging/logger.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { answerGrammar, createAnswerGrammars } from './answer-grammar.ts';
import { chatTokens } from './chat-tokens.ts';
import { type InstructionStates, readInstructionsAhead } from './instruction-states.ts';
import { createMemoryReader, type MemoryReader } from './memory-room.ts';
import { failureLogLine, ModelFailureError } from './model-failure.ts';
import { type LlamaRuntime, loadEmbeddedModel } from './model-loader.ts';
import { createModelQueue } from './model-wait.ts';
import {
  type CompletionJob,
  type GenerationFigures,
  writeOnSequence,
} from './write-on-sequence.ts';

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

/** Thrown to a request the model cannot take now; the generator answers with the rules instead. */
export class ModelUnavailableError extends Error {
  override name = 'ModelUnavailableError';
}

export function createEmbeddedModel({
  config,
  logger,
  metrics,
  memory = createMemoryReader(),
  runtime = () => import('node-llama-cpp'),
  clock = () => performance.now(),
  onGenerated,
  onReadAhead,
}: EmbeddedModelOptions): EmbeddedModel {
  const log = logger.child({ component: 'embedded-model' });
  let state: EmbeddedModelState = 'loading';
  let name: string | undefined;
  let progress: number | undefined;
  let failure: ModelFailure | undefined;
  let backend: ModelBackend | undefined = config.gpu === 'off' ? 'cpu' : undefined;
  let started: Promise<void> | undefined;
  /** Ends a download or a load at once (close()). */
  const stop = new AbortController();
  let llama: Llama | undefined;
  let model: LlamaModel | undefined;
  let context: LlamaContext | undefined;
  let chatWrapper: ChatWrapper | undefined;
  /**
   * The context's sequences, made once and lent to one request at a time: a disposed sequence
   * goes back to the context only later, so a request made at that moment would find none.
   */
  const idle: LlamaContextSequence[] = [];
  const sequences = createSemaphore(config.sequences);
  // Requests taken and not yet answered: bounded by the wait they would cause.
  const requests = createModelQueue(config, clock);
  let instructions: InstructionStates | undefined;
  let instructionsRead: Promise<void> = Promise.resolve();
  let closed = false;

  const reportQueue = () => metrics?.setEmbeddedQueue(sequences.waiting, sequences.active);

  /** The public reason is kept for /api/health and the page; the log gets the details. */
  function fail(error: unknown): void {
    const known = error instanceof ModelFailureError;
    failure = known ? error.failure : 'load-failed';
    state = 'failed';
    progress = undefined;
    const details = (error as Error)?.message ?? String(error);
    // A download that failed (offline) is an expected start: the site works on, with the rules.
    const level = failure === 'download-failed' ? 'warn' : 'error';
    log[level](
      { failure, reason: MODEL_FAILURE_REASONS[failure], details },
      failureLogLine(failure, details),
    );
  }

  async function load(): Promise<void> {
    try {
      const startedAt = performance.now();
      const loaded = await loadEmbeddedModel({
        config,
        log,
        signal: stop.signal,
        memory,
        runtime,
        onBackend(chosen) {
          backend = chosen;
        },
        onDownload({ downloadedBytes, totalBytes }) {
          state = 'downloading';
          progress =
            totalBytes > 0 ? Math.min(100, (downloadedBytes / totalBytes) * 100) : undefined;
        },
        onLoading() {
          state = 'loading';
          progress = undefined;
        },
      });
      ({ llama, model, context, chatWrapper, name } = loaded);
      for (let index = 0; index < config.sequences; index++)
        idle.push(loaded.context.getSequence());
      await readAhead();
      if (closed) return;
      state = 'ready';
      log.info(
        { model: name, file: loaded.path, backend, ms: Math.round(performance.now() - startedAt) },
        `the embedded model is ready: ${name ?? loaded.path}`,
      );
    } catch (error) {
      // A stop is not a failure: close() says where the model stands.
      if (!closed) fail(error);
    }
  }

  /**
   * Every card mode's instructions read and saved before the model says it is ready, so the
   * first card after start reads only its own turn; the thread maker's styles after, in the
   * background, while no request is asking (instruction-states.ts). Failing here costs speed,
   * never the model: requests then read their instructions themselves.
   */
  async function readAhead(): Promise<void> {
    const sequence = idle[0];
    if (!model || !chatWrapper || !sequence || closed) return;
    const started = performance.now();
    const { cards, threads } = smallModelInstructions();
    try {
      const read = await readInstructionsAhead(
        {
          model,
          chatWrapper,
          sequence,
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
          closed: () => closed,
          busy: () => requests.size > 0,
          // The reading holds one sequence: the requests need it when they are as many as all.
          wanted: () => requests.size >= config.sequences,
          changed: requests.changed,
          idle: requests.idle,
          onChunk: onReadAhead,
          clock,
        },
        cards,
        threads,
      );
      instructions = read.states;
      instructionsRead = read.background;
      log.info(
        { ms: Math.round(performance.now() - started) },
        "the card modes' instructions are read ahead",
      );
    } catch (error) {
      log.warn(
        { reason: (error as Error).message },
        'could not read the instructions ahead; each request reads its own',
      );
    }
  }

  let grammarFor: ReturnType<typeof createAnswerGrammars> | undefined;

  function promptTokens(prompt: SmallModelPrompt, schema: AnswerSchema): number {
    if (!model || !chatWrapper) throw new ModelUnavailableError('the model is not loaded');
    return chatTokens(model, chatWrapper, prompt, answerGrammar(schema).opening).length;
  }

  async function generate(job: CompletionJob, signal: AbortSignal | undefined, asked: number) {
    if (!context || !model || !llama) throw new ModelUnavailableError('the model is not loaded');
    signal?.throwIfAborted();
    grammarFor ??= createAnswerGrammars(llama);
    const { opening, grammar } = await grammarFor(job.schema);
    // The semaphore lets no more requests in than there are sequences.
    const sequence = idle.pop();
    if (!sequence) throw new ModelUnavailableError('no sequence is free');
    const began = clock();
    requests.wait.started();
    let answered = false;
    try {
      // A sequence holding another mode's instructions loads this one's, saved when the model
      // loaded: the runtime then reads only the post's turn.
      await instructions?.place(sequence, job.system);
      const written = await writeOnSequence({
        sequence,
        chatWrapper,
        job,
        opening,
        grammar,
        signal,
      });
      const { firstTokenAt, writtenTokens } = written;
      if (firstTokenAt !== undefined) {
        const writingSeconds = (performance.now() - firstTokenAt) / 1000;
        metrics?.observeEmbeddedGeneration(
          (firstTokenAt - asked) / 1000,
          writingSeconds > 0 ? writtenTokens / writingSeconds : 0,
        );
      }
      const ms = clock() - began;
      answered = true;
      onGenerated?.({
        promptTokens: promptTokens(job, job.schema),
        readTokens: written.readTokens,
        writtenTokens,
        firstTokenMs: firstTokenAt === undefined ? undefined : firstTokenAt - asked,
        ms,
      });
      return written.answer;
    } finally {
      requests.wait.ended(answered);
      // A set read by a request (a style the background has not reached) is kept for the next.
      await instructions?.remember(sequence, job.system).catch(() => undefined);
      idle.push(sequence);
    }
  }

  async function disposeAll(): Promise<void> {
    idle.length = 0;
    await instructions?.dispose();
    instructions = undefined;
    await context?.dispose();
    await model?.dispose();
    await llama?.dispose();
    context = undefined;
    model = undefined;
    llama = undefined;
  }

  return {
    get state() {
      return state;
    },
    get name() {
      return name;
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
    hasRoom() {
      return state === 'ready' && requests.hasRoom();
    },
    get contextSize() {
      return context ? (idle[0]?.contextSize ?? context.contextSize) : undefined;
    },
    promptTokens,
    whenInstructionsRead: () => instructionsRead,
    async complete(job, signal) {
      if (state !== 'ready') throw new ModelUnavailableError(`the model is ${state}`);
      const asked = performance.now();
      requests.enter();
      // Aborted while waiting: the request leaves the queue without touching the model.
      const result = sequences.run(() => {
        reportQueue();
        return generate(job, signal, asked);
      }, signal);
      reportQueue();
      try {
        return await result;
      } finally {
        requests.leave();
        queueMicrotask(reportQueue);
      }
    },
    start() {
      started ??= load();
      return started;
    },
    async close() {
      closed = true;
      stop.abort(new Error('the embedded model is closing'));
      // Settles at once: every step of a load ends on the stop.
      await started;
      await disposeAll();
      if (state !== 'failed') state = 'stopped';
    },
  };
}
