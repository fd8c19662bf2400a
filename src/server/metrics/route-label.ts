/**
 * The route pattern that answered a request, handed from Hono to the Node server's request timer
 * (http-server.ts) on the raw response: the metrics label a request by pattern, never by its URL.
 */
import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../http/app-env.ts';

const ROUTE = Symbol('route pattern');
type Labelled = ServerResponse & { [ROUTE]?: string };

/** Mounted first: once the app has answered, notes the pattern of the handler that did. */
export function recordRoute(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const outgoing = c.env?.outgoing as Labelled | undefined;
    // After next(), the route index points at the last handler that ran: the one that answered.
    if (outgoing) outgoing[ROUTE] = routePath(c) || '*';
  };
}

/** The pattern recordRoute noted, or undefined when the app never got to answer. */
export function routeOf(response: ServerResponse): string | undefined {
  return (response as Labelled)[ROUTE];
}
