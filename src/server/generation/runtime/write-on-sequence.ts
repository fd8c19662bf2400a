/**
 * One answer written on one of the model's sequences: the chat's tokens (chat-tokens.ts: the
 * instructions, the post's turn and the answer's opening, in the model's own template) evaluated
 * on the sequence, the part it already holds kept, then each token sampled under the grammar of the
 * rest of the answer, with the visitor's signal, and what it cost by the runtime's own counts.
 *
 * Written on the sequence itself rather than through a chat session: the tokens read are then
 * exactly the ones the instructions' saved states are cut from (chat-tokens.ts), with no second
 * renderer of the template between them. Not for speed: the same turns written both ways, in
 * turns on a quiet machine, reached their first token and wrote at the same pace (docs/decisions/
 * 014, "Written on the sequence"). What the session applied is kept here: the end of the answer
 * where the grammar allows nothing more than the end of generation. No repeat penalty: the
 * session's, the last 64 tokens given with no `penalty`, was inert (node-llama-cpp's sampler then
 * penalises by 1, which it skips), so the same seed writes the same tokens without it, and each
 * token no longer copies the window for nothing.
 */
import type {
  ChatWrapper,
  LlamaContextSequence,
  LlamaGrammar,
  LlamaModel,
  Token,
  TokenBias,
} from 'node-llama-cpp';
import type { AnswerSchema } from '#core/index.ts';
import { chatTokens } from './chat-tokens.ts';

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
  /**
   * Each piece of the answer's text as it is written, its opening first, with the tokens the model
   * had written by then (the opening: none), so a stream can say what its first words cost.
   */
  onText?: (text: string, writtenTokens: number) => void;
}

/** What one generation cost, by the runtime's own counts. */
export interface GenerationFigures {
  /** Tokens of the whole prompt (template and the answer's opening included). */
  promptTokens: number;
  /** Of those, the tokens the model read for this request: what its sequence did not hold. */
  readTokens: number;
  /** Tokens the model wrote. */
  writtenTokens: number;
  /** complete() called → the first token written, queue wait included. */
  firstTokenMs: number | undefined;
  /** The sequence taken → the answer's end. */
  ms: number;
}

export interface WrittenAnswer {
  /** The answer's whole JSON, its opening included. */
  answer: string;
  /** performance.now() of the first token the model wrote. */
  firstTokenAt: number | undefined;
  writtenTokens: number;
  /** Tokens the model read for this answer: the prompt less what the sequence held already. */
  readTokens: number;
}

/**
 * Text of tokens as they come. A token may end inside a character (a byte of a multi-byte UTF-8
 * sequence): its text then ends in U+FFFD, and it is held until the next token completes it.
 */
export function tokenTextStream(
  model: Pick<LlamaModel, 'detokenize'>,
  onText: (text: string) => void,
): { push(token: Token): void; flush(): void } {
  const done: Token[] = [];
  let pending: Token[] = [];
  const emit = (force: boolean) => {
    if (pending.length === 0) return;
    const text = model.detokenize(pending, false, done.slice(-8));
    // Four bytes at most make one character: a longer hold is not a split character.
    if (!force && text.endsWith('\uFFFD') && pending.length < 4) return;
    done.push(...pending);
    pending = [];
    if (text) onText(text);
  };
  return {
    push(token) {
      pending.push(token);
      emit(false);
    },
    flush: () => emit(true),
  };
}

export async function writeOnSequence({
  sequence,
  chatWrapper,
  job,
  opening,
  grammar,
  tokenBias,
  signal,
}: {
  sequence: LlamaContextSequence;
  chatWrapper: ChatWrapper;
  job: CompletionJob;
  opening: string;
  grammar: LlamaGrammar;
  /** The tokens the grammar refuses in every state, removed before sampling (refused-tokens.ts). */
  tokenBias?: TokenBias | undefined;
  signal: AbortSignal | undefined;
}): Promise<WrittenAnswer> {
  const { LlamaGrammarEvaluationState } = await import('node-llama-cpp');
  const model = sequence.model;
  const tokens = chatTokens(model, chatWrapper, job, opening);
  // What the sequence holds of this prompt (the instructions) is kept; the rest of what it holds
  // (an earlier answer) goes. One token at least is read, for the model to write after it.
  const kept = Math.min(
    sequence.compareContextTokens(tokens).firstDifferentIndex,
    tokens.length - 1,
  );
  if (sequence.nextTokenIndex > kept) {
    await sequence.eraseContextTokenRanges([{ start: kept, end: sequence.nextTokenIndex }]);
  }
  signal?.throwIfAborted();
  const written: Token[] = [];
  // The text of the written tokens, handed on after the next token's evaluation has begun: the
  // stream's work for a piece (the JSON read, the partials, the guard's safe head) then runs while
  // the model computes, not before it (the runtime starts a decode only once this turn of the
  // event loop's work is done; a timer's callback comes after that start).
  let streamed = 0;
  const text = tokenTextStream(model, (piece) => job.onText?.(piece, streamed));
  let later: ReturnType<typeof setTimeout> | undefined;
  const streamWritten = () => {
    later = undefined;
    while (streamed < written.length) {
      const token = written[streamed] as Token;
      streamed += 1;
      text.push(token);
    }
  };
  job.onText?.(opening, 0);
  const readBefore = sequence.tokenMeter.usedInputTokens;
  let firstTokenAt: number | undefined;
  const evaluation = sequence.evaluate(tokens.slice(kept), {
    temperature: job.temperature,
    ...(job.seed !== undefined && { seed: job.seed }),
    grammarEvaluationState: new LlamaGrammarEvaluationState({ model, grammar }),
    ...(tokenBias && { tokenBias }),
  });
  // The runtime stops at the end of generation, which the grammar allows only once the answer's
  // JSON is closed; maxTokens stops a model that never closes it.
  try {
    for await (const token of evaluation) {
      firstTokenAt ??= performance.now();
      written.push(token);
      later ??= setTimeout(streamWritten, 0);
      // Leaving the loop ends the evaluation, and the sequence is free for the next request.
      signal?.throwIfAborted();
      if (written.length >= job.maxTokens) break;
    }
  } finally {
    clearTimeout(later);
  }
  streamWritten();
  text.flush();
  return {
    answer: opening + model.detokenize(written),
    firstTokenAt,
    writtenTokens: written.length,
    readTokens: sequence.tokenMeter.usedInputTokens - readBefore,
  };
}
