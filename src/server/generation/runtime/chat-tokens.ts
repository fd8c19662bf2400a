/**
 * The tokens a model reads for a chat of the small-model prompt: its system and user messages in
 * the model's own chat template, then the answer's opening: what the model reads for an answer
 * (write-on-sequence.ts), and the instructions' saved states are cut from the same tokens, so
 * counts and prefixes taken here match what it reads.
 */
import type { ChatWrapper, LlamaModel, Token } from 'node-llama-cpp';
import type { SmallModelPrompt } from '#core/index.ts';

export function chatTokens(
  model: LlamaModel,
  chatWrapper: ChatWrapper,
  prompt: SmallModelPrompt,
  opening = '',
): Token[] {
  return chatWrapper
    .generateContextState({
      chatHistory: [
        { type: 'system', text: prompt.system },
        { type: 'user', text: prompt.user },
        { type: 'model', response: opening ? [opening] : [] },
      ],
    })
    .contextText.tokenize(model.tokenizer);
}
