import { describe, expect, it } from 'vitest';
import { claimSource, lineBeingWrittenFails, safeSoFar, unsupportedClaims } from '#core/index.ts';
import { LOCAL_WRITER_NAME } from '../generation/providers/index.ts';
import type { TextGenerator } from '../services.ts';
import { readOnce, streamGuardOnce, WARM_READINGS } from './guard-warm-readings.ts';
import { warmGuardSoon, warmReplacements } from './warm-guard.ts';

/** What the guard's worker reads at its warm-up (guard-worker.ts), here on this thread. */
const warmGuard = () => {
  for (const reading of WARM_READINGS) readOnce(reading);
};
const warmStream = () => {
  for (const reading of WARM_READINGS) streamGuardOnce(reading);
};

describe('warmGuard', () => {
  it('reads its sources without a throw, and leaves the guard judging lines as before', () => {
    const source = claimSource({ text: 'Tickets cost €8 and 120 people came.', lang: 'en' });
    const before = unsupportedClaims('Tickets cost €120 and 8 people came.', source, 'normal');
    expect(() => warmGuard()).not.toThrow();
    expect(unsupportedClaims('Tickets cost €120 and 8 people came.', source, 'normal')).toEqual(
      before,
    );
    expect(unsupportedClaims('Tickets cost €8 and 120 people came.', source, 'normal')).toEqual([]);
  });

  it("streams its lines without a throw, and a stream still cuts a line before the post's missing figure", () => {
    const source = claimSource({ text: 'Tickets cost €8 and 120 people came.', lang: 'en' });
    const line = 'Tickets cost €120 and';
    const before = safeSoFar(line, source, 'normal');
    expect(() => warmStream()).not.toThrow();
    expect(safeSoFar(line, source, 'normal')).toBe(before);
    expect(safeSoFar(line, source, 'normal')).toBe('Tickets cost');
    expect(safeSoFar('Tickets cost €8 and', source, 'normal')).toBe('Tickets cost €8 and');
    // A line a missing figure opens is replaced at once; one the post's figure opens shows.
    expect(lineBeingWrittenFails('€120 people came to', source, 'normal')).toBe(true);
    expect(lineBeingWrittenFails('€8 tickets for', source, 'normal')).toBe(false);
  });

  it('ranks a sentence once, so the first replaced line needs no lexicon loaded', async () => {
    await expect(warmReplacements()).resolves.toBeUndefined();
    const { bestUnusedSentences } = await import('#writer/best-unused-sentences.ts');
    const source = 'The bakery reopened on Monday. It sells bread and soup. Parking is limited.';
    expect(bestUnusedSentences(source, [], { count: 1, lang: 'en', maxChars: 280 })).toHaveLength(
      1,
    );
  });

  it('warms a model-writing server in turns, and a rules-only one not at all', async () => {
    const generator = (name: string): TextGenerator => ({ name, generate: async () => '' });
    const order: string[] = [];
    const turn = new Promise<void>((resolve) =>
      setImmediate(() => {
        order.push('a turn passed');
        resolve();
      }),
    );
    // The rules writer's lines are never checked: nothing to build, done before any turn.
    await warmGuardSoon({ generator: generator(LOCAL_WRITER_NAME) }).then((done) =>
      order.push(`rules: ${done}`),
    );
    await warmGuardSoon({ generator: generator('openai') }).then((done) =>
      order.push(`model: ${done}`),
    );
    await turn;
    expect(order).toEqual(['rules: not needed', 'a turn passed', 'model: warmed']);
    const source = claimSource({ text: 'Tickets cost €8 and 120 people came.', lang: 'en' });
    expect(unsupportedClaims('Tickets cost €8 and 120 people came.', source, 'normal')).toEqual([]);
  });

  it("waits for the model's start to leave the main thread before its first step", async () => {
    let letGo: () => void = () => {};
    const free = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const generator: TextGenerator = {
      name: 'embedded',
      generate: async () => '',
      whenMainThreadFree: () => free,
    };
    let done: string | undefined;
    const warming = warmGuardSoon({ generator }).then((result) => {
      done = result;
    });
    // A whole warm-up of a server whose start holds nothing runs meanwhile: the one waiting has
    // not begun (the runtime's start would be taking these turns).
    const other: TextGenerator = { name: 'openai', generate: async () => '' };
    await expect(warmGuardSoon({ generator: other })).resolves.toBe('warmed');
    expect(done).toBeUndefined();
    letGo();
    await warming;
    expect(done).toBe('warmed');
  });
});
