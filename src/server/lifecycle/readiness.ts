/**
 * Whether this instance should get traffic (GET /api/ready): not while it shuts down, and not while
 * the Redis it was given (REDIS_URL) does not answer, since the instances then stop sharing limits.
 */
import type { Redis } from 'ioredis';
import type { Logger } from '../logging/logger.ts';

/** How long a PING may take before Redis counts as down. */
export const REDIS_PING_TIMEOUT_MS = 1_000;

export const SHUTTING_DOWN_REASON = 'shutting down';
export const REDIS_DOWN_REASON = `Redis did not answer a PING within ${REDIS_PING_TIMEOUT_MS / 1000} s`;

export type ReadinessState = { ready: true } | { ready: false; reason: string };

export interface Readiness {
  /** True once a shutdown started; never false again. */
  readonly draining: boolean;
  /** Readiness answers 503 from now on. */
  startDraining(): void;
  check(): Promise<ReadinessState>;
}

/** Resolves true when Redis answers PONG within the timeout. */
async function pingRedis(redis: Redis, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      redis.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function createReadiness(
  redis: Redis | undefined,
  logger: Logger,
  pingTimeoutMs = REDIS_PING_TIMEOUT_MS,
): Readiness {
  let draining = false;
  let redisDown = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    async check() {
      if (draining) return { ready: false, reason: SHUTTING_DOWN_REASON };
      if (!redis) return { ready: true };
      const answered = await pingRedis(redis, pingTimeoutMs);
      // Logged when the state changes, not on every probe.
      if (!answered && !redisDown) {
        logger.warn(
          { redisStatus: redis.status },
          `${REDIS_DOWN_REASON}: not ready. Still serving: rate limits and the daily budget use ` +
            'in-process limiters, and cache reads miss, until Redis is back.',
        );
      } else if (answered && redisDown) {
        logger.info('Redis answers again: ready.');
      }
      redisDown = !answered;
      return answered ? { ready: true } : { ready: false, reason: REDIS_DOWN_REASON };
    },
  };
}
