import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.ts';
import { createLogger } from '../logging/logger.ts';
import {
  ANSWERS_PER_MODEL_ANSWER,
  BUDGET_USED_UP_MESSAGE,
  createLimits,
  dailyCapMessage,
} from './create-limits.ts';

const logger = createLogger('silent');
const configWith = (env: Record<string, string>) => loadConfig({ LOG_LEVEL: 'silent', ...env });

describe('createLimits (in process)', () => {
  it('lets a client make RATE_LIMIT_PER_MINUTE requests and refuses the next with a wait', async () => {
    const limits = createLimits(configWith({ RATE_LIMIT_PER_MINUTE: '3' }), undefined, logger);
    for (let i = 0; i < 3; i += 1)
      expect(await limits.consumeModelAnswer('1.2.3.4')).toEqual({ ok: true });
    const refused = await limits.consumeModelAnswer('1.2.3.4');
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(refused.message).toBe(
      `Too many requests. Please try again in ${refused.retryAfterSeconds} seconds.`,
    );
  });

  it("caps a client's answers at ANSWERS_PER_MODEL_ANSWER × the rate, apart from model answers", async () => {
    const limits = createLimits(configWith({ RATE_LIMIT_PER_MINUTE: '2' }), undefined, logger);
    for (let i = 0; i < 2 * ANSWERS_PER_MODEL_ANSWER; i += 1)
      expect(await limits.consumeAnswer('1.2.3.5')).toEqual({ ok: true });
    const refused = await limits.consumeAnswer('1.2.3.5');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toMatch(/^Too many requests\./);
    // The model's rate is counted on its own.
    expect((await limits.consumeModelAnswer('1.2.3.5')).ok).toBe(true);
  });

  it('counts each client on its own', async () => {
    const limits = createLimits(configWith({ RATE_LIMIT_PER_MINUTE: '1' }), undefined, logger);
    expect((await limits.consumeModelAnswer('1.1.1.1')).ok).toBe(true);
    expect((await limits.consumeModelAnswer('1.1.1.1')).ok).toBe(false);
    expect((await limits.consumeModelAnswer('2.2.2.2')).ok).toBe(true);
  });

  it('refuses generations once the daily budget is spent, until the next UTC day', async () => {
    let clock = Date.UTC(2026, 0, 10, 23, 0, 0);
    const limits = createLimits(configWith({ LLM_DAILY_BUDGET: '2' }), undefined, logger, {
      now: () => clock,
    });
    expect((await limits.consumeGeneration()).ok).toBe(true);
    expect((await limits.consumeGeneration()).ok).toBe(true);
    const refused = await limits.consumeGeneration();
    expect(refused).toEqual({
      ok: false,
      retryAfterSeconds: 3600,
      message: BUDGET_USED_UP_MESSAGE,
    });
    clock = Date.UTC(2026, 0, 11, 0, 0, 1);
    expect((await limits.consumeGeneration()).ok).toBe(true);
  });

  it('gives each client RATE_LIMIT_PER_DAY generations a UTC day, saying when they come back', async () => {
    let clock = Date.UTC(2026, 0, 10, 20, 48, 0);
    const limits = createLimits(configWith({ RATE_LIMIT_PER_DAY: '2' }), undefined, logger, {
      now: () => clock,
    });
    expect((await limits.consumeClientDay('1.1.1.1')).ok).toBe(true);
    expect((await limits.consumeClientDay('1.1.1.1')).ok).toBe(true);
    expect(await limits.consumeClientDay('1.1.1.1')).toEqual({
      ok: false,
      retryAfterSeconds: 3 * 3600 + 12 * 60,
      message:
        'You have used your 2 generations for today. They come back at midnight UTC, in 3 hours and 12 minutes.',
    });
    // Another client has its own allowance.
    expect((await limits.consumeClientDay('2.2.2.2')).ok).toBe(true);
    clock = Date.UTC(2026, 0, 11, 0, 0, 1);
    expect((await limits.consumeClientDay('1.1.1.1')).ok).toBe(true);
  });

  it('spells the wait of the daily cap in hours and minutes', () => {
    expect(dailyCapMessage(1, 59)).toBe(
      'You have used your 1 generation for today. They come back at midnight UTC, in 1 minute.',
    );
    expect(dailyCapMessage(200, 7200)).toMatch(/in 2 hours\.$/);
  });

  it.each([
    ['consumeFetch', 'FETCH_PER_MINUTE'],
    ['consumeImage', 'IMAGE_PROXY_PER_MINUTE'],
    ['consumeCardImage', 'CARD_IMAGE_PER_MINUTE'],
  ] as const)('%s allows %s requests a minute per client', async (method, variable) => {
    const limits = createLimits(configWith({ [variable]: '2' }), undefined, logger);
    expect((await limits[method]('3.3.3.3')).ok).toBe(true);
    expect((await limits[method]('3.3.3.3')).ok).toBe(true);
    const refused = await limits[method]('3.3.3.3');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toMatch(/^Too many requests\./);
    expect((await limits[method]('4.4.4.4')).ok).toBe(true);
    // The counters are separate: fetching posts does not use up the generations.
    expect((await limits.consumeModelAnswer('3.3.3.3')).ok).toBe(true);
  });

  it('refuses every generation when the budget is zero', async () => {
    const limits = createLimits(configWith({ LLM_DAILY_BUDGET: '0' }), undefined, logger);
    expect((await limits.consumeGeneration()).ok).toBe(false);
  });

  it('runs at most LLM_MAX_CONCURRENCY generations at once and the rest in turn', async () => {
    const limits = createLimits(configWith({ LLM_MAX_CONCURRENCY: '2' }), undefined, logger);
    let running = 0;
    let highest = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      highest = Math.max(highest, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      order.push(n);
      return n;
    };
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => limits.withGenerationSlot(task(n))),
    );
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(highest).toBe(2);
    expect(order).toHaveLength(5);
  });

  it('frees the slot of a generation that failed', async () => {
    const limits = createLimits(configWith({ LLM_MAX_CONCURRENCY: '1' }), undefined, logger);
    await expect(
      limits.withGenerationSlot(() => Promise.reject(new Error('upstream down'))),
    ).rejects.toThrow('upstream down');
    expect(await limits.withGenerationSlot(async () => 'next')).toBe('next');
  });
});
