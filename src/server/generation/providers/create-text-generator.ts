/**
 * Chooses the text generator `LLM_PROTOCOL` names (config.ts picks it when unset): the embedded
 * model with the rules writer behind it, Ollama, an OpenAI-compatible server, TGI, or the rules
 * writer alone.
 */
import type { Config } from '../../config/index.ts';
import type { Logger } from '../../logging/logger.ts';
import type { Metrics } from '../../metrics/metrics.ts';
import type { TextGenerator } from '../../services.ts';
import { createEmbeddedModel, type EmbeddedRuntime } from '../runtime/index.ts';
import { createEmbeddedGenerator } from './embedded-generator.ts';
import { createLocalWriter } from './local-writer.ts';
import { createOllamaGenerator } from './ollama-generator.ts';
import { createOpenAiGenerator } from './openai-generator.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './post-json-with-retry.ts';
import { createTgiGenerator } from './tgi-generator.ts';

/** Tests shorten the retry waits; production uses the defaults. */
export type RetryOverrides = Partial<Omit<RetryPolicy, 'timeoutMs'>>;

/** A URL fit for logs: no userinfo and no query, where a self-hoster might have put a token. */
function withoutSecrets(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/** The configured generator; logs which one, and where it points (never the key). */
export function createTextGenerator(
  config: Config,
  logger: Logger,
  overrides: RetryOverrides = {},
  metrics?: Metrics,
  /** node-llama-cpp for the embedded model (tests share one), or the one main.ts started early. */
  embeddedRuntime: EmbeddedRuntime = {},
): TextGenerator {
  const { protocol, baseUrl, apiKey, model, timeoutMs } = config.llm;
  const log = logger.child({ component: 'text-generation' });
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...overrides, timeoutMs };
  if (protocol === 'local') {
    log.info({ provider: 'local' }, 'text generation: embedded local writer (no model server)');
    return createLocalWriter();
  }
  if (protocol === 'embedded') {
    const { embedded } = config;
    const file =
      typeof embedded.model === 'object'
        ? embedded.model.path
        : `${embedded.url} in ${embedded.modelsDir}`;
    log.info(
      {
        provider: 'embedded',
        model: file,
        threads: embedded.threads,
        sequences: embedded.sequences,
      },
      'text generation: the embedded model, with the rules writer until it is ready',
    );
    const model = createEmbeddedModel({
      config: embedded,
      logger,
      ...(metrics && { metrics }),
      ...(embeddedRuntime.runtime && { runtime: embeddedRuntime.runtime }),
      earlyRuntime: embeddedRuntime.started,
    });
    // The rules writer loads once the model's start has left the main thread (or at a request).
    return createEmbeddedGenerator(
      model,
      createLocalWriter({ loadAfter: () => model.whenMainThreadFree() }),
    );
  }
  if (protocol === 'ollama' && config.ollama.host !== undefined) {
    log.info(
      {
        provider: 'ollama',
        server: withoutSecrets(config.ollama.host),
        model: config.ollama.model,
      },
      'text generation: Ollama',
    );
    return createOllamaGenerator({
      host: config.ollama.host,
      model: config.ollama.model,
      policy,
      logger: log,
    });
  }
  log.info(
    {
      provider: protocol,
      server: withoutSecrets(baseUrl),
      model,
      authorised: apiKey !== undefined,
      timeoutMs,
    },
    `text generation: ${protocol} server`,
  );
  return protocol === 'tgi'
    ? createTgiGenerator({ baseUrl, apiKey, policy, logger: log })
    : createOpenAiGenerator({ baseUrl, apiKey, model, policy, logger: log });
}
