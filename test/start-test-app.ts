/** Starts the real app on a free 127.0.0.1 port with the given environment, for tests over sockets. */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '#server/config/index.ts';
import { createServices } from '#server/create-services.ts';
import { createHttpServer } from '#server/lifecycle/http-server.ts';
import { createLogger } from '#server/logging/logger.ts';
import type { Services } from '#server/services.ts';
import { sharedRuntime } from './runtime-with.ts';

export interface TestApp {
  url: string;
  services: Services;
  close(): Promise<void>;
}

export async function startTestApp(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  // Each app stores its cards in its own throw-away folder unless the test names one, and every
  // request generates (no reuse of a stored card) unless the test turns reuse on.
  const dataDir = mkdtempSync(join(tmpdir(), 'summary-cards-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    STATIC_DIR: 'dist-missing',
    DATA_DIR: dataDir,
    CARD_REUSE_HOURS: '0',
    ...env,
    PORT: '0',
  });
  // An embedded model's start shares the worker's one runtime (test/runtime-with.ts).
  const services = createServices(config, createLogger(config.logLevel), {
    runtime: sharedRuntime,
  });
  const server = createHttpServer(services);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    services,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await services.close();
    },
  };
}
