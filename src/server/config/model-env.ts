/** The model and its providers: the embedded model, Ollama, an OpenAI-compatible or TGI server. */
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { blankToUndefined, integer, optionalString } from './env-values.ts';

/** `embedded`: the model in our own process; `ollama`: an Ollama server; `local`: rules alone. */
export const LLM_PROTOCOLS = ['openai', 'tgi', 'local', 'embedded', 'ollama'] as const;
export type LlmProtocol = (typeof LLM_PROTOCOLS)[number];

export const HF_ROUTER_URL = 'https://router.huggingface.co/v1';
export const DEFAULT_LLM_MODEL = 'mistralai/Mistral-7B-Instruct-v0.2';
/**
 * The model `EMBEDDED_MODEL=auto` downloads on first start (docs/decisions/009): Qwen2.5 1.5B
 * Instruct in Q4_K_M, Apache-2.0, 29 languages, 1,117,320,736 bytes, pinned to a revision of
 * Qwen's own repository and checked against its SHA-256.
 */
export const DEFAULT_EMBEDDED_MODEL = {
  url: 'https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/resolve/91cad51170dc346986eccefdc2dd33a9da36ead9/qwen2.5-1.5b-instruct-q4_k_m.gguf',
  sha256: '6a1a2eb6d15622bf3c96857206351ba97e1af16c30d7a74ee38970e434e9407e',
  bytes: 1_117_320_736,
} as const;
const SHA256_HEX = /^[0-9a-f]{64}$/;

export const modelEnv = {
  LLM_PROTOCOL: z.preprocess(blankToUndefined, z.enum(LLM_PROTOCOLS).optional()),
  LLM_BASE_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  LLM_API_KEY: optionalString,
  HF_TOKEN: optionalString,
  LLM_MODEL: z.preprocess(blankToUndefined, z.string().default(DEFAULT_LLM_MODEL)),
  LLM_TIMEOUT_MS: integer(30_000, 100, 600_000),
  /** `off`, `auto` (download the default model into DATA_DIR/models) or a path to a .gguf file. */
  EMBEDDED_MODEL: z.preprocess(blankToUndefined, z.string().trim().default('auto')),
  EMBEDDED_MODEL_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  EMBEDDED_MODEL_SHA256: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.string().regex(SHA256_HEX, 'must be 64 hexadecimal digits').optional(),
  ),
  /** Threads llama.cpp computes on; its own default, max(4, cores), crawls on a 2-core machine. */
  EMBEDDED_MODEL_THREADS: integer(availableParallelism(), 1, 256),
  /** Generations the model runs at once (one context, this many sequences). */
  EMBEDDED_MODEL_SEQUENCES: integer(2, 1, 16),
  /** Requests that may wait for a sequence, and their longest expected wait: past either, the rules answer. */
  EMBEDDED_MODEL_QUEUE: integer(8, 0, 1_000),
  EMBEDDED_MODEL_MAX_WAIT_MS: integer(15_000, 0, 600_000),
  /** Tokens of context each sequence holds: the prompt with the post, and the answer. */
  EMBEDDED_MODEL_CONTEXT: integer(4_096, 512, 32_768),
  EMBEDDED_MODEL_GPU: z.preprocess(
    blankToUndefined,
    z.stringbool({ truthy: ['auto'], falsy: ['off'], error: 'must be auto or off' }).default(true),
  ),
  EMBEDDED_MODEL_LOAD_TIMEOUT_MS: integer(120_000, 100, 3_600_000),
  OLLAMA_HOST: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      // Ollama's own clients take a bare `host:port`; so do we.
      .transform((value) => (/^https?:\/\//i.test(value) ? value : `http://${value}`))
      .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL or host:port' }))
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
  OLLAMA_MODEL: optionalString,
  LLM_MAX_CONCURRENCY: integer(8, 1, 1_000),
};
