/**
 * Any OpenAI-compatible chat-completions server: the Hugging Face router, vLLM, Ollama, llama.cpp,
 * TGI's /v1 routes. Plain `fetch` rather than the `openai` package: its current major needs Node 22
 * (we run on Node 20), and its own retries would not honour HF's `estimated_time`.
 */
import type { Logger } from '../../logging/logger.ts';
import type { GenerationParameters, GenerationRequest, TextGenerator } from '../../services.ts';
import { postForEventStream } from './post-for-event-stream.ts';
import { postJsonWithRetry, type RetryPolicy, UpstreamError } from './post-json-with-retry.ts';

export interface OpenAiGeneratorOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  policy: RetryPolicy;
  logger: Logger;
  /** The provider named in logs and /api/health (`openai` unless another server speaks it). */
  name?: string;
  /**
   * The chat's messages and extra body fields for a request; by default the prompt as one user
   * message. Ollama's generator sends the small-model prompts and a JSON schema instead.
   */
  chatFor?: (request: GenerationRequest) => {
    messages: Array<{ role: 'system' | 'user'; content: string }>;
    extra?: Record<string, unknown>;
  };
  /** The model's name when it is known only later (Ollama's first listed model). */
  modelName?: () => Promise<string>;
}

/**
 * The sampling fields every OpenAI-compatible server accepts. `top_k` and `repetition_penalty`
 * are left out: Ollama and TGI's chat route ignore them, llama.cpp spells the penalty
 * `repeat_penalty`, and a strict provider behind the HF router may reject unknown fields.
 * A `top_p` of 1 or more is also left out because TGI answers 422 to it.
 */
export function chatSamplingFields(parameters: GenerationParameters): Record<string, number> {
  const fields: Record<string, number> = {
    max_tokens: parameters.max_new_tokens,
    temperature: parameters.temperature,
  };
  if (parameters.top_p !== undefined && parameters.top_p > 0 && parameters.top_p < 1) {
    fields.top_p = parameters.top_p;
  }
  if (parameters.seed !== undefined) fields.seed = parameters.seed;
  return fields;
}

/** The assistant's text of a chat completion, or throws when the answer has none. */
function readChatContent(answer: unknown): string {
  const choices = (answer as { choices?: unknown })?.choices;
  const first = Array.isArray(choices) ? (choices[0] as { message?: { content?: unknown } }) : null;
  const content = first?.message?.content;
  if (typeof content !== 'string') {
    throw new UpstreamError('openai: the answer has no choices[0].message.content');
  }
  return content;
}

/**
 * The text of one streamed chunk (`choices[0].delta.content`); '' for role-only, usage-only and
 * finish chunks. An `{error}` chunk (TGI's and the HF router's mid-stream failure) throws.
 */
export function readChunkContent(data: string): string {
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    throw new UpstreamError('openai: a streamed chunk is not JSON');
  }
  const error = (chunk as { error?: unknown })?.error;
  if (error !== undefined && error !== null) {
    const message =
      typeof error === 'string' ? error : String((error as { message?: unknown }).message ?? '');
    throw new UpstreamError(`openai: the stream failed: ${message.slice(0, 160)}`);
  }
  const choices = (chunk as { choices?: unknown })?.choices;
  const first = Array.isArray(choices) ? (choices[0] as { delta?: { content?: unknown } }) : null;
  const content = first?.delta?.content;
  return typeof content === 'string' ? content : '';
}

/** A TextGenerator that sends the prompt as one user message to `${baseUrl}/chat/completions`. */
export function createOpenAiGenerator(options: OpenAiGeneratorOptions): TextGenerator {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = options.apiKey
    ? { authorization: `Bearer ${options.apiKey}` }
    : {};
  const chatBody = async (request: GenerationRequest, stream: boolean) => {
    const chat = options.chatFor?.(request) ?? {
      messages: [{ role: 'user' as const, content: request.prompt }],
    };
    return {
      // Explicit: vLLM and Ollama answer 404 for a model name they do not serve.
      model: options.modelName ? await options.modelName() : options.model,
      messages: chat.messages,
      ...chatSamplingFields(request.parameters),
      ...chat.extra,
      stream,
    };
  };
  return {
    name: options.name ?? 'openai',
    async generate(request: GenerationRequest, signal?: AbortSignal): Promise<string> {
      const answer = await postJsonWithRetry({
        provider: 'openai',
        url,
        headers,
        body: await chatBody(request, false),
        policy: options.policy,
        logger: options.logger,
        signal,
      });
      const content = readChatContent(answer).trim();
      if (!content) throw new UpstreamError('openai: the model answered with empty text');
      return content;
    },
    async *stream(request: GenerationRequest, signal?: AbortSignal): AsyncIterable<string> {
      const events = postForEventStream({
        provider: 'openai',
        url,
        headers,
        body: await chatBody(request, true),
        policy: options.policy,
        logger: options.logger,
        signal,
      });
      for await (const event of events) {
        // The OpenAI routes end with a `[DONE]` sentinel rather than closing first.
        if (event.data.trim() === '[DONE]') return;
        const content = readChunkContent(event.data);
        if (content) yield content;
      }
    },
  };
}
