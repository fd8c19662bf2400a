import { describe, expect, it } from 'vitest';
import { runInTurns } from './run-in-turns.ts';

describe('runInTurns', () => {
  it('runs the steps in order, each in a turn of its own, so the server answers in between', async () => {
    const seen: string[] = [];
    const done = runInTurns([
      () => {
        seen.push('first');
        // What the server would do meanwhile: a request read in the next turn.
        setImmediate(() => seen.push('request'));
      },
      () => seen.push('second'),
      async () => {
        await Promise.resolve();
        seen.push('third');
      },
      () => seen.push('fourth'),
    ]);
    expect(seen).toEqual([]);
    await done;
    expect(seen).toEqual(['first', 'request', 'second', 'third', 'fourth']);
  });

  it('holds the event loop awake until its steps ran, so an idle server runs them at once', async () => {
    // An unref'd immediate does not wake a loop waiting on sockets alone: on a server with no
    // request and no timer, each step waited for something else to happen (7 s measured).
    const done = runInTurns([() => {}, () => {}]);
    await Promise.resolve();
    expect(process.getActiveResourcesInfo()).toContain('Immediate');
    await done;
  });

  it('runs no further step once stopped, and still resolves', async () => {
    const seen: string[] = [];
    let stopping = false;
    await runInTurns(
      [
        () => seen.push('first'),
        () => {
          seen.push('second');
          // A shutdown begins while this step runs.
          stopping = true;
        },
        () => seen.push('third'),
      ],
      () => stopping,
    );
    expect(seen).toEqual(['first', 'second']);
  });

  it('runs the rest when a step throws or rejects, and still resolves', async () => {
    const seen: string[] = [];
    await runInTurns([
      () => {
        throw new Error('no fonts');
      },
      () => Promise.reject(new Error('no lexicon')),
      () => seen.push('ran'),
    ]);
    expect(seen).toEqual(['ran']);
  });
});
