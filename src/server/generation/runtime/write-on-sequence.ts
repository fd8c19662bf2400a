/**
 * One answer written on one of the model's sequences: a chat session over it (its own, so two
 * prompts are never one conversation), the answer's opening given as the start of the reply
 * (answer-grammar.ts), the grammar of the rest, the visitor's signal, and what it cost by the
 * runtime's own counts.
 */
import type {
  LlamaChatSession as ChatSession,
  ChatWrapper,
  LlamaContextSequence,
  LlamaGrammar,
} from 'node-llama-cpp';
import type { AnswerSchema } from '#core/index.ts';

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

export async function writeOnSequence({
  sequence,
  chatWrapper,
  job,
  opening,
  grammar,
  signal,
}: {
  sequence: LlamaContextSequence;
  chatWrapper: ChatWrapper | undefined;
  job: CompletionJob;
  opening: string;
  grammar: LlamaGrammar;
  signal: AbortSignal | undefined;
}): Promise<WrittenAnswer> {
  const { LlamaChatSession } = await import('node-llama-cpp');
  // A new session is a new conversation; what the sequence already holds is not cleared, so the
  // runtime keeps the part the new prompt shares with it (the instructions) and reads the rest.
  const session: ChatSession = new LlamaChatSession({
    contextSequence: sequence,
    systemPrompt: job.system,
    autoDisposeSequence: false,
    ...(chatWrapper && { chatWrapper }),
  });
  let firstTokenAt: number | undefined;
  let writtenTokens = 0;
  const readBefore = sequence.tokenMeter.usedInputTokens;
  // The runtime reports the opening as the first tokens: they are read, not written.
  let openingReported = false;
  try {
    const answer = await session.prompt(job.user, {
      grammar,
      responsePrefix: opening,
      maxTokens: job.maxTokens,
      temperature: job.temperature,
      ...(job.seed !== undefined && { seed: job.seed }),
      ...(signal && { signal }),
      onToken(tokens) {
        if (!openingReported) {
          openingReported = true;
          return;
        }
        firstTokenAt ??= performance.now();
        writtenTokens += tokens.length;
      },
      onTextChunk(text) {
        if (text) job.onText?.(text);
      },
    });
    return {
      answer: answer.startsWith(opening) ? answer : `${opening}${answer}`,
      firstTokenAt,
      writtenTokens,
      readTokens: sequence.tokenMeter.usedInputTokens - readBefore,
    };
  } finally {
    session.dispose({ disposeSequence: false });
  }
}
