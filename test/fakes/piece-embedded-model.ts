/**
 * An embedded model that writes its answer's JSON one onText piece at a time, as node-llama-cpp
 * gives a real model's tokens, behind the real embedded generator: after each piece it waits for
 * `between` (a short pause, or until the test has seen what it waits for), so a test can tell how
 * many pieces were written when the first partial left. Each piece after the first (the JSON's
 * opening, which the runtime writes no token for) counts as one token written. No model is loaded.
 */
import type { AnswerShape, SmallModelPrompt } from '#core/index.ts';
import { createEmbeddedGenerator, createLocalWriter } from '#server/generation/providers/index.ts';
import type { CompletionJob, EmbeddedModel } from '#server/generation/runtime/index.ts';
import type { TextGenerator } from '#server/services.ts';

export interface PieceEmbeddedModel {
  /** The embedded generator (the model in front, the real rules writer behind it). */
  generator: TextGenerator;
  /** Pieces written of the answer being written (0 when a new one starts). */
  readonly written: number;
  /**
   * What the model answers from now on: its pieces for a job of `shape` (the schema's), and what
   * it waits for after the piece at `index` (0-based) is written.
   */
  script(
    pieces: (shape: AnswerShape, job: CompletionJob) => readonly string[],
    between: (index: number) => Promise<void>,
  ): void;
}

/** The schema's shape: `lines`, `caption` (a meme) or `posts` (a thread). */
function shapeOf(job: CompletionJob): AnswerShape {
  const required = (job.schema as { required?: string[] }).required ?? [];
  if (required.includes('caption')) return 'meme';
  return required.includes('posts') ? 'posts' : 'lines';
}

export function pieceEmbeddedModel(): PieceEmbeddedModel {
  let written = 0;
  let piecesOf: (shape: AnswerShape, job: CompletionJob) => readonly string[] = () => [];
  let wait: (index: number) => Promise<void> = () => Promise.resolve();
  const model: EmbeddedModel = {
    state: 'ready',
    name: 'Pieces',
    health: () => ({ provider: 'embedded', model: 'Pieces', state: 'ready' }),
    rulesReason: () => ({ kind: 'busy' }),
    hasRoom: () => true,
    contextSize: 32_768,
    promptTokens: (prompt: SmallModelPrompt) =>
      Math.ceil((prompt.system.length + prompt.user.length) / 4),
    async complete(job, signal) {
      const pieces = piecesOf(shapeOf(job), job);
      written = 0;
      for (const [index, piece] of pieces.entries()) {
        if (signal?.aborted) throw signal.reason;
        job.onText?.(piece, index);
        written = index + 1;
        await wait(index);
      }
      return pieces.join('');
    },
    whenInstructionsRead: async () => {},
    whenMainThreadFree: async () => {},
    start: async () => {},
    close: async () => {},
  };
  return {
    generator: createEmbeddedGenerator(model, createLocalWriter()),
    get written() {
      return written;
    },
    script(pieces, between) {
      piecesOf = pieces;
      wait = between;
    },
  };
}
