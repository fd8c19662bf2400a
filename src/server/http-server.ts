/**
 * The Node HTTP server around the app: answers kept by the answer cache are written at once, every
 * other request goes to Hono. It does not listen; main.ts does (and test helpers, on free ports).
 */
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.ts';
import type { Services } from './services.ts';

export function createHttpServer(services: Services, app = createApp(services)): Server {
  const handle = getRequestListener(app.fetch);
  return createServer((request, response) => {
    if (!services.answers.answer(request, response)) void handle(request, response);
  });
}
