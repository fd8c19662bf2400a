/** Builds the real implementation of every outside service from the configuration. */

import { createCache } from './cache/create-cache.ts';
import { createRedisClient } from './cache/redis-client.ts';
import { createCardStore } from './cards/create-card-store.ts';
import type { Config } from './config/index.ts';
import { createTextGenerator } from './generation/providers/index.ts';
import type { EmbeddedRuntime } from './generation/runtime/index.ts';
import { createGifService } from './gifs/create-gif-service.ts';
import { createAnswerCache } from './http/answer-cache.ts';
import { createImageProxy } from './image-proxy/create-image-proxy.ts';
import { createImageUrlSigner, loadImageProxySecret } from './image-proxy/image-url-signer.ts';
import { createReadiness } from './lifecycle/readiness.ts';
import { createLimits, tooManyRequestsMessage } from './limits/create-limits.ts';
import { createLocalWindow } from './limits/local-window.ts';
import { rememberGonePosts } from './limits/remember-gone-posts.ts';
import type { Logger } from './logging/logger.ts';
import { createMetrics } from './metrics/create-metrics.ts';
import {
  countAnswerCache,
  countCache,
  measureGenerator,
  timedPostSources,
  timeGifs,
  timeImageProxy,
} from './metrics/instrument-services.ts';
import { NO_METRICS } from './metrics/metrics.ts';
import { requestClientKey } from './middleware/client-address.ts';
import { securityHeaderList } from './middleware/security-headers.ts';
import { createPostService } from './posts/create-post-service.ts';
import type { Services } from './services.ts';

export function createServices(
  config: Config,
  logger: Logger,
  /** node-llama-cpp for the embedded model (tests share one), or the one main.ts started early. */
  embeddedRuntime?: EmbeddedRuntime,
): Services {
  const redis = createRedisClient(config, logger);
  const cache = createCache(config, redis, logger);
  const limits = createLimits(config, redis, logger);
  const cards = createCardStore(config, redis);
  const fetchWindow = createLocalWindow({
    limit: config.limits.fetchPerMinute,
    windowMs: 60_000,
    message: tooManyRequestsMessage,
  });
  // With metrics on, the services are measured from outside (metrics/instrument-services.ts); with
  // them off, every wrapper hands back the service itself.
  const metrics = config.metricsPort === undefined ? NO_METRICS : createMetrics();
  const signer = createImageUrlSigner(
    loadImageProxySecret(config.imageProxy.secret, config.cards.dataDir, logger),
  );
  const generator = measureGenerator(
    createTextGenerator(config, logger, {}, metrics, embeddedRuntime),
    metrics,
  );
  const imageProxy = timeImageProxy(createImageProxy(config, logger, { signer }), metrics);
  return {
    config,
    logger,
    cache,
    limits,
    // A gone post is remembered for two minutes: random ids cost one upstream call each, once.
    posts: rememberGonePosts(
      createPostService(config, countCache(cache, 'post', metrics), logger, {
        ...timedPostSources(config, metrics),
        imageLink: (url, purpose) => imageProxy.linkFor(url, purpose),
      }),
      cache,
      logger,
    ),
    generator,
    gifs: timeGifs(createGifService(config, countCache(cache, 'gif', metrics), logger), metrics),
    imageProxy,
    cards,
    answers: countAnswerCache(
      createAnswerCache({
        headers: securityHeaderList(config),
        logger,
        // A repeated fetch costs no upstream call, but it still counts against the client's limit.
        admit: (request) =>
          fetchWindow.take(requestClientKey(request, config.limits.trustProxyHops)).ok,
      }),
      metrics,
    ),
    fetchWindow,
    metrics,
    readiness: createReadiness(redis, logger),
    async close() {
      // Side by side: a model stopping mid-download or mid-load never holds the card store or
      // Redis past the shutdown's deadline.
      const closing = (what: string, closed: Promise<unknown> | undefined) =>
        closed?.then(
          () => logger.info(`${what} closed`),
          (error: unknown) =>
            logger.warn({ err: { message: (error as Error).message } }, `${what}: closing failed`),
        );
      await Promise.all([
        closing('text generation', generator.close?.()),
        closing(`card store (${cards.name})`, cards.close()),
        closing(
          'Redis',
          redis?.quit().catch(() => redis.disconnect()),
        ),
      ]);
    },
  };
}
