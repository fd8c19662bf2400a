/** Starts the real app on a free 127.0.0.1 port with the given environment, for tests over sockets. */
import type { AddressInfo } from 'node:net';
import { loadConfig } from '#server/config.ts';
import { createServices } from '#server/create-services.ts';
import { createHttpServer } from '#server/http-server.ts';
import { createLogger } from '#server/logger.ts';
import type { Services } from '#server/services.ts';

export interface TestApp {
  url: string;
  services: Services;
  close(): Promise<void>;
}

export async function startTestApp(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: 'dist-missing', ...env, PORT: '0' });
  const services = createServices(config, createLogger(config.logLevel));
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
