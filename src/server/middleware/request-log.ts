/** Gives every request an id and logs one line when it ends. */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import type { Logger } from '../logging/logger.ts';

export interface RequestLine {
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

/** The one log line of an API request, whoever answered it (the app or the answer cache). */
export function logRequest(logger: Logger, line: RequestLine): void {
  logger.info(line, 'request');
}

export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = crypto.randomUUID();
    const started = performance.now();
    c.set('requestId', requestId);
    c.set('log', logger.child({ requestId }));
    // Set before the route runs, so the answer is built with it rather than copied to add it.
    c.header('X-Request-Id', requestId);
    await next();
    if (c.req.path.startsWith('/api/')) {
      logRequest(logger, {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  };
}
