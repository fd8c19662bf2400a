/**
 * The language model in our own process (docs/decisions/009), run by node-llama-cpp on the CPU (or
 * a GPU build of it, EMBEDDED_MODEL_GPU). Started once, in the background: model-loader.ts finds
 * the file (or downloads it), checks it and the memory, loads it and makes one context of
 * EMBEDDED_MODEL_SEQUENCES sequences; close() ends that at once. Each request takes a sequence of
 * its own (a context throws when they run out, so a semaphore hands them out), with a bounded queue
 * in front; its own chat session (two prompts on one session would be one conversation), a
 * JSON-schema grammar, and the visitor's abort signal, which stops the generation and frees the
 * sequence.
 */
import type {
  ChatWrapper,
  Llama,
  LlamaContext,
  LlamaContextSequence,
  LlamaGrammar,
  LlamaModel,
} from 'node-llama-cpp';
import {
  type AnswerSchema,
  type EmbeddedModelState,
  MODEL_FAILURE_REASONS,
  type ModelBackend,
  type ModelFailure,
  type RulesReason,
  type TextGenerationHealth,
} from '#core/index.ts';
import type { Config } from '../config.ts';
import { createSemaphore } from '../limits/semaphore.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { createMemoryReader, type MemoryReader } from './memory-room.ts';
import { failureLogLine, ModelFailureError } from './model-failure.ts';
import { type LlamaRuntime, loadEmbeddedModel } from './model-loader.ts';

/** One answer asked of the model. */
export interface CompletionJob {
  /** The instructions (system message) and the request with the post (user message). */
  system: string;
  user: string;
  /** The answer's shape: the grammar makes every token keep to it. */
  schema: AnswerSchema;
  /** A grammar needs a cap: a model that never closes its JSON would write forever. */
  maxTokens: number;
  temperature: number;
  seed?: number;
  /** Each piece of the answer's text as it is written. */
  onText?: (text: string) => void;
}

export interface EmbeddedModel {
  readonly state: EmbeddedModelState;
  /** The model's `general.name` from its file, once it is read. */
  readonly name: string | undefined;
  health(): TextGenerationHealth;
  /** Why the rules writer answers in the model's place now (meaningful while it has no room). */
  rulesReason(): RulesReason;
  /** True when a request would be taken now: the model is ready and its queue has room. */
  hasRoom(): boolean;
  /** The whole JSON text of the answer; throws on abort, on a full queue or a model not ready. */
  complete(job: CompletionJob, signal?: AbortSignal): Promise<string>;
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
  const grammars = new Map<string, Promise<LlamaGrammar>>();
  const sequences = createSemaphore(config.sequences);
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

  /** One grammar per schema, made once: turning a schema into a grammar is not free. */
  function grammarFor(schema: AnswerSchema): Promise<LlamaGrammar> {
    const key = JSON.stringify(schema);
    let grammar = grammars.get(key);
    if (!grammar) {
      if (!llama) throw new ModelUnavailableError('the model is not loaded');
      // Core's schemas are plain data in the subset the runtime's JSON-schema grammar takes.
      grammar = llama.createGrammarForJsonSchema(schema as never);
      grammars.set(key, grammar);
    }
    return grammar;
  }

  async function generate(job: CompletionJob, signal: AbortSignal | undefined, asked: number) {
    if (!context || !model) throw new ModelUnavailableError('the model is not loaded');
    signal?.throwIfAborted();
    const { LlamaChatSession } = await import('node-llama-cpp');
    const grammar = await grammarFor(job.schema);
    // The semaphore lets no more requests in than there are sequences.
    const sequence = idle.pop();
    if (!sequence) throw new ModelUnavailableError('no sequence is free');
    // A new session is a new conversation; what the sequence already holds is not cleared, so the
    // runtime keeps the part the new prompt shares with the last one (the same instructions and
    // example, hundreds of tokens) instead of reading it again on the CPU.
    const session = new LlamaChatSession({
      contextSequence: sequence,
      systemPrompt: job.system,
      autoDisposeSequence: false,
      ...(chatWrapper && { chatWrapper }),
    });
    let firstTokenAt: number | undefined;
    let tokens = 0;
    try {
      const answer = await session.prompt(job.user, {
        grammar,
        maxTokens: job.maxTokens,
        temperature: job.temperature,
        ...(job.seed !== undefined && { seed: job.seed }),
        ...(signal && { signal }),
        onToken(written) {
          firstTokenAt ??= performance.now();
          tokens += written.length;
        },
        onTextChunk(text) {
          if (text) job.onText?.(text);
        },
      });
      if (firstTokenAt !== undefined) {
        const writingSeconds = (performance.now() - firstTokenAt) / 1000;
        metrics?.observeEmbeddedGeneration(
          (firstTokenAt - asked) / 1000,
          writingSeconds > 0 ? tokens / writingSeconds : 0,
        );
      }
      return answer;
    } finally {
      session.dispose({ disposeSequence: false });
      idle.push(sequence);
    }
  }

  async function disposeAll(): Promise<void> {
    idle.length = 0;
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
      return (
        state === 'ready' && sequences.active + sequences.waiting < config.sequences + config.queue
      );
    },
    async complete(job, signal) {
      if (state !== 'ready') throw new ModelUnavailableError(`the model is ${state}`);
      const asked = performance.now();
      // Aborted while waiting: the request leaves the queue without touching the model.
      const result = sequences.run(() => {
        reportQueue();
        return generate(job, signal, asked);
      }, signal);
      reportQueue();
      try {
        return await result;
      } finally {
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
