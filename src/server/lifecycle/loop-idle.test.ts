import { describe, expect, it } from 'vitest';
import { loopIdle } from './loop-idle.ts';

/** Holds the main thread `ms` at a time, `rounds` times, a turn of the event loop apart. */
function holdTheLoop(rounds: number, ms: number): Promise<void> {
  return new Promise((resolve) => {
    let left = rounds;
    const hold = () => {
      const until = performance.now() + ms;
      while (performance.now() < until) {
        // busy, as a module's compile or a file's header read
      }
      left -= 1;
      if (left > 0) setTimeout(hold, 1);
      else resolve();
    };
    setTimeout(hold, 1);
  });
}

describe('loopIdle', () => {
  it('resolves only once the main thread has stopped being held', async () => {
    const seen: string[] = [];
    const held = holdTheLoop(8, 120).then(() => seen.push('released'));
    await loopIdle().then(() => seen.push('idle'));
    await held;
    expect(seen).toEqual(['released', 'idle']);
  });

  it('resolves at its limit on a loop that is never idle', async () => {
    let holding = true;
    const hold = () => {
      const until = performance.now() + 60;
      while (performance.now() < until) {
        // busy
      }
      if (holding) setTimeout(hold, 1);
    };
    setTimeout(hold, 1);
    // It would never resolve without its limit: the test's own timeout would fail it.
    await expect(loopIdle({ atMostMs: 600 })).resolves.toBeUndefined();
    holding = false;
  });
});
