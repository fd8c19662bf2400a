/**
 * The embedded model's prompt, budgeted in tokens: the post is cut to what fits the context less
 * the answer's room and the instructions, counted on the real prompt (chat template included),
 * so the runtime never has to shorten it itself (it would cut the end of the prompt, where the
 * language line stands). Characters were a poor measure: 6,000 of Japanese
 * are about 6,000 tokens, more than a 4,096-token context holds.
 */
import {
  type AnswerSchema,
  type AnswerShape,
  SMALL_MODEL_MAX_SOURCE_CHARS,
  type SmallModelPrompt,
} from '#core/index.ts';
import type { GenerationRequest } from '../../services.ts';
import { type SmallModelAsk, smallModelAsk } from './small-model-ask.ts';

/**
 * Tokens an answer may take: its JSON with every string at its cap, in a script of one token a
 * character (Japanese, Chinese); English needs about a third.
 */
export const MAX_TOKENS: Readonly<Record<AnswerShape, number>> = {
  lines: 600,
  meme: 250,
  posts: 1_500,
};

/** In a context too small for an answer's cap, the answer still gets this much, and the post… */
const MIN_ANSWER_TOKENS = 64;
/** …this much, before the answer's room shrinks below its cap. */
const MIN_SOURCE_TOKENS = 64;

/** What the budget is counted on: the loaded model's context and tokenizer. */
export interface PromptCounter {
  readonly contextSize: number | undefined;
  promptTokens(prompt: SmallModelPrompt, schema: AnswerSchema): number;
}

export interface FittedAsk extends SmallModelAsk {
  /** The answer's room in tokens: what the generation may write. */
  maxTokens: number;
  /** True when the whole source is in the prompt, uncut. */
  whole: boolean;
}

interface Budget {
  maxTokens: number;
  /** The most tokens the prompt may take. */
  room: number;
  count(ask: SmallModelAsk): number;
}

function budget(request: GenerationRequest, counter: PromptCounter): Budget {
  const contextSize = counter.contextSize;
  if (contextSize === undefined) throw new Error('the model is not loaded');
  const count = (ask: SmallModelAsk) => counter.promptTokens(ask.prompt, ask.schema);
  const bare = smallModelAsk(request, 0);
  // The instructions, the turn, the language line and the format: in every prompt.
  const fixed = count(bare);
  if (fixed + MIN_ANSWER_TOKENS >= contextSize) {
    // Nothing to cut but the instructions: better the rules' card than a prompt cut blind.
    throw new Error(
      `the instructions take ${fixed} of the ${contextSize} tokens of the context: EMBEDDED_MODEL_CONTEXT is too small`,
    );
  }
  const maxTokens = Math.max(
    MIN_ANSWER_TOKENS,
    Math.min(MAX_TOKENS[bare.shape], contextSize - fixed - MIN_SOURCE_TOKENS),
  );
  // One token spare: the runtime wants a free cell past the prompt before it writes.
  return { maxTokens, room: contextSize - maxTokens - 1, count };
}

/** True when `request.sourceText` goes into the prompt whole (see `TextGenerator.sourceFits`). */
export function sourceFits(request: GenerationRequest, counter: PromptCounter): boolean {
  if (request.sourceText.length > SMALL_MODEL_MAX_SOURCE_CHARS) return false;
  try {
    const { room, count } = budget(request, counter);
    return count(smallModelAsk(request)) <= room;
  } catch {
    return false;
  }
}

/** The request's prompt with its source cut to fit, and the answer's room. */
export function fitPrompt(request: GenerationRequest, counter: PromptCounter): FittedAsk {
  const { maxTokens, room, count } = budget(request, counter);
  const full = smallModelAsk(request);
  const length = Math.min(request.sourceText.length, SMALL_MODEL_MAX_SOURCE_CHARS);
  if (count(full) <= room) {
    return { ...full, maxTokens, whole: request.sourceText.length === length };
  }
  // The longest opening of the source that fits: tokens grow with characters.
  let fits = 0;
  let over = length;
  while (over - fits > 1) {
    const middle = Math.floor((fits + over) / 2);
    if (count(smallModelAsk(request, middle)) <= room) fits = middle;
    else over = middle;
  }
  return { ...smallModelAsk(request, fits), maxTokens, whole: false };
}
