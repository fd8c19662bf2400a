/**
 * The limits on spending: per-client request rates (model answers, every answer of the generating
 * routes, post fetches, proxied images), a per-client daily allowance of model answers, a global
 * daily generation budget and a cap on concurrent upstream generations. With Redis the counters
 * are shared by every instance.
 */
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Config } from '../config/index.ts';
import type { Logger } from '../logging/logger.ts';
import type { LimitDecision, Limits } from '../services.ts';
import { createSemaphore } from './semaphore.ts';

const KEY_PREFIX = 'summary:limit';
const DAY_MS = 86_400_000;

/**
 * A client's answers of the generating routes a minute, as many times RATE_LIMIT_PER_MINUTE: the
 * rules writer's answers (and stored or Quote cards) cost milliseconds and no model time, so they
 * do not count against RATE_LIMIT_PER_MINUTE; this much higher cap still stops a flood of them
 * (each may read a post upstream, as a /api/fetch-tweet does).
 */
export const ANSWERS_PER_MODEL_ANSWER = 5;

export interface LimitsOptions {
  /** Clock in milliseconds; decides which UTC day the budget counts against. */
  now?: () => number;
}

/** "Too many requests. Please try again in N seconds." */
export const tooManyRequestsMessage = (seconds: number) =>
  `Too many requests. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

export const BUDGET_USED_UP_MESSAGE =
  'The daily generation budget is used up. Please try again tomorrow.';

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** "3 hours and 12 minutes", "1 minute": how long until the day's allowance comes back. */
function spell(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} and ${unit(rest, 'minute')}`;
}

/** The 429 message of the per-client daily cap: how many, and when it resets. */
export const dailyCapMessage = (perDay: number, secondsLeft: number) =>
  `You have used your ${perDay} ${perDay === 1 ? 'generation' : 'generations'} for today. ` +
  `They come back at midnight UTC, in ${spell(secondsLeft)}.`;

/** Redis is away (not merely still connecting at start-up): use the in-process limiter at once. */
const isRedisDown = (redis: Redis) =>
  redis.status === 'reconnecting' || redis.status === 'close' || redis.status === 'end';

/**
 * A limiter in Redis with an in-process insurance limiter for when Redis fails, so an outage
 * limits each instance on its own rather than not at all.
 */
function createLimiter(
  redis: Redis | undefined,
  options: { keyPrefix: string; points: number; duration: number },
): (key: string) => Promise<RateLimiterRes> {
  const memory = new RateLimiterMemory(options);
  if (!redis) return (key) => memory.consume(key);
  const shared = new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory });
  return (key) => (isRedisDown(redis) ? memory : (shared as RateLimiterAbstract)).consume(key);
}

/** Creates the limits, in Redis when a client is given, in process otherwise. */
export function createLimits(
  config: Config,
  redis: Redis | undefined,
  logger: Logger,
  options: LimitsOptions = {},
): Limits {
  const now = options.now ?? Date.now;
  const { ratePerMinute, dailyBudget } = config.limits;
  const consumeModelAnswerPoint = createLimiter(redis, {
    keyPrefix: `${KEY_PREFIX}:request`,
    points: ratePerMinute,
    duration: 60,
  });
  const consumeAnswerPoint = createLimiter(redis, {
    keyPrefix: `${KEY_PREFIX}:answer`,
    points: ANSWERS_PER_MODEL_ANSWER * ratePerMinute,
    duration: 60,
  });
  // One key per UTC day, so the budget starts afresh at midnight whatever the first request's time.
  const consumeBudgetPoint = createLimiter(redis, {
    keyPrefix: `${KEY_PREFIX}:budget`,
    points: Math.max(1, dailyBudget),
    duration: 2 * 86_400,
  });
  const { perClientPerDay, fetchPerMinute, imagePerMinute, cardImagePerMinute } = config.limits;
  // The day is in the key, as for the budget: every client starts afresh at midnight UTC.
  const consumeClientDayPoint = createLimiter(redis, {
    keyPrefix: `${KEY_PREFIX}:client-day`,
    points: perClientPerDay,
    duration: 2 * 86_400,
  });
  const consumeFetchPoint = createLimiter(redis, {
    keyPrefix: `${KEY_PREFIX}:fetch`,
    points: fetchPerMinute,
    duration: 60,
  });
  const consumeImagePoint = createLimiter(redis, {
    keyPrefix: `${KEY_PREFIX}:image`,
    points: imagePerMinute,
    duration: 60,
  });
  const consumeCardImagePoint = createLimiter(redis, {
    keyPrefix: `${KEY_PREFIX}:card-image`,
    points: cardImagePerMinute,
    duration: 60,
  });
  const semaphore = createSemaphore(config.llm.maxConcurrency);
  const secondsToMidnight = () => toSeconds(DAY_MS - (now() % DAY_MS));

  /** Counts one point; a refusal says when to retry, a broken store lets the request through. */
  async function perClient(
    consume: (key: string) => Promise<RateLimiterRes>,
    key: string,
    refusal: (seconds: number) => { seconds: number; message: string },
  ): Promise<LimitDecision> {
    try {
      await consume(key);
      return { ok: true };
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        const { seconds, message } = refusal(toSeconds(error.msBeforeNext));
        return { ok: false, retryAfterSeconds: seconds, message };
      }
      // Both stores failed: one person's request is not worth an outage of the whole site.
      logger.error({ err: { message: (error as Error).message } }, 'rate limiter failed');
      return { ok: true };
    }
  }
  const perMinute = (seconds: number) => ({ seconds, message: tooManyRequestsMessage(seconds) });

  const budgetRefusal = (): LimitDecision => ({
    ok: false,
    retryAfterSeconds: toSeconds(DAY_MS - (now() % DAY_MS)),
    message: BUDGET_USED_UP_MESSAGE,
  });

  return {
    name: redis ? 'redis' : 'memory',
    consumeModelAnswer: (clientKey) => perClient(consumeModelAnswerPoint, clientKey, perMinute),
    consumeAnswer: (clientKey) => perClient(consumeAnswerPoint, clientKey, perMinute),
    consumeClientDay(clientKey) {
      const day = new Date(now()).toISOString().slice(0, 10);
      return perClient(consumeClientDayPoint, `${day}:${clientKey}`, () => {
        const seconds = secondsToMidnight();
        return { seconds, message: dailyCapMessage(perClientPerDay, seconds) };
      });
    },
    consumeFetch: (clientKey) => perClient(consumeFetchPoint, clientKey, perMinute),
    consumeImage: (clientKey) => perClient(consumeImagePoint, clientKey, perMinute),
    consumeCardImage: (clientKey) => perClient(consumeCardImagePoint, clientKey, perMinute),
    async consumeGeneration() {
      if (dailyBudget === 0) return budgetRefusal();
      const day = new Date(now()).toISOString().slice(0, 10);
      try {
        await consumeBudgetPoint(day);
        return { ok: true };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) {
          // Money is at stake: when the budget cannot be counted, nothing is spent.
          logger.error({ err: { message: (error as Error).message } }, 'budget limiter failed');
        }
        return budgetRefusal();
      }
    },
    withGenerationSlot: (task) => semaphore.run(task),
  };
}
