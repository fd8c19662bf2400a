import { describe, expect, it } from 'vitest';
import { createSlotPool, SlotsBusyError } from './slot-pool.ts';

describe('createSlotPool', () => {
  it('hands out `size` slots at once and the next freed slot to the first waiter', async () => {
    const pool = createSlotPool({ size: 2, maxWaitMs: 5_000, maxWaiting: 10 });
    const first = await pool.acquire();
    await pool.acquire();
    expect(pool.active).toBe(2);
    const third = pool.acquire();
    expect(pool.waiting).toBe(1);
    first();
    // Releasing twice frees one slot only.
    first();
    const release = await third;
    expect(pool.active).toBe(2);
    expect(pool.waiting).toBe(0);
    release();
    expect(pool.active).toBe(1);
  });

  it('gives up after maxWaitMs with SlotsBusyError, leaving the line', async () => {
    const pool = createSlotPool({ size: 1, maxWaitMs: 30, maxWaiting: 10 });
    await pool.acquire();
    await expect(pool.acquire()).rejects.toBeInstanceOf(SlotsBusyError);
    expect(pool.waiting).toBe(0);
  });

  it('refuses at once when the waiting line is full', async () => {
    const pool = createSlotPool({ size: 1, maxWaitMs: 5_000, maxWaiting: 1 });
    const hold = await pool.acquire();
    const waiting = pool.acquire();
    await expect(pool.acquire()).rejects.toThrow('the waiting line is full');
    hold();
    (await waiting)();
    expect(pool.active).toBe(0);
  });

  it('lets a waiter whose client went away leave the line', async () => {
    const pool = createSlotPool({ size: 1, maxWaitMs: 5_000, maxWaiting: 5 });
    const hold = await pool.acquire();
    const client = new AbortController();
    const waiting = pool.acquire(client.signal);
    client.abort();
    await expect(waiting).rejects.toBeInstanceOf(SlotsBusyError);
    expect(pool.waiting).toBe(0);
    hold();
    expect(pool.active).toBe(0);
  });
});
