/** A JSON cache in Redis, shared by every instance; any Redis failure reads as a miss. */
import type { Redis } from 'ioredis';
import type { Logger } from '../logging/logger.ts';
import type { Cache } from '../services.ts';

/** Keys of this app, so one Redis can serve other things too. */
const KEY_PREFIX = 'summary:cache:';

/** Creates a cache on `redis`; get/set never throw. */
export function createRedisCache(redis: Redis, logger: Logger): Cache {
  return {
    name: 'redis',
    async get<T>(key: string): Promise<T | undefined> {
      try {
        const json = await redis.get(KEY_PREFIX + key);
        return json === null ? undefined : (JSON.parse(json) as T);
      } catch (error) {
        logger.warn({ err: { message: (error as Error).message }, key }, 'cache read failed');
        return undefined;
      }
    },
    async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
      const json = JSON.stringify(value);
      if (json === undefined || ttlSeconds <= 0) return;
      try {
        await redis.set(KEY_PREFIX + key, json, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
      } catch (error) {
        logger.warn({ err: { message: (error as Error).message }, key }, 'cache write failed');
      }
    },
  };
}
