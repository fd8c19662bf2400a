/**
 * Counts each request of a client against its limits and answers 429 with Retry-After past one:
 * generations a minute and a day on the generating routes, post fetches and proxied images a minute.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { tooManyRequests } from '../errors.ts';
import type { LimitDecision, Limits, Services } from '../services.ts';
import { clientAddress, clientKey } from './client-address.ts';

/** The socket's address; undefined when the app is called without a Node server (app.request). */
function socketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** One counter of a client's requests, e.g. `(limits, key) => limits.consumeFetch(key)`. */
export type ClientCounter = (limits: Limits, clientKey: string) => Promise<LimitDecision>;

/**
 * Runs the counters in order and refuses at the first that says no, so a request refused by the
 * per-minute rate does not also use up the day's allowance.
 */
export function limitPerClient(
  services: Services,
  ...counters: ClientCounter[]
): MiddlewareHandler<AppEnv> {
  const { trustProxyHops } = services.config.limits;
  return async (c, next) => {
    const address = clientAddress(
      socketAddress(c),
      c.req.header('x-forwarded-for'),
      trustProxyHops,
    );
    const key = clientKey(address);
    for (const count of counters) {
      const decision = await count(services.limits, key);
      if (!decision.ok) {
        c.get('log')?.info({ client: key, path: c.req.path }, 'rate limited');
        services.metrics.countRateLimited();
        throw tooManyRequests(decision.message, decision.retryAfterSeconds);
      }
    }
    await next();
  };
}

/**
 * The generating routes: `config.limits.ratePerMinute` requests a minute, then
 * `config.limits.perClientPerDay` generations a UTC day.
 */
export function rateLimit(services: Services): MiddlewareHandler<AppEnv> {
  return limitPerClient(
    services,
    (limits, key) => limits.consumeRequest(key),
    (limits, key) => limits.consumeClientDay(key),
  );
}
