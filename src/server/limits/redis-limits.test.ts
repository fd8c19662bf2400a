import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisClients } from '#test/redis-clients.ts';
import { startTestRedis, type TestRedis } from '#test/redis-server.ts';
import { ANSWERS_PER_MODEL_ANSWER, createLimits } from './create-limits.ts';

describe('createLimits on a real redis-server', () => {
  let server: TestRedis;
  const clients = createRedisClients();
  const { logger } = clients;
  const connect = (env: Record<string, string> = {}) => clients.connect(server.url, env);

  beforeAll(async () => {
    server = await startTestRedis();
  });
  afterAll(async () => {
    await clients.closeAll();
    await server.stop();
  });

  it('shares one per-client limit between two instances', async () => {
    const a = connect({ RATE_LIMIT_PER_MINUTE: '3' });
    const b = connect({ RATE_LIMIT_PER_MINUTE: '3' });
    const limitsA = createLimits(a.config, a.redis, logger);
    const limitsB = createLimits(b.config, b.redis, logger);
    expect(limitsA.name).toBe('redis');
    expect((await limitsA.consumeModelAnswer('9.9.9.9')).ok).toBe(true);
    expect((await limitsB.consumeModelAnswer('9.9.9.9')).ok).toBe(true);
    expect((await limitsA.consumeModelAnswer('9.9.9.9')).ok).toBe(true);
    const refused = await limitsB.consumeModelAnswer('9.9.9.9');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it('shares the cap on answers between two instances', async () => {
    const a = connect({ RATE_LIMIT_PER_MINUTE: '1' });
    const b = connect({ RATE_LIMIT_PER_MINUTE: '1' });
    const limitsA = createLimits(a.config, a.redis, logger);
    const limitsB = createLimits(b.config, b.redis, logger);
    const answers = [];
    for (let i = 0; i <= ANSWERS_PER_MODEL_ANSWER; i += 1)
      answers.push((await (i % 2 === 0 ? limitsA : limitsB).consumeAnswer('9.9.9.8')).ok);
    expect(answers).toEqual([...Array(ANSWERS_PER_MODEL_ANSWER).fill(true), false]);
  });

  it('shares one daily budget between two instances', async () => {
    const a = connect({ LLM_DAILY_BUDGET: '2' });
    const b = connect({ LLM_DAILY_BUDGET: '2' });
    const now = () => Date.UTC(2030, 5, 1, 12);
    const limitsA = createLimits(a.config, a.redis, logger, { now });
    const limitsB = createLimits(b.config, b.redis, logger, { now });
    expect((await limitsA.consumeGeneration()).ok).toBe(true);
    expect((await limitsB.consumeGeneration()).ok).toBe(true);
    expect((await limitsA.consumeGeneration()).ok).toBe(false);
    expect((await limitsB.consumeGeneration()).ok).toBe(false);
  });

  it('shares each client daily allowance between two instances', async () => {
    const a = connect({ RATE_LIMIT_PER_DAY: '3' });
    const b = connect({ RATE_LIMIT_PER_DAY: '3' });
    const now = () => Date.UTC(2030, 5, 2, 12);
    const limitsA = createLimits(a.config, a.redis, logger, { now });
    const limitsB = createLimits(b.config, b.redis, logger, { now });
    expect((await limitsA.consumeClientDay('7.7.7.7')).ok).toBe(true);
    expect((await limitsB.consumeClientDay('7.7.7.7')).ok).toBe(true);
    expect((await limitsA.consumeClientDay('7.7.7.7')).ok).toBe(true);
    const refused = await limitsB.consumeClientDay('7.7.7.7');
    expect(refused).toMatchObject({ ok: false, retryAfterSeconds: 12 * 3600 });
    expect((await limitsA.consumeClientDay('8.8.8.8')).ok).toBe(true);
  });

  it('shares the fetch and image limits between two instances', async () => {
    const env = { FETCH_PER_MINUTE: '1', IMAGE_PROXY_PER_MINUTE: '1' };
    const a = connect(env);
    const b = connect(env);
    const limitsA = createLimits(a.config, a.redis, logger);
    const limitsB = createLimits(b.config, b.redis, logger);
    expect((await limitsA.consumeFetch('6.6.6.6')).ok).toBe(true);
    expect((await limitsB.consumeFetch('6.6.6.6')).ok).toBe(false);
    expect((await limitsB.consumeImage('6.6.6.6')).ok).toBe(true);
    expect((await limitsA.consumeImage('6.6.6.6')).ok).toBe(false);
  });

  it('still limits in process when Redis is unreachable', async () => {
    const { config, redis } = clients.connect('redis://127.0.0.1:1', {
      RATE_LIMIT_PER_MINUTE: '2',
    });
    const limits = createLimits(config, redis, logger);
    expect((await limits.consumeModelAnswer('5.5.5.5')).ok).toBe(true);
    expect((await limits.consumeModelAnswer('5.5.5.5')).ok).toBe(true);
    expect((await limits.consumeModelAnswer('5.5.5.5')).ok).toBe(false);
  });
});
