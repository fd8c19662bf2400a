/** The only file that listens: reads the configuration, builds the services, serves the app. */
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from './config.ts';
import { createServices } from './create-services.ts';
import { createHttpServer } from './http-server.ts';
import { createLogger } from './logger.ts';

function start() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const services = createServices(config, logger);
  const server = createHttpServer(services);
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    logger.info(
      {
        url: `http://${config.host}:${port}`,
        postSources: config.posts.sources,
        textGeneration: services.generator.name,
        gifs: services.gifs.name,
        cache: services.cache.name,
      },
      `Summary listening on http://${config.host}:${port}` +
        (config.llm.protocol === 'local' ? ' (local writer: no text-generation key set)' : '') +
        (config.giphy.apiKey ? '' : ' (embedded GIF: no GIPHY_API_KEY set)'),
    );
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    logger.fatal(
      { code: error.code },
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} on ${config.host} is already in use: stop the other server or set PORT.`
        : `The server could not listen: ${error.message}`,
    );
    process.exit(1);
  });
  const stop = () => {
    server.close();
    void services.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

start();
