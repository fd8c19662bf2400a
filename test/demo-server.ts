/**
 * What test/serve-with-fakes.ts starts, as a function: every outside service's fake, the real app
 * pointed at them (serving the built web app from STATIC_DIR), listening. The script runs it once
 * per process with the process's own environment; a test that asks a demo what it says and serves,
 * but not how its process starts or ends, runs it in its own process instead (a demo's process
 * under tsx costs about 9 s of CPU to start, mostly loading modules the test process already holds).
 *
 * The app listens on PORT; without PORT a demo takes 3000, or a free port when 3000 is taken. A
 * port that is taken and was asked for is a DemoStartError saying how to choose another.
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
import type { Services } from '#server/services.ts';
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

export interface DemoOptions {
  /**
   * `--free-ports` (`npm run demo`): the fakes take free ports and a model the environment names
   * is honoured; else the fakes take their fixed ports (the browser tests' stacks).
   */
  freePorts: boolean;
  /** The environment it reads: the process's own in the script. */
  env: Record<string, string | undefined>;
  /** Where its lines for the person running it go: the console in the script. */
  print: (line: string) => void;
}

/** A start that cannot go on, with what to tell the person running it (the script exits 1). */
export class DemoStartError extends Error {
  override name = 'DemoStartError';
}

export interface Demo {
  url: string;
  all: AllFakes;
  services: Services;
  /** Stops taking requests, cuts open connections, closes the app's services and the fakes. */
  close(): Promise<void>;
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

export async function startDemo({ freePorts, env, print }: DemoOptions): Promise<Demo> {
  const askedPort = env.PORT?.trim() ? Number(env.PORT) : undefined;
  let all: AllFakes;
  try {
    const delay = Number(env.FAKE_MODEL_LINE_DELAY_MS);
    all = await startAllFakes({
      fixedPorts: !freePorts,
      lineDelayMs:
        Number.isFinite(delay) && delay >= 0 ? delay : freePorts ? DEMO_LINE_DELAY_MS : 0,
    });
  } catch (error) {
    if (error instanceof FakePortInUseError) throw new DemoStartError(error.message);
    throw error;
  }

  // A demo honours a model the person running it names (EMBEDDED_MODEL, OLLAMA_HOST...); the
  // browser tests always use the fake.
  const ownModel = freePorts && namesOwnModel(env);
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
      ...env,
      ...(freePorts ? demoFakesEnv(all.env, env) : all.env),
      PORT: String(askedPort ?? DEFAULT_PORT),
    });
    // The model stays where `npm start` keeps it (DATA_DIR/models, ./data/models by default), not
    // in the demo's own card folder: a file `npm run model` fetched is used, never downloaded again.
    const { modelsDir } = loadConfig({ DATA_DIR: env.DATA_DIR }).embedded;
    config = { ...config, embedded: { ...config.embedded, modelsDir } };
  } catch (error) {
    await all.close();
    if (error instanceof ConfigError) throw new DemoStartError(error.message);
    throw error;
  }

  const services = createServices(config, createLogger(config.logLevel));
  const server = createHttpServer(services);
  let listening = await listen(server, config.port, config.host);
  if (!listening && askedPort === undefined && freePorts) {
    print(`Port ${DEFAULT_PORT} is already in use: taking a free port instead.`);
    listening = await listen(server, 0, config.host);
  }
  if (!listening) {
    await Promise.all([services.close(), all.close()]);
    throw new DemoStartError(
      `Port ${config.port} on ${config.host} is already in use (another \`npm run demo\`, or another ` +
        `server). Choose another port, e.g. PORT=${config.port + 1} npm run demo`,
    );
  }

  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host}:${port}`;
  print(`Summary with fake outside services on ${url}`);
  if (freePorts) print(demoWriterLine(config, ownModel));
  // The embedded model, when the demo was asked for it, downloads and loads as `npm start`'s does.
  services.generator.start?.();
  void warmGuardSoon(services);
  print('Sample posts to paste:');
  for (const [name, id] of Object.entries(SAMPLE_POST_IDS)) {
    print(`  ${name.padEnd(14)} https://x.com/sample/status/${id}`);
  }
  print(`  ${'bluesky'.padEnd(14)} ${BLUESKY_SAMPLE_URL}`);
  print(`  ${'mastodon'.padEnd(14)} ${mastodonSampleUrl(all.fakes.mastodon.url)}`);

  return {
    url,
    all,
    services,
    async close() {
      server.close();
      server.closeAllConnections();
      await Promise.all([services.close(), all.close()]);
    },
  };
}
