/** Counts each request of a client on a generating route and answers 429 with Retry-After past the limit. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { tooManyRequests } from '../errors.ts';
import type { Services } from '../services.ts';
import { clientAddress, clientKey } from './client-address.ts';

/** The socket's address; undefined when the app is called without a Node server (app.request). */
function socketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** Rejects a client over `config.limits.ratePerMinute` requests a minute. */
export function rateLimit(services: Services): MiddlewareHandler<AppEnv> {
  const { trustProxyHops } = services.config.limits;
  return async (c, next) => {
    const address = clientAddress(
      socketAddress(c),
      c.req.header('x-forwarded-for'),
      trustProxyHops,
    );
    const decision = await services.limits.consumeRequest(clientKey(address));
    if (!decision.ok) {
      c.get('log')?.info({ client: clientKey(address) }, 'rate limited');
      throw tooManyRequests(decision.message, decision.retryAfterSeconds);
    }
    await next();
  };
}
