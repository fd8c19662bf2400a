/** Opens app Redis clients (as an instance would, from its configuration) and closes them all after a test. */
import { createRedisClient, type Redis } from '#server/cache/redis-client.ts';
import { type Config, loadConfig } from '#server/config/index.ts';
import { createLogger } from '#server/logging/logger.ts';

export function createRedisClients() {
  const logger = createLogger('silent');
  const clients: Redis[] = [];
  return {
    logger,
    /** The configuration and client of one instance on `url`, with extra environment. */
    connect(url: string, env: Record<string, string> = {}): { config: Config; redis: Redis } {
      const config = loadConfig({ LOG_LEVEL: 'silent', REDIS_URL: url, ...env });
      const redis = createRedisClient(config, logger);
      if (!redis) throw new Error('no client');
      clients.push(redis);
      return { config, redis };
    },
    async closeAll(): Promise<void> {
      await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}
