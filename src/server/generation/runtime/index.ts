// The runtime's room: node-llama-cpp brought up on the model file, its chat wrapper, sequences,
// saved instruction states, the wait, the grammar (and the tokens it refuses everywhere, removed
// before sampling: refused-tokens.ts) and the prompt fitted to the context. The
// grammar, chat tokens and writeOnSequence are also what bench/writing-pace.ts takes apart.
export { answerGrammar } from './answer-grammar.ts';
export { chatTokens } from './chat-tokens.ts';
export { startRuntimeEarly } from './early-runtime.ts';
export {
  type CompletionJob,
  createEmbeddedModel,
  type EmbeddedModel,
  type GenerationFigures,
} from './embedded-model.ts';
export { fitPrompt, MAX_TOKENS, sourceFits } from './fit-prompt.ts';
export type { LlamaRuntime } from './llama-runtime.ts';
export { readRefusedTokens, refusedTokensBias } from './refused-tokens.ts';
export { jsonTextReader, smallModelAsk } from './small-model-ask.ts';
export type { EmbeddedRuntime, StartedRuntime } from './start-llama.ts';
export { writeOnSequence } from './write-on-sequence.ts';
