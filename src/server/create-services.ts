/** Builds the real implementation of every outside service from the configuration. */
import { createAnswerCache } from './answer-cache.ts';
import { createCache } from './cache/create-cache.ts';
import { createRedisClient } from './cache/redis-client.ts';
import type { Config } from './config.ts';
import { createTextGenerator } from './generation/create-text-generator.ts';
import { createGifService } from './gifs/create-gif-service.ts';
import { createImageProxy } from './image-proxy/create-image-proxy.ts';
import { createLimits } from './limits/create-limits.ts';
import type { Logger } from './logger.ts';
import { createPostService } from './posts/create-post-service.ts';
import { securityHeaderList } from './middleware/security-headers.ts';
import type { Services } from './services.ts';

export function createServices(config: Config, logger: Logger): Services {
  const redis = createRedisClient(config, logger);
  const cache = createCache(config, redis, logger);
  const limits = createLimits(config, redis, logger);
  return {
    config,
    logger,
    cache,
    limits,
    posts: createPostService(config, cache, logger),
    generator: createTextGenerator(config, logger),
    gifs: createGifService(config, cache, logger),
    imageProxy: createImageProxy(config, logger),
    answers: createAnswerCache({ headers: securityHeaderList(config), logger }),
    async close() {
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}
