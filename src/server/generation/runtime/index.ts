// The runtime's room: node-llama-cpp brought up on the model file, its chat wrapper, sequences,
// saved instruction states, the wait, the grammar and the prompt fitted to the context.
export {
  type CompletionJob,
  createEmbeddedModel,
  type EmbeddedModel,
  type GenerationFigures,
} from './embedded-model.ts';
export { fitPrompt, MAX_TOKENS, sourceFits } from './fit-prompt.ts';
export type { LlamaRuntime } from './llama-runtime.ts';
export { jsonTextReader, smallModelAsk } from './small-model-ask.ts';
