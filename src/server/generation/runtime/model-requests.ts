/**
 * The requests to the embedded model: each takes a sequence of its own (a context throws when
 * they run out, so a semaphore hands them out), with a queue in front bounded by the wait it
 * would cause (model-wait.ts), its kept instructions placed on the sequence, a JSON-schema
 * grammar, and the visitor's abort signal, which stops the generation and frees the sequence.
 */
import type { AnswerSchema, SmallModelPrompt } from '#core/index.ts';
import type { Config } from '../../config/index.ts';
import { createSemaphore, type Semaphore } from '../../limits/semaphore.ts';
import type { Metrics } from '../../metrics/metrics.ts';
import { answerGrammar, createAnswerGrammars } from './answer-grammar.ts';
import { chatTokens } from './chat-tokens.ts';
import type { ModelLife } from './model-life.ts';
import { createModelQueue, type ModelQueue } from './model-wait.ts';
import { refusedTokensBias } from './refused-tokens.ts';
import {
  type CompletionJob,
  type GenerationFigures,
  writeOnSequence,
} from './write-on-sequence.ts';

/** Thrown to a request the model cannot take now; the generator answers with the rules instead. */
export class ModelUnavailableError extends Error {
  override name = 'ModelUnavailableError';
}

export interface ModelRequestsOptions {
  config: Config['embedded'];
  clock: () => number;
  metrics?: Pick<Metrics, 'observeEmbeddedGeneration' | 'setEmbeddedQueue'> | undefined;
  onGenerated?: ((figures: GenerationFigures) => void) | undefined;
}

export interface ModelRequests {
  /** The sequences' slots, shared with the reading ahead. */
  readonly sequences: Semaphore;
  /** Requests taken and not yet answered: bounded by the wait they would cause. */
  readonly requests: ModelQueue;
  promptTokens(prompt: SmallModelPrompt, schema: AnswerSchema): number;
  complete(job: CompletionJob, signal?: AbortSignal): Promise<string>;
}

export function createModelRequests(
  life: ModelLife,
  { config, clock, metrics, onGenerated }: ModelRequestsOptions,
): ModelRequests {
  const sequences = createSemaphore(config.sequences);
  const requests = createModelQueue(config, clock);
  let grammarFor: ReturnType<typeof createAnswerGrammars> | undefined;

  const reportQueue = () => metrics?.setEmbeddedQueue(sequences.waiting, sequences.active);

  function promptTokens(prompt: SmallModelPrompt, schema: AnswerSchema): number {
    const loaded = life.loaded;
    if (!loaded?.chatWrapper) throw new ModelUnavailableError('the model is not loaded');
    return chatTokens(loaded.model, loaded.chatWrapper, prompt, answerGrammar(schema).opening)
      .length;
  }

  async function generate(job: CompletionJob, signal: AbortSignal | undefined, asked: number) {
    const loaded = life.loaded;
    if (!loaded?.chatWrapper) throw new ModelUnavailableError('the model is not loaded');
    const { chatWrapper } = loaded;
    signal?.throwIfAborted();
    grammarFor ??= createAnswerGrammars(loaded.llama);
    const { opening, grammar, refusesTokens } = await grammarFor(job.schema);
    // The semaphore lets no more requests in than there are sequences.
    const sequence = life.idle.pop();
    if (!sequence) throw new ModelUnavailableError('no sequence is free');
    const began = clock();
    requests.wait.started();
    let answered = false;
    try {
      // A sequence holding another mode's instructions loads this one's, saved when the model
      // loaded: the runtime then reads only the post's turn.
      await life.instructions?.place(sequence, job.system);
      const written = await writeOnSequence({
        sequence,
        chatWrapper,
        job,
        opening,
        grammar,
        // Tokens the grammar would refuse wherever they came: never drawn, so never re-sampled.
        tokenBias: refusesTokens ? refusedTokensBias(loaded.model) : undefined,
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
      await life.instructions?.remember(sequence, job.system).catch(() => undefined);
      life.idle.push(sequence);
    }
  }

  return {
    sequences,
    requests,
    promptTokens,
    async complete(job, signal) {
      if (life.state !== 'ready') throw new ModelUnavailableError(`the model is ${life.state}`);
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
  };
}
