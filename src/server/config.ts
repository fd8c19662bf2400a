/** Reads and validates every environment variable of the server, in one place. */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

export const POST_SOURCE_NAMES = ['fxtwitter', 'syndication', 'oembed'] as const;
export type PostSourceName = (typeof POST_SOURCE_NAMES)[number];

/** `embedded`: the model in our own process; `ollama`: an Ollama server; `local`: rules alone. */
export const LLM_PROTOCOLS = ['openai', 'tgi', 'local', 'embedded', 'ollama'] as const;
export type LlmProtocol = (typeof LLM_PROTOCOLS)[number];

export const HF_ROUTER_URL = 'https://router.huggingface.co/v1';
export const DEFAULT_LLM_MODEL = 'mistralai/Mistral-7B-Instruct-v0.2';
/** Hosts GIPHY serves its media from; the image proxy may fetch them by default. */
export const GIPHY_MEDIA_HOSTS = [
  'media.giphy.com',
  'media0.giphy.com',
  'media1.giphy.com',
  'media2.giphy.com',
  'media3.giphy.com',
  'media4.giphy.com',
  'i.giphy.com',
] as const;
/** Bluesky's picture CDN: avatars, thumbnails and full-size pictures of every post. */
export const BLUESKY_IMAGE_HOST = 'cdn.bsky.app';
export const DEFAULT_IMAGE_PROXY_HOSTS = [
  'pbs.twimg.com',
  'abs.twimg.com',
  BLUESKY_IMAGE_HOST,
  ...GIPHY_MEDIA_HOSTS,
];
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
const HOST_ENTRY = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());
const baseUrl = (fallback: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default(fallback)
      .transform((value) => value.replace(/\/+$/, '')),
  );
const integer = (fallback: number, min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));
/** A comma-separated list: blank parts dropped, at least one item. */
const commaList = (fallback: string) =>
  z.preprocess(
    (value) => (blankToUndefined(value) ?? fallback) as string,
    z.string().transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  );

const envSchema = z.object({
  PORT: integer(3000, 0, 65_535),
  HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
  STATIC_DIR: z.preprocess(blankToUndefined, z.string().default('dist')),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  POST_SOURCES: commaList(POST_SOURCE_NAMES.join(',')).pipe(
    z.array(z.enum(POST_SOURCE_NAMES)).min(1),
  ),
  FXTWITTER_BASE_URL: baseUrl('https://api.fxtwitter.com'),
  SYNDICATION_BASE_URL: baseUrl('https://cdn.syndication.twimg.com'),
  OEMBED_BASE_URL: baseUrl('https://publish.twitter.com'),
  BLUESKY_BASE_URL: baseUrl('https://public.api.bsky.app'),
  /** Instances on the operator's own network: http, IP addresses and private ranges allowed. */
  MASTODON_PRIVATE_HOSTS: z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(HOST_ENTRY, 'must be host:port entries, comma-separated'))),
  ),
  /** Signs proxy links to pictures off IMAGE_PROXY_HOSTS; generated and kept in DATA_DIR if unset. */
  IMAGE_PROXY_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
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
  /** Comment lines keep a slow streamed answer open through proxies; at most 15 s apart. */
  SSE_KEEP_ALIVE_MS: integer(15_000, 10, 15_000),
  GIPHY_API_KEY: optionalString,
  GIPHY_BASE_URL: baseUrl('https://api.giphy.com'),
  IMAGE_PROXY_HOSTS: commaList(DEFAULT_IMAGE_PROXY_HOSTS.join(',')).pipe(
    z.array(z.string().toLowerCase().regex(HOST_ENTRY, 'must be host or host:port')).min(1),
  ),
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  RATE_LIMIT_PER_MINUTE: integer(20, 1, 1_000_000),
  LLM_DAILY_BUDGET: integer(5_000, 0, 100_000_000),
  TRUST_PROXY_HOPS: integer(0, 0, 10),
  RATE_LIMIT_PER_DAY: integer(200, 1, 100_000_000),
  FETCH_PER_MINUTE: integer(60, 1, 1_000_000),
  IMAGE_PROXY_PER_MINUTE: integer(120, 1, 1_000_000),
  IMAGE_PROXY_MAX_CONCURRENCY: integer(16, 1, 10_000),
  CARD_IMAGE_PER_MINUTE: integer(60, 1, 1_000_000),
  CARD_RENDER_CONCURRENCY: integer(2, 1, 64),
  REQUEST_TIMEOUT_MS: integer(30_000, 100, 3_600_000),
  KEEP_ALIVE_TIMEOUT_MS: integer(5_000, 100, 3_600_000),
  PUBLIC_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  CARD_REUSE_HOURS: integer(24, 0, 24 * 365),
  CARD_TTL_DAYS: integer(30, 1, 3_650),
  SHUTDOWN_TIMEOUT_MS: integer(10_000, 0, 3_600_000),
  METRICS_PORT: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(65_535).optional(),
  ),
});

/** The validated server configuration. */
export interface Config {
  port: number;
  host: string;
  staticDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  posts: {
    sources: PostSourceName[];
    fxtwitterBaseUrl: string;
    syndicationBaseUrl: string;
    oembedBaseUrl: string;
    /** Bluesky's public AppView (BLUESKY_BASE_URL). */
    blueskyBaseUrl: string;
    /** MASTODON_PRIVATE_HOSTS: `host:port` entries that may be reached over http, on any address. */
    mastodonPrivateHosts: string[];
  };
  llm: {
    protocol: LlmProtocol;
    baseUrl: string;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
    maxConcurrency: number;
  };
  /** The model in our own process (EMBEDDED_MODEL...), used when protocol is `embedded`. */
  embedded: {
    /** `auto`: the file at `url`, downloaded into modelsDir; else the path of a .gguf file. */
    model: 'off' | 'auto' | { path: string };
    url: string;
    sha256: string;
    /** Where `auto` keeps downloaded models: DATA_DIR/models. */
    modelsDir: string;
    threads: number;
    sequences: number;
    queue: number;
    maxWaitMs: number;
    contextSize: number;
    /** EMBEDDED_MODEL_GPU (`off`: the CPU alone) and EMBEDDED_MODEL_LOAD_TIMEOUT_MS. */
    gpu: 'auto' | 'off';
    loadTimeoutMs: number;
  };
  /** An Ollama server (OLLAMA_HOST), used when protocol is `ollama`; its model, if named. */
  ollama: { host: string | undefined; model: string | undefined };
  giphy: { apiKey: string | undefined; baseUrl: string };
  /** maxConcurrency: upstream image fetches in flight at once, per instance. */
  /** secret: IMAGE_PROXY_SECRET, which signs proxy links to pictures off the host list. */
  imageProxy: { hosts: string[]; maxConcurrency: number; secret: string | undefined };
  redisUrl: string | undefined;
  limits: {
    ratePerMinute: number;
    dailyBudget: number;
    trustProxyHops: number;
    /** Generations one client may ask for in a UTC day. */
    perClientPerDay: number;
    /** /api/fetch-tweet requests one client may make a minute (answer-cache hits excepted). */
    fetchPerMinute: number;
    /** /api/proxy-image requests one client may make a minute. */
    imagePerMinute: number;
    /** `/c/<id>.png` requests per client per minute (CARD_IMAGE_PER_MINUTE). */
    cardImagePerMinute: number;
  };
  /**
   * Node's server timeouts: a request's headers and body must arrive within requestTimeoutMs (else
   * 408; a connection that sends nothing is closed by then too), an idle keep-alive connection is
   * closed after keepAliveTimeoutMs.
   */
  http: { requestTimeoutMs: number; keepAliveTimeoutMs: number };
  /** The site's own address (no trailing slash), for absolute links; else the request's origin. */
  publicUrl: string | undefined;
  /** Stored cards (docs/decisions/007): the embedded database's folder, reuse window and lifetime. */
  cards: {
    dataDir: string;
    reuseHours: number;
    ttlDays: number;
    /** Card pictures drawn at once by this instance (CARD_RENDER_CONCURRENCY). */
    renderConcurrency: number;
  };
  /** How long a SIGTERM/SIGINT waits for requests in flight before closing them and exiting 1. */
  shutdownTimeoutMs: number;
  /** The port of the second listener serving GET /metrics; undefined: no metrics at all. */
  metricsPort: number | undefined;
  /** Streamed answers (Accept: text/event-stream): the interval of `: keep-alive` comments. */
  sse: { keepAliveMs: number };
}

/** Thrown when the environment holds an invalid value; its message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** EMBEDDED_MODEL read: `off`, `auto`, or a path (which must name a .gguf file). */
function readEmbeddedModel(value: string): Config['embedded']['model'] {
  const word = value.toLowerCase();
  if (word === 'off' || word === 'auto') return word;
  if (!value.toLowerCase().endsWith('.gguf')) {
    throw new ConfigError(
      `Invalid configuration:\n  EMBEDDED_MODEL: must be off, auto or the path of a .gguf file (got "${value.slice(0, 80)}")`,
    );
  }
  return { path: value };
}

/**
 * Who writes when LLM_PROTOCOL is not set: a model server someone named (LLM_BASE_URL, HF_TOKEN,
 * then OLLAMA_HOST), else the embedded model, else the rules alone.
 */
function defaultProtocol(
  e: { LLM_BASE_URL?: string; HF_TOKEN?: string; OLLAMA_HOST?: string },
  embeddedModel: Config['embedded']['model'],
): LlmProtocol {
  if (e.LLM_BASE_URL !== undefined || e.HF_TOKEN !== undefined) return 'openai';
  if (e.OLLAMA_HOST !== undefined) return 'ollama';
  return embeddedModel === 'off' ? 'local' : 'embedded';
}

/** Reads the configuration from `env`, or throws a ConfigError that says what to fix. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    // The public port must never answer /metrics.
    throw new ConfigError('Invalid configuration:\n  METRICS_PORT: must differ from PORT');
  }
  if (e.EMBEDDED_MODEL_URL !== undefined && e.EMBEDDED_MODEL_SHA256 === undefined) {
    // A download we cannot check is one we would load blind.
    throw new ConfigError(
      "Invalid configuration:\n  EMBEDDED_MODEL_SHA256: required with EMBEDDED_MODEL_URL (the file's SHA-256, 64 hex digits)",
    );
  }
  const embeddedModel = readEmbeddedModel(e.EMBEDDED_MODEL);
  if (e.LLM_PROTOCOL === 'ollama' && e.OLLAMA_HOST === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  OLLAMA_HOST: required with LLM_PROTOCOL=ollama',
    );
  }
  if (e.LLM_PROTOCOL === 'embedded' && embeddedModel === 'off') {
    throw new ConfigError(
      'Invalid configuration:\n  EMBEDDED_MODEL: is off, but LLM_PROTOCOL=embedded asks for it',
    );
  }
  const protocol: LlmProtocol = e.LLM_PROTOCOL ?? defaultProtocol(e, embeddedModel);
  return {
    port: e.PORT,
    host: e.HOST,
    staticDir: e.STATIC_DIR,
    logLevel: e.LOG_LEVEL,
    posts: {
      sources: [...new Set(e.POST_SOURCES)],
      fxtwitterBaseUrl: e.FXTWITTER_BASE_URL,
      syndicationBaseUrl: e.SYNDICATION_BASE_URL,
      oembedBaseUrl: e.OEMBED_BASE_URL,
      blueskyBaseUrl: e.BLUESKY_BASE_URL,
      mastodonPrivateHosts: [...new Set(e.MASTODON_PRIVATE_HOSTS)],
    },
    llm: {
      protocol,
      baseUrl: (e.LLM_BASE_URL ?? HF_ROUTER_URL).replace(/\/+$/, ''),
      apiKey: e.LLM_API_KEY ?? e.HF_TOKEN,
      model: e.LLM_MODEL,
      timeoutMs: e.LLM_TIMEOUT_MS,
      maxConcurrency: e.LLM_MAX_CONCURRENCY,
    },
    embedded: {
      model: embeddedModel,
      url: e.EMBEDDED_MODEL_URL ?? DEFAULT_EMBEDDED_MODEL.url,
      sha256: e.EMBEDDED_MODEL_SHA256 ?? DEFAULT_EMBEDDED_MODEL.sha256,
      modelsDir: join(e.DATA_DIR, 'models'),
      threads: e.EMBEDDED_MODEL_THREADS,
      sequences: e.EMBEDDED_MODEL_SEQUENCES,
      queue: e.EMBEDDED_MODEL_QUEUE,
      maxWaitMs: e.EMBEDDED_MODEL_MAX_WAIT_MS,
      contextSize: e.EMBEDDED_MODEL_CONTEXT,
      gpu: e.EMBEDDED_MODEL_GPU ? 'auto' : 'off',
      loadTimeoutMs: e.EMBEDDED_MODEL_LOAD_TIMEOUT_MS,
    },
    ollama: { host: e.OLLAMA_HOST, model: e.OLLAMA_MODEL },
    giphy: { apiKey: e.GIPHY_API_KEY, baseUrl: e.GIPHY_BASE_URL },
    imageProxy: {
      hosts: [...new Set(e.IMAGE_PROXY_HOSTS)],
      maxConcurrency: e.IMAGE_PROXY_MAX_CONCURRENCY,
      secret: e.IMAGE_PROXY_SECRET,
    },
    redisUrl: e.REDIS_URL,
    limits: {
      ratePerMinute: e.RATE_LIMIT_PER_MINUTE,
      dailyBudget: e.LLM_DAILY_BUDGET,
      trustProxyHops: e.TRUST_PROXY_HOPS,
      perClientPerDay: e.RATE_LIMIT_PER_DAY,
      fetchPerMinute: e.FETCH_PER_MINUTE,
      imagePerMinute: e.IMAGE_PROXY_PER_MINUTE,
      cardImagePerMinute: e.CARD_IMAGE_PER_MINUTE,
    },
    http: { requestTimeoutMs: e.REQUEST_TIMEOUT_MS, keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS },
    publicUrl: e.PUBLIC_URL,
    cards: {
      dataDir: e.DATA_DIR,
      reuseHours: e.CARD_REUSE_HOURS,
      ttlDays: e.CARD_TTL_DAYS,
      renderConcurrency: e.CARD_RENDER_CONCURRENCY,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metricsPort: e.METRICS_PORT,
    sse: { keepAliveMs: e.SSE_KEEP_ALIVE_MS },
  };
}
