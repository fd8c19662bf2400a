/**
 * `until()`, which every step of the model's load races against the stop and the deadline: the
 * step's late result is freed, and a failure in freeing it goes nowhere (an unhandled rejection
 * would end the server).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { until } from './model-loader.ts';

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  unhandled.length = 0;
});

/** A step that finishes when told to. */
function step<T>() {
  let finish!: (value: T) => void;
  const work = new Promise<T>((resolve) => {
    finish = resolve;
  });
  return { work, finish };
}

describe('until', () => {
  it('ends at once on the stop, and frees what the step makes after it', async () => {
    const stop = new AbortController();
    const { work, finish } = step<string>();
    const freed: string[] = [];
    const raced = until(work, stop.signal, (late) => freed.push(late));
    stop.abort(new Error('stopping'));
    await expect(raced).rejects.toThrow('stopping');
    finish('a model');
    await sleep(10);
    expect(freed).toEqual(['a model']);
  });

  it('lets a failure to free the late result go, never as an unhandled rejection', async () => {
    process.on('unhandledRejection', onUnhandled);
    const stop = new AbortController();
    const { work, finish } = step<string>();
    const raced = until(work, stop.signal, async () => {
      throw new Error('could not free it');
    });
    stop.abort(new Error('stopping'));
    await expect(raced).rejects.toThrow('stopping');
    finish('a model');
    await sleep(20);
    expect(unhandled).toEqual([]);
  });
});
