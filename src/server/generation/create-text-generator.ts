/** Chooses the text generator named by `LLM_PROTOCOL`: an OpenAI-compatible server, TGI, or local. */
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { TextGenerator } from '../services.ts';
import { createLocalWriter } from './local-writer.ts';
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
): TextGenerator {
  const { protocol, baseUrl, apiKey, model, timeoutMs } = config.llm;
  const log = logger.child({ component: 'text-generation' });
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...overrides, timeoutMs };
  if (protocol === 'local') {
    log.info({ provider: 'local' }, 'text generation: embedded local writer (no model server)');
    return createLocalWriter();
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
