/**
 * Reads and validates every environment variable of the server, in one place: each concern's
 * variables are declared in its own file (server-env.ts, posts-env.ts, model-env.ts,
 * limits-env.ts, storage-env.ts), and read here as one zod schema.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { limitsEnv } from './limits-env.ts';
import { DEFAULT_EMBEDDED_MODEL, HF_ROUTER_URL, type LlmProtocol, modelEnv } from './model-env.ts';
import { type PostSourceName, postsEnv } from './posts-env.ts';
import { serverEnv } from './server-env.ts';
import { storageEnv } from './storage-env.ts';

export {
  DEFAULT_EMBEDDED_MODEL,
  DEFAULT_LLM_MODEL,
  HF_ROUTER_URL,
  LLM_PROTOCOLS,
  type LlmProtocol,
} from './model-env.ts';
export {
  BLUESKY_IMAGE_HOST,
  DEFAULT_IMAGE_PROXY_HOSTS,
  GIPHY_MEDIA_HOSTS,
  POST_SOURCE_NAMES,
  type PostSourceName,
} from './posts-env.ts';

const envSchema = z.object({
  ...serverEnv,
  ...postsEnv,
  ...modelEnv,
  ...limitsEnv,
  ...storageEnv,
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
