/**
 * The Node HTTP server around the app: answers kept by the answer cache are written at once, every
 * other request goes to Hono. It does not listen; main.ts does (and test helpers, on free ports).
 */
import { createServer, type Server, type ServerOptions } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '../app.ts';
import type { Config } from '../config/index.ts';
import { timeRequests } from '../metrics/time-requests.ts';
import type { Services } from '../services.ts';

/**
 * Node's own timeouts, from REQUEST_TIMEOUT_MS and KEEP_ALIVE_TIMEOUT_MS (issue 12 item 6): a
 * request whose headers and body have not all arrived in time gets 408 and the connection is
 * closed, which also ends a connection that never sends a request. Node closes an idle kept-alive
 * connection one second after the timeout it advertises in `Keep-Alive: timeout=N` (so clients
 * stop reusing it first); advertising one second less makes the close come at KEEP_ALIVE_TIMEOUT_MS.
 * The connections are checked every second, not every 30 s (Node's default), so a 30 s timeout
 * closes by 31 s, not 60.
 */
export function serverTimeouts({ requestTimeoutMs, keepAliveTimeoutMs }: Config['http']) {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    keepAliveTimeout: Math.max(1, keepAliveTimeoutMs - 1_000),
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(requestTimeoutMs / 10))),
  } satisfies ServerOptions;
}

export function createHttpServer(services: Services, app = createApp(services)): Server {
  const handle = getRequestListener(app.fetch);
  const { answers, readiness, metrics } = services;
  return createServer(
    serverTimeouts(services.config.http),
    timeRequests(
      (request, response) => {
        // While shutting down, a request on a kept-alive connection is its last one.
        if (readiness.draining) response.shouldKeepAlive = false;
        if (!answers.answer(request, response)) void handle(request, response);
      },
      metrics,
      app,
    ),
  );
}
