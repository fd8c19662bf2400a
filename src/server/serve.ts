/**
 * The only file that listens, once main.ts has the configuration: the card store checked, the
 * services built, the app served, and the metrics on their own port when METRICS_PORT is set;
 * SIGTERM/SIGINT drain it (shutdown.ts).
 */

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkDataDir, DataDirError } from './cards/check-data-dir.ts';
import type { Config } from './config/index.ts';
import { createServices } from './create-services.ts';
import type { EmbeddedRuntime } from './generation/runtime/index.ts';
import { createHttpServer } from './lifecycle/http-server.ts';
import { handleShutdownSignals } from './lifecycle/shutdown.ts';
import { type Logger, runningLine, urlOf, writePlainLine } from './logging/logger.ts';
import { createMetricsServer } from './metrics/metrics-server.ts';
import { warmGuardSoon, whenGuardWorkerGone } from './writing/index.ts';

export function serve(config: Config, logger: Logger, embeddedRuntime: EmbeddedRuntime): void {
  // The embedded card store must be writable before the instance says it is ready (Redis keeps
  // the cards when REDIS_URL is set, and DATA_DIR is then unused).
  if (!config.redisUrl) {
    try {
      checkDataDir(config.cards.dataDir);
    } catch (error) {
      if (error instanceof DataDirError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }
  const services = createServices(config, logger, embeddedRuntime);
  const server = createHttpServer(services);
  const listenFailed = (what: string, port: number) => (error: NodeJS.ErrnoException) => {
    logger.fatal(
      { code: error.code },
      error.code === 'EADDRINUSE'
        ? `Port ${port} on ${config.host} is already in use: stop the other server or set ${what}.`
        : `The server could not listen: ${error.message}`,
    );
    process.exit(1);
  };

  const others: Server[] = [];
  if (config.metricsPort !== undefined) {
    const metricsServer = createMetricsServer(services.metrics, logger);
    metricsServer.on('error', listenFailed('METRICS_PORT', config.metricsPort));
    metricsServer.listen(config.metricsPort, config.host, () => {
      const { port } = metricsServer.address() as AddressInfo;
      const metricsUrl = `${urlOf(config.host, port)}/metrics`;
      logger.info({ metricsUrl }, `Metrics on ${metricsUrl}`);
    });
    others.push(metricsServer);
  }

  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    const url = urlOf(config.host, port);
    logger.info(
      {
        url,
        postSources: config.posts.sources,
        textGeneration: services.generator.name,
        gifs: services.gifs.name,
        cache: services.cache.name,
      },
      `Summary listening on ${url}` +
        (config.llm.protocol === 'local'
          ? ' (rules writer: EMBEDDED_MODEL=off, no model set)'
          : '') +
        (config.giphy.apiKey ? '' : ' (embedded GIF: no GIPHY_API_KEY set)'),
    );
    // Where to open it, on a line of its own in either log format.
    writePlainLine(logger, runningLine(config.host, port));
    // The guard builds what it reads with now, not in front of the first card's first line.
    const warmStart = performance.now();
    // The guard runs in a worker thread (writing/guard-client.ts): its death is told, not hidden.
    whenGuardWorkerGone((reason) =>
      logger.warn({ reason }, 'the guard’s worker stopped; its readings done here, a new one next'),
    );
    void warmGuardSoon(services).then((done) => {
      const ms = Math.round(performance.now() - warmStart);
      if (done === 'warmed') logger.info({ ms }, 'guard ready: every line checked at once');
    });
  });
  server.on('error', listenFailed('PORT', config.port));
  // Only the process that serves starts the model's download and load (in the background: the
  // rules writer answers until it is ready); tests and tools that build services never do.
  services.generator.start?.();

  handleShutdownSignals({
    server,
    others,
    readiness: services.readiness,
    closeServices: () => services.close(),
    timeoutMs: config.shutdownTimeoutMs,
    logger,
  });
}
