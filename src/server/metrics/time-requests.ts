/**
 * Times every request at the Node server, so answers written by the answer cache before Hono are
 * counted too, labelled by route pattern: the one Hono noted (route-label.ts), or for a cached
 * answer the app's own static route of that path.
 */
import type { RequestListener } from 'node:http';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import type { Metrics } from './metrics.ts';
import { routeOf } from './route-label.ts';

/** A request that ended before the app noted a route (the client left early). */
const UNKNOWN_ROUTE = 'unknown';

export function timeRequests(
  listener: RequestListener,
  metrics: Metrics,
  app: Hono<AppEnv>,
): RequestListener {
  if (!metrics.enabled) return listener;
  // Paths that are route patterns as they stand: the only ones a cached answer is labelled with.
  const staticRoutes = new Set(
    app.routes.map((route) => route.path).filter((path) => !/[:*]/.test(path)),
  );
  const cachedRoute = (url = '') => {
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    return staticRoutes.has(path) ? path : '*';
  };
  return (request, response) => {
    const started = performance.now();
    listener(request, response);
    if (response.writableEnded) {
      // Answered synchronously: only the answer cache does that.
      metrics.observeRequest(
        request.method ?? 'GET',
        cachedRoute(request.url),
        response.statusCode,
        (performance.now() - started) / 1000,
      );
      return;
    }
    response.once('close', () => {
      metrics.observeRequest(
        request.method ?? 'GET',
        routeOf(response) ?? UNKNOWN_ROUTE,
        response.statusCode,
        (performance.now() - started) / 1000,
      );
    });
  };
}
