/**
 * The browser tests' server: every fake on its fixed port, and the real app (serving the built
 * web app from dist/) on E2E_PORT, pointed at them. Playwright starts and stops it.
 */
import { serve } from '@hono/node-server';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createServices } from '#server/create-services.ts';
import { createLogger } from '#server/logger.ts';
import { startAllFakes } from './fakes/start-all-fakes.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const { env, close } = await startAllFakes({ fixedPorts: true });
const config = loadConfig({
  ...env,
  PORT: String(port),
  LOG_LEVEL: 'warn',
  // The browser tests make many generations in a row from one address.
  RATE_LIMIT_PER_MINUTE: '10000',
});
const services = createServices(config, createLogger(config.logLevel));
const server = serve({ fetch: createApp(services).fetch, port, hostname: '127.0.0.1' }, () =>
  console.log(`e2e server on http://127.0.0.1:${port}`),
);
const stop = async () => {
  server.close();
  await Promise.all([services.close(), close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
