import { afterAll, describe, expect, it } from 'vitest';
import { checkUnits, claimSource, unsupportedClaims } from '#core/index.ts';
import { createLogger } from '../logging/logger.ts';
import { NO_METRICS } from '../metrics/metrics.ts';
import { createAnswerGuard, type GuardServices } from './answer-guard.ts';
import { guardReader, guardWorker, stopGuardWorker } from './guard-client.ts';

/** 20,000 characters of Chinese prose with figures: a long post the guard reads whole. */
const CJK_SOURCE = '上海市今年共有1200名志愿者参加了活动，其中一半来自高校。'
  .repeat(700)
  .slice(0, 20_000);
/** The guard's worst text: digits and number words alternating ("1 one 2 two …"). */
const WORST_SOURCE = Array.from(
  { length: 4000 },
  (_, i) => `${i} ${['one', 'two', 'three'][i % 3]}`,
)
  .join(' ')
  .slice(0, 20_000);

/** Resolves to the order in which a turn of the event loop and the reading came. */
async function orderOf(reading: Promise<unknown>): Promise<string[]> {
  const order: string[] = [];
  const turn = new Promise<void>((resolve) =>
    setImmediate(() => {
      order.push('a turn passed');
      resolve();
    }),
  );
  await Promise.all([turn, reading.then(() => order.push('the guard answered'))]);
  return order;
}

afterAll(() => stopGuardWorker());

describe('the guard off the event loop', () => {
  it('reads a 20,000-character CJK source and checks a line while the event loop turns', async () => {
    const reader = guardReader({ text: CJK_SOURCE, lang: 'zh' }, 'normal');
    const lines = ['上海市今年有1200名志愿者参加。', '上海市今年有3500名志愿者参加。'];
    const checking = reader.each(lines);
    expect(await orderOf(checking)).toEqual(['a turn passed', 'the guard answered']);
    const [kept, invented] = await checking;
    // The same verdicts as the main thread's: the post's figure kept, the invented one stopped.
    const source = claimSource({ text: CJK_SOURCE, lang: 'zh' });
    expect(kept?.claims).toEqual([]);
    expect(invented?.claims).toEqual(unsupportedClaims(lines[1] ?? '', source, 'normal'));
    expect(invented?.claims.map((claim) => claim.text)).toContain('3500');
    reader.close();
  });

  it('reads the worst text and a stream’s line so far while the event loop turns', async () => {
    const reader = guardReader({ text: WORST_SOURCE, lang: 'en' }, 'normal');
    const line = `${WORST_SOURCE.slice(0, 300)} and 98765 more`;
    const reading = reader.soFar(`${line}\nThen`);
    expect(await orderOf(reading)).toEqual(['a turn passed', 'the guard answered']);
    const read = await reading;
    const source = claimSource({ text: WORST_SOURCE, lang: 'en' });
    expect(read.checked).toEqual(checkUnits([line], source, 'normal'));
    expect(read.checked?.[0]?.claims.map((claim) => claim.text)).toContain('98765');
    reader.close();
  });

  it('answers on the main thread when the worker dies, and starts a new worker after', async () => {
    const text = 'Tickets cost €8 and 120 people came.';
    const reader = guardReader({ text, lang: 'en' }, 'normal');
    const dying = guardWorker();
    const lines = ['Tickets cost €8.', 'Tickets cost €120.'];
    const checking = reader.each(lines);
    await dying.terminate();
    const checked = await checking;
    expect(checked.map((unit) => unit.claims.length)).toEqual([0, 1]);
    // The rest of that request is read on the main thread: at once, before a turn passes.
    expect(await orderOf(reader.each(['120 people came.']))).toEqual([
      'the guard answered',
      'a turn passed',
    ]);
    // The next request has a new worker, off the event loop again.
    const next = guardReader({ text, lang: 'en' }, 'normal');
    const again = next.each(lines);
    expect(guardWorker()).not.toBe(dying);
    expect(await orderOf(again)).toEqual(['a turn passed', 'the guard answered']);
    expect((await again).map((unit) => unit.claims.length)).toEqual([0, 1]);
  });

  it('reads a closed request’s line again from its source, with the same verdict', async () => {
    const reader = guardReader({ text: 'The bridge opened in 1932.', lang: 'en' }, 'normal');
    reader.close();
    const [line] = await reader.each(['The bridge opened in 1923.']);
    expect(line?.claims.map((claim) => claim.text)).toEqual(['1923']);
  });

  it('sends one message a streamed partial while its lines pass, and cuts the line being written', async () => {
    const services = {
      generator: { name: 'openai', generate: async () => '' },
      metrics: NO_METRICS,
    } as unknown as GuardServices;
    const guard = createAnswerGuard(services, {
      mode: 'normal',
      source: { text: 'Tickets cost €8 and 120 people came to the hall.', lang: 'en' },
      askAgain: () => {
        throw new Error('not asked again');
      },
      maxChars: 170,
      log: createLogger('silent'),
    });
    const worker = guardWorker();
    const sent: string[] = [];
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message: { kind: string }) => {
      sent.push(message.kind);
      post(message);
    };
    try {
      expect(await guard.soFar('Tickets cost €8.\n120 people came')).toBe(
        'Tickets cost €8.\n120 people came',
      );
      expect(
        await guard.soFar('Tickets cost €8.\n120 people came to the hall.\nTickets cost €12'),
      ).toBe('Tickets cost €8.\n120 people came to the hall.\nTickets cost');
      expect(sent).toEqual(['open', 'soFar', 'soFar']);
    } finally {
      worker.postMessage = post;
      guard.end();
    }
  });
});
