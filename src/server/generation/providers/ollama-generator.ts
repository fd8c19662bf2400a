/**
 * An Ollama server (`OLLAMA_HOST`) through its OpenAI-compatible API (`/v1/chat/completions`):
 * `OLLAMA_MODEL`, or else the first model its `/api/tags` lists. Ollama runs the same kind of
 * small model as the embedded one, so it gets the same short prompts, and its answer is held to
 * the same JSON schema (`response_format`), read back into the text the shapers take.
 */
import { answerTextFromJson } from '#core/index.ts';
import type { Logger } from '../../logging/logger.ts';
import type { GenerationRequest, TextGenerator } from '../../services.ts';
import { jsonTextReader, smallModelAsk } from '../runtime/index.ts';
import { createOpenAiGenerator } from './openai-generator.ts';
import type { RetryPolicy } from './post-json-with-retry.ts';

export const OLLAMA_NAME = 'ollama';

export interface OllamaOptions {
  /** The server's origin, e.g. http://127.0.0.1:11434. */
  host: string;
  /** OLLAMA_MODEL; undefined: the first model the server lists. */
  model: string | undefined;
  policy: RetryPolicy;
  logger: Logger;
}

/** The names `/api/tags` lists, in its order. */
async function listedModels(host: string, timeoutMs: number): Promise<string[]> {
  const response = await fetch(`${host}/api/tags`, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`Ollama's /api/tags answered ${response.status}`);
  const body = (await response.json()) as { models?: Array<{ name?: unknown; model?: unknown }> };
  return (body.models ?? [])
    .map((entry) => entry.name ?? entry.model)
    .filter((name): name is string => typeof name === 'string' && name !== '');
}

/** The small-model chat and the schema its answer must keep to. */
function chatFor(request: GenerationRequest) {
  const { prompt, schema } = smallModelAsk(request);
  return {
    messages: [
      { role: 'system' as const, content: prompt.system },
      { role: 'user' as const, content: prompt.user },
    ],
    extra: { response_format: { type: 'json_schema', json_schema: { name: 'answer', schema } } },
  };
}

export function createOllamaGenerator({
  host,
  model,
  policy,
  logger,
}: OllamaOptions): TextGenerator {
  let chosen: string | undefined = model;
  let asking: Promise<string> | undefined;
  /** OLLAMA_MODEL, or the first listed model, asked once (again after a failure). */
  const modelName = (): Promise<string> => {
    if (chosen !== undefined) return Promise.resolve(chosen);
    asking ??= listedModels(host, policy.timeoutMs)
      .then((names) => {
        const first = names[0];
        if (first === undefined) {
          throw new Error('the Ollama server lists no model: pull one (ollama pull qwen2.5:1.5b)');
        }
        chosen = first;
        logger.info({ provider: OLLAMA_NAME, model: first }, `Ollama model: ${first}`);
        return first;
      })
      .catch((error: unknown) => {
        // Asked again by the next request: the server may be up, or have a model, by then.
        asking = undefined;
        throw error;
      });
    return asking;
  };
  const chat = createOpenAiGenerator({
    name: OLLAMA_NAME,
    baseUrl: `${host}/v1`,
    apiKey: undefined,
    model: model ?? '',
    policy,
    logger,
    chatFor,
    modelName,
  });
  return {
    name: OLLAMA_NAME,
    async generate(request, signal) {
      const json = await chat.generate(request, signal);
      const text = answerTextFromJson(smallModelAsk(request).shape, json).trim();
      if (!text) throw new Error('ollama: the answer held no text');
      return text;
    },
    async *stream(request, signal) {
      const read = jsonTextReader(smallModelAsk(request).shape);
      for await (const piece of chat.stream?.(request, signal) ?? []) {
        const added = read(piece);
        if (added) yield added;
      }
    },
    health: () => ({ provider: OLLAMA_NAME, ...(chosen !== undefined && { model: chosen }) }),
    start() {
      modelName().catch((error: unknown) =>
        logger.warn(
          { provider: OLLAMA_NAME, reason: (error as Error).message },
          `Ollama at ${host} did not name a model yet: ${(error as Error).message}`,
        ),
      );
    },
  };
}
