/**
 * The Node HTTP server around the app: answers kept by the answer cache are written at once, every
 * other request goes to Hono. It does not listen; main.ts does (and test helpers, on free ports).
 */
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.ts';
import { timeRequests } from './metrics/time-requests.ts';
import type { Services } from './services.ts';

export function createHttpServer(services: Services, app = createApp(services)): Server {
  const handle = getRequestListener(app.fetch);
  const { answers, readiness, metrics } = services;
  return createServer(
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
