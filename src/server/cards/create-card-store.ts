/** Picks the card store: Redis when REDIS_URL is set (shared by every instance), else the embedded file. */
import type { Redis } from 'ioredis';
import type { Config } from '../config/index.ts';
import type { CardStore } from '../services.ts';
import { createRedisCardStore } from './redis-card-store.ts';
import { createSqliteCardStore } from './sqlite-card-store.ts';

export function createCardStore(config: Config, redis: Redis | undefined): CardStore {
  const ttlSeconds = config.cards.ttlDays * 24 * 3600;
  if (redis) {
    return createRedisCardStore(redis, { ttlSeconds });
  }
  return createSqliteCardStore({ dataDir: config.cards.dataDir, ttlSeconds });
}
