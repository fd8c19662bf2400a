// The runtime's room: node-llama-cpp brought up on the model file, its chat wrapper, sequences,
// saved instruction states, the wait, the grammar and the prompt fitted to the context.
export {
  type CompletionJob,
  createEmbeddedModel,
  type EmbeddedModel,
  type GenerationFigures,
} from './embedded-model.ts';
// main.ts imports early-load.ts itself: this index would load the whole room before the load starts.
export type { EarlyLoad } from './early-load.ts';
export { fitPrompt, MAX_TOKENS, sourceFits } from './fit-prompt.ts';
export type { LlamaRuntime } from './llama-runtime.ts';
export { jsonTextReader, smallModelAsk } from './small-model-ask.ts';
