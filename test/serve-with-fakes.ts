/**
 * The real app (serving the built web app from dist/) with every outside service replaced by its
 * fake. The browser tests run two of it, on 4173 and 4273, each with its fakes on their fixed ports
 * shifted by its E2E_PORT_OFFSET (Playwright starts them, and each project's tests switch the
 * scenarios of its own stack's fakes, e2e/fakes.ts); `npm run demo` runs it with `--free-ports`, so
 * its fakes take free ports and two demos (or a demo and the browser tests) can run side by side.
 *
 * The app listens on PORT; without PORT a demo takes 3000, or a free port when 3000 is taken. A
 * port that is taken and was asked for ends the process with a message saying how to choose another.
 */
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '#server/config/index.ts';
import { createServices } from '#server/create-services.ts';
import { createHttpServer } from '#server/lifecycle/http-server.ts';
import { createLogger } from '#server/logging/logger.ts';
import { warmGuardSoon } from '#server/writing/index.ts';
import { demoFakesEnv, demoWriterLine, namesOwnModel } from './demo-text-generation.ts';
import { BLUESKY_SAMPLE_URL, mastodonSampleUrl } from './fakes/network-samples.ts';
import { SAMPLE_POST_IDS } from './fakes/sample-posts.ts';
import { type AllFakes, FakePortInUseError, startAllFakes } from './fakes/start-all-fakes.ts';

const DEFAULT_PORT = 3000;
/**
 * A demo's model fakes stream one line every 400 ms, slow enough to watch the card and the thread
 * fill in; FAKE_MODEL_LINE_DELAY_MS changes it. The browser tests keep 0 unless a test asks.
 */
const DEMO_LINE_DELAY_MS = 400;
const freePorts = process.argv.includes('--free-ports');
const askedPort = process.env.PORT?.trim() ? Number(process.env.PORT) : undefined;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Listens on `port`; resolves false when the port is taken. */
function listen(server: Server, port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') resolve(false);
      else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(true);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

let all: AllFakes;
try {
  const delay = Number(process.env.FAKE_MODEL_LINE_DELAY_MS);
  all = await startAllFakes({
    fixedPorts: !freePorts,
    lineDelayMs: Number.isFinite(delay) && delay >= 0 ? delay : freePorts ? DEMO_LINE_DELAY_MS : 0,
  });
} catch (error) {
  if (error instanceof FakePortInUseError) fail(error.message);
  throw error;
}

// A demo honours a model the person running it names (EMBEDDED_MODEL, OLLAMA_HOST...); the
// browser tests always use the fake.
const ownModel = freePorts && namesOwnModel(process.env);
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig({
    LOG_LEVEL: 'warn',
    // The browser tests make many requests from one address, and the fakes cost nothing: the
    // per-client limits stay out of their way (a demo keeps the real defaults).
    ...(freePorts
      ? {}
      : {
          RATE_LIMIT_PER_DAY: '1000000',
          FETCH_PER_MINUTE: '1000000',
          IMAGE_PROXY_PER_MINUTE: '1000000',
        }),
    // The fakes' addresses (and so the pictures' URLs) change from run to run: a demo keeps its
    // cards in a folder of its own unless DATA_DIR says otherwise (its model, below, does not).
    DATA_DIR: mkdtempSync(join(tmpdir(), 'summary-demo-cards-')),
    ...process.env,
    ...(freePorts ? demoFakesEnv(all.env, process.env) : all.env),
    PORT: String(askedPort ?? DEFAULT_PORT),
  });
  // The model stays where `npm start` keeps it (DATA_DIR/models, ./data/models by default), not in
  // the demo's own card folder: a file `npm run model` fetched is used, never downloaded again.
  const { modelsDir } = loadConfig({ DATA_DIR: process.env.DATA_DIR }).embedded;
  config = { ...config, embedded: { ...config.embedded, modelsDir } };
} catch (error) {
  await all.close();
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const services = createServices(config, createLogger(config.logLevel));
const server = createHttpServer(services);
let listening = await listen(server, config.port, config.host);
if (!listening && askedPort === undefined && freePorts) {
  console.log(`Port ${DEFAULT_PORT} is already in use: taking a free port instead.`);
  listening = await listen(server, 0, config.host);
}
if (!listening) {
  await Promise.all([services.close(), all.close()]);
  fail(
    `Port ${config.port} on ${config.host} is already in use (another \`npm run demo\`, or another ` +
      `server). Choose another port, e.g. PORT=${config.port + 1} npm run demo`,
  );
}

const { port } = server.address() as AddressInfo;
const base = `http://${config.host}:${port}`;
console.log(`Summary with fake outside services on ${base}`);
if (freePorts) console.log(demoWriterLine(config, ownModel));
// The embedded model, when the demo was asked for it, downloads and loads as `npm start`'s does.
services.generator.start?.();
warmGuardSoon(services);
console.log('Sample posts to paste:');
for (const [name, id] of Object.entries(SAMPLE_POST_IDS)) {
  console.log(`  ${name.padEnd(14)} https://x.com/sample/status/${id}`);
}
console.log(`  ${'bluesky'.padEnd(14)} ${BLUESKY_SAMPLE_URL}`);
console.log(`  ${'mastodon'.padEnd(14)} ${mastodonSampleUrl(all.fakes.mastodon.url)}`);

const stop = async () => {
  server.close();
  server.closeAllConnections();
  await Promise.all([services.close(), all.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
