/** One shared Redis connection (ioredis) when REDIS_URL is set; its failures are logged, never thrown. */
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { Config } from '../config/index.ts';
import type { Logger } from '../logging/logger.ts';

export type { Redis };

/**
 * ioredis is required only when REDIS_URL is set: loading it (and Node reading its CommonJS for
 * an import's names) cost every start without Redis 0.1-0.2 s of CPU, beside the model's loading.
 */
const require = createRequire(import.meta.url);

/** Short timeouts: a slow or absent Redis must cost a request a cache miss, not a hang. */
const COMMAND_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 2_000;
/** Logs one line per failure streak, not one per reconnect attempt. */
const LOG_EVERY_N_ERRORS = 50;

/** Creates the Redis client, or undefined without REDIS_URL. It connects lazily on first use. */
export function createRedisClient(config: Config, logger: Logger): Redis | undefined {
  if (!config.redisUrl) return undefined;
  const { Redis: RedisClient } = require('ioredis') as typeof import('ioredis');
  const redis = new RedisClient(config.redisUrl, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Fail queued commands fast while Redis is away; callers treat that as a miss.
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let errors = 0;
  redis.on('error', (error: Error) => {
    if (errors % LOG_EVERY_N_ERRORS === 0) {
      logger.warn({ err: { message: error.message }, errors: errors + 1 }, 'redis error');
    }
    errors += 1;
  });
  redis.on('ready', () => {
    if (errors > 0) logger.info({ afterErrors: errors }, 'redis reconnected');
    errors = 0;
  });
  // Connecting early keeps the first request fast; a failure here is only logged.
  redis.connect().catch(() => undefined);
  return redis;
}
