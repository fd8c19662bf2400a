/** Picks the cache: Redis when a client exists (several instances share it), in process otherwise. */
import type { Redis } from 'ioredis';
import type { Config } from '../config/index.ts';
import type { Logger } from '../logging/logger.ts';
import type { Cache } from '../services.ts';
import { createMemoryCache } from './memory-cache.ts';
import { createRedisCache } from './redis-cache.ts';

/** Creates the cache named `redis` or `memory`. */
export function createCache(_config: Config, redis: Redis | undefined, logger: Logger): Cache {
  return redis ? createRedisCache(redis, logger) : createMemoryCache();
}
