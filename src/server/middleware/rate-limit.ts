/**
 * Counts each request of a client against its limits and answers 429 with Retry-After past one:
 * on the generating routes answers a minute, and model answers a minute and a day (counted once the
 * route knows a model writes it: a rules answer costs no model time); post fetches and proxied
 * images a minute.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { tooManyRequests } from '../http/errors.ts';
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
 * Runs the counters in order for the client of `c` and refuses (429) at the first that says no, so
 * a request refused by a per-minute rate does not also use up the day's allowance.
 */
export async function countPerClient(
  c: Context<AppEnv>,
  services: Services,
  counters: readonly ClientCounter[],
): Promise<void> {
  const address = clientAddress(
    socketAddress(c),
    c.req.header('x-forwarded-for'),
    services.config.limits.trustProxyHops,
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
}

/** A middleware counting each request of a client with `counters` (see countPerClient). */
export function limitPerClient(
  services: Services,
  ...counters: ClientCounter[]
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await countPerClient(c, services, counters);
    await next();
  };
}

/**
 * The generating routes: every answer, whoever writes it, counts against the cap on answers
 * (ANSWERS_PER_MODEL_ANSWER × `config.limits.ratePerMinute` a minute). A model's answer counts
 * besides against the rate and the day (MODEL_ANSWER_COUNTERS), once the route knows who writes it.
 */
export function rateLimit(services: Services): MiddlewareHandler<AppEnv> {
  return limitPerClient(services, (limits, key) => limits.consumeAnswer(key));
}

/**
 * What a model's answer costs a client: `config.limits.ratePerMinute` a minute, then
 * `config.limits.perClientPerDay` a UTC day. The rules writer's answers cost neither.
 */
export const MODEL_ANSWER_COUNTERS: readonly ClientCounter[] = [
  (limits, key) => limits.consumeModelAnswer(key),
  (limits, key) => limits.consumeClientDay(key),
];
