/**
 * The real app (serving the built web app from dist/) with every outside service replaced by its
 * fake on a fixed port. The browser tests run it on 4173 (Playwright starts it); `npm run demo` runs
 * it on PORT (3000) so the whole product can be tried with no network.
 */
import { loadConfig } from '#server/config.ts';
import { createServices } from '#server/create-services.ts';
import { createHttpServer } from '#server/http-server.ts';
import { createLogger } from '#server/logger.ts';
import { SAMPLE_POST_IDS } from './fakes/sample-posts.ts';
import { startAllFakes } from './fakes/start-all-fakes.ts';

const port = Number(process.env.PORT ?? 3000);
const { env, close } = await startAllFakes({ fixedPorts: true });
const config = loadConfig({
  LOG_LEVEL: 'warn',
  ...process.env,
  ...env,
  PORT: String(port),
});
const services = createServices(config, createLogger(config.logLevel));
const server = createHttpServer(services);
server.listen(port, config.host, () => {
  const base = `http://${config.host}:${port}`;
  console.log(`Summary with fake outside services on ${base}`);
  console.log('Sample posts to paste:');
  for (const [name, id] of Object.entries(SAMPLE_POST_IDS)) {
    console.log(`  ${name.padEnd(14)} https://x.com/sample/status/${id}`);
  }
});
const stop = async () => {
  server.close();
  await Promise.all([services.close(), close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
