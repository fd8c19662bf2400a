/** Gives every request an id and logs one line when it ends. */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Logger } from '../logger.ts';

export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = crypto.randomUUID();
    const started = performance.now();
    c.set('requestId', requestId);
    c.set('log', logger.child({ requestId }));
    await next();
    c.header('X-Request-Id', requestId);
    if (c.req.path.startsWith('/api/')) {
      logger.info(
        {
          requestId,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  };
}
