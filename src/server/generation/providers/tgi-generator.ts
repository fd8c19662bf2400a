/**
 * Text Generation Inference's native `/generate` (`{inputs, parameters}` → `generated_text`), for a
 * self-hosted TGI or an HF Inference Endpoint running it.
 */
import type { Logger } from '../../logging/logger.ts';
import type { GenerationParameters, GenerationRequest, TextGenerator } from '../../services.ts';
import { postForEventStream } from './post-for-event-stream.ts';
import { postJsonWithRetry, type RetryPolicy, UpstreamError } from './post-json-with-retry.ts';

export interface TgiGeneratorOptions {
  baseUrl: string;
  apiKey: string | undefined;
  policy: RetryPolicy;
  logger: Logger;
}

/** Mistral's turn markers; a model that keeps talking starts a new turn with them. */
const STOP_SEQUENCES = ['[INST]', '</s>'];

/**
 * Where to POST: a URL that already names the model route (`.../generate`, or the router's
 * `.../hf-inference/models/{id}` that takes the same body) is used as given; otherwise `/generate`.
 */
export function tgiGenerateUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return /\/generate$|\/models\/[^/]+\/[^/]+$/.test(trimmed) ? trimmed : `${trimmed}/generate`;
}

/**
 * Where to POST for a stream: `/generate_stream` beside `/generate`; the router's model URL takes
 * the same body with `stream: true` (TGI's compat route), so it is used as given.
 */
export function tgiStreamUrl(baseUrl: string): { url: string; compat: boolean } {
  const trimmed = baseUrl.replace(/\/+$/, '');
  if (/\/generate$/.test(trimmed)) return { url: `${trimmed}_stream`, compat: false };
  if (/\/generate_stream$/.test(trimmed)) return { url: trimmed, compat: false };
  if (/\/models\/[^/]+\/[^/]+$/.test(trimmed)) return { url: trimmed, compat: true };
  return { url: `${trimmed}/generate_stream`, compat: false };
}

/**
 * The text of one `/generate_stream` event: `token.text`, or '' for special tokens (`</s>`).
 * An `{error}` event is a failure mid-stream and throws.
 */
export function readStreamToken(data: string): string {
  let event: { token?: { text?: unknown; special?: unknown }; error?: unknown };
  try {
    event = JSON.parse(data) as typeof event;
  } catch {
    throw new UpstreamError('tgi: a streamed event is not JSON');
  }
  if (event?.error !== undefined && event.error !== null) {
    throw new UpstreamError(`tgi: the stream failed: ${String(event.error).slice(0, 160)}`);
  }
  if (event?.token?.special === true) return '';
  return typeof event?.token?.text === 'string' ? event.token.text : '';
}

/**
 * The prompt in Mistral's instruction format. No literal `<s>`: TGI adds BOS itself and a second
 * one degrades the answer (providers note §3, "Double BOS"). A prompt already in the format is kept.
 */
export function toMistralInputs(prompt: string): string {
  return prompt.includes('[INST]') ? prompt : `[INST] ${prompt} [/INST]`;
}

/** TGI's parameters, leaving out values its validation rejects with 422 rather than "neutral" ones. */
export function tgiParameters(parameters: GenerationParameters): Record<string, unknown> {
  const result: Record<string, unknown> = {
    max_new_tokens: parameters.max_new_tokens,
    return_full_text: false,
    stop: STOP_SEQUENCES,
  };
  if (parameters.temperature > 0) {
    result.temperature = parameters.temperature;
    // Without this, temperature 1 and no top_p/top_k means greedy decoding in TGI.
    result.do_sample = true;
  }
  const { top_p, top_k, repetition_penalty, seed } = parameters;
  if (top_p !== undefined && top_p > 0 && top_p < 1) result.top_p = top_p;
  if (top_k !== undefined && top_k > 0) result.top_k = Math.round(top_k);
  if (repetition_penalty !== undefined && repetition_penalty > 0) {
    result.repetition_penalty = repetition_penalty;
  }
  if (seed !== undefined) result.seed = seed;
  return result;
}

/** `generated_text` of `{generated_text}` or `[{generated_text}]`, or throws. */
function readGeneratedText(answer: unknown): string {
  const first = Array.isArray(answer) ? answer[0] : answer;
  const text = (first as { generated_text?: unknown } | undefined)?.generated_text;
  if (typeof text !== 'string') throw new UpstreamError('tgi: the answer has no generated_text');
  return text;
}

/** Removes a prompt the server echoed (legacy and compat routes default to return_full_text). */
export function stripEchoedPrompt(text: string, inputs: string, prompt: string): string {
  for (const echoed of [inputs, `<s>${inputs}`, `<s> ${inputs}`, prompt]) {
    if (text.startsWith(echoed)) return text.slice(echoed.length);
  }
  const marker = text.lastIndexOf('[/INST]');
  return marker >= 0 && text.trimStart().startsWith('[INST]')
    ? text.slice(marker + '[/INST]'.length)
    : text;
}

export function createTgiGenerator(options: TgiGeneratorOptions): TextGenerator {
  const url = tgiGenerateUrl(options.baseUrl);
  const streamUrl = tgiStreamUrl(options.baseUrl);
  const headers: Record<string, string> = options.apiKey
    ? { authorization: `Bearer ${options.apiKey}` }
    : {};
  return {
    name: 'tgi',
    async generate(request: GenerationRequest, signal?: AbortSignal): Promise<string> {
      const inputs = toMistralInputs(request.prompt);
      const answer = await postJsonWithRetry({
        provider: 'tgi',
        url,
        headers,
        body: { inputs, parameters: tgiParameters(request.parameters) },
        policy: options.policy,
        logger: options.logger,
        signal,
      });
      const text = stripEchoedPrompt(readGeneratedText(answer), inputs, request.prompt)
        .replace(/<\/s>\s*$/, '')
        .trim();
      if (!text) throw new UpstreamError('tgi: the model answered with empty text');
      return text;
    },
    async *stream(request: GenerationRequest, signal?: AbortSignal): AsyncIterable<string> {
      const inputs = toMistralInputs(request.prompt);
      const events = postForEventStream({
        provider: 'tgi',
        url: streamUrl.url,
        headers,
        body: {
          inputs,
          parameters: tgiParameters(request.parameters),
          ...(streamUrl.compat && { stream: true }),
        },
        policy: options.policy,
        logger: options.logger,
        signal,
      });
      for await (const event of events) {
        const text = readStreamToken(event.data);
        if (text) yield text;
      }
    },
  };
}
