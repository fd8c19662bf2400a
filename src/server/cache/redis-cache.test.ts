import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisClients } from '#test/redis-clients.ts';
import { startTestRedis, type TestRedis } from '#test/redis-server.ts';
import { loadConfig } from '../config/index.ts';
import { createCache } from './create-cache.ts';
import { createRedisClient } from './redis-client.ts';

describe('createCache on a real redis-server', () => {
  let server: TestRedis;
  const clients = createRedisClients();
  const { logger } = clients;
  const connect = (url: string) => clients.connect(url);

  beforeAll(async () => {
    server = await startTestRedis();
  });
  afterAll(async () => {
    await clients.closeAll();
    await server.stop();
  });

  it('shares cached values between two instances, with their expiry', async () => {
    const a = connect(server.url);
    const b = connect(server.url);
    const cacheA = createCache(a.config, a.redis, logger);
    const cacheB = createCache(b.config, b.redis, logger);
    expect(cacheA.name).toBe('redis');
    await cacheA.set('post:42', { username: 'someone', thread: ['a', 'b'] }, 60);
    expect(await cacheB.get('post:42')).toEqual({ username: 'someone', thread: ['a', 'b'] });
    expect(await a.redis.ttl('summary:cache:post:42')).toBeGreaterThan(50);
    expect(await cacheB.get('post:missing')).toBeUndefined();
  });

  it('reads as a miss, without throwing, when Redis is unreachable', async () => {
    const { config, redis } = connect('redis://127.0.0.1:1');
    const cache = createCache(config, redis, logger);
    await cache.set('k', 'v', 60);
    expect(await cache.get('k')).toBeUndefined();
  });

  it('is the in-process cache without REDIS_URL', () => {
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    expect(createRedisClient(config, logger)).toBeUndefined();
    expect(createCache(config, undefined, logger).name).toBe('memory');
  });
});
