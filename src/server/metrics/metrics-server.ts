/**
 * The second listener (METRICS_PORT): `GET /metrics` in the Prometheus text format and nothing
 * else. It is a plain node:http server apart from the app, so the public port can never serve it.
 */
import { createServer, type Server } from 'node:http';
import type { Logger } from '../logging/logger.ts';
import type { Metrics } from './metrics.ts';

export function createMetricsServer(metrics: Metrics, logger: Logger): Server {
  return createServer((request, response) => {
    const path = request.url?.split('?', 1)[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Only GET /metrics is served here.\n');
      return;
    }
    metrics.render().then(
      (text) => {
        response.writeHead(200, {
          'Content-Type': metrics.contentType,
          'Cache-Control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('The metrics could not be collected.\n');
      },
    );
  });
}
