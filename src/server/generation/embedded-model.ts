/**
 * The language model in our own process (docs/decisions/009), run by node-llama-cpp on the CPU.
 * Started once, in the background: find the file (or download it), load it, make one context of
 * EMBEDDED_MODEL_SEQUENCES sequences. Each request takes a sequence of its own (a context throws
 * when they run out, so a semaphore hands them out), with a bounded queue in front; its own chat
 * session (two prompts on one session would be one conversation), a JSON-schema grammar, and the
 * visitor's abort signal, which stops the generation and frees the sequence.
 */
import type {
  ChatWrapper,
  Llama,
  LlamaContext,
  LlamaContextSequence,
  LlamaGrammar,
  LlamaModel,
} from 'node-llama-cpp';
import type { AnswerSchema, EmbeddedModelState, TextGenerationHealth } from '#core/index.ts';
import type { Config } from '../config.ts';
import { createSemaphore } from '../limits/semaphore.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { type DownloadProgress, fetchModelFile, modelFilePath } from './model-file.ts';

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
  /** True when a request would be taken now: the model is ready and its queue has room. */
  hasRoom(): boolean;
  /** The whole JSON text of the answer; throws on abort, on a full queue or a model not ready. */
  complete(job: CompletionJob, signal?: AbortSignal): Promise<string>;
  /** Finds or downloads the file and loads it; once (later calls return the same promise). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** What the model is run with: the configuration's part, and for tests a logger and metrics. */
export interface EmbeddedModelOptions {
  config: Config['embedded'];
  logger: Logger;
  metrics?: Pick<Metrics, 'observeEmbeddedGeneration' | 'setEmbeddedQueue'>;
}

/** Thrown to a request the model cannot take now; the generator answers with the rules instead. */
export class ModelUnavailableError extends Error {
  override name = 'ModelUnavailableError';
}

/** Progress is logged at every tenth of the file, so a terminal shows it move without a flood. */
const PROGRESS_STEPS = 10;

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1_000_000).toLocaleString('en')} MB`;
}

export function createEmbeddedModel({
  config,
  logger,
  metrics,
}: EmbeddedModelOptions): EmbeddedModel {
  const log = logger.child({ component: 'embedded-model' });
  let state: EmbeddedModelState = 'loading';
  let name: string | undefined;
  let progress: number | undefined;
  let reason: string | undefined;
  let started: Promise<void> | undefined;
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

  function fail(message: string): void {
    state = 'failed';
    reason = message;
    progress = undefined;
    log.error(
      { reason: message },
      `the embedded model is not available: ${message}. The rules writer answers instead.`,
    );
  }

  async function locateFile(): Promise<string> {
    if (config.model !== 'auto' && config.model !== 'off') return config.model.path;
    const target = modelFilePath(config.modelsDir, config.url);
    let lastStep = -1;
    return fetchModelFile(config, {
      onProgress({ downloadedBytes, totalBytes }: DownloadProgress) {
        if (totalBytes <= 0) return;
        state = 'downloading';
        progress = Math.min(100, (downloadedBytes / totalBytes) * 100);
        const step = Math.floor((progress / 100) * PROGRESS_STEPS);
        if (step === lastStep) return;
        lastStep = step;
        log.info(
          { downloadedBytes, totalBytes, file: target },
          `downloading the model: ${Math.floor(progress)}% (${megabytes(downloadedBytes)} of ${megabytes(totalBytes)})`,
        );
      },
    });
  }

  async function load(): Promise<void> {
    try {
      const path = await locateFile();
      state = 'loading';
      progress = undefined;
      const started = performance.now();
      const runtime = await import('node-llama-cpp');
      // The CPU build the package ships (no build from source, no download of one), on as many
      // threads as the machine has: its default, max(4, cores), crawls on a 2-core machine.
      llama = await runtime.getLlama({
        gpu: false,
        build: 'never',
        maxThreads: config.threads,
        logLevel: runtime.LlamaLogLevel.error,
        logger: (level, message) => {
          if (message.trim()) log.warn({ level }, `llama.cpp: ${message.trim()}`);
        },
      });
      model = await llama.loadModel({ modelPath: path });
      name = model.fileInfo.metadata.general?.name?.trim() || undefined;
      // Resolved once: left to `auto`, every chat session renders the file's template against
      // each known wrapper again (a few hundred milliseconds a request).
      chatWrapper = runtime.resolveChatWrapper(model);
      context = await model.createContext({
        sequences: config.sequences,
        contextSize: config.contextSize,
        threads: config.threads,
      });
      for (let index = 0; index < config.sequences; index++) idle.push(context.getSequence());
      if (closed) {
        await disposeAll();
        return;
      }
      state = 'ready';
      log.info(
        { model: name, file: path, ms: Math.round(performance.now() - started) },
        `the embedded model is ready: ${name ?? path}`,
      );
    } catch (error) {
      fail((error as Error).message);
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
        ...(state === 'failed' && reason !== undefined && { reason }),
      };
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
      await started;
      await disposeAll();
    },
  };
}
