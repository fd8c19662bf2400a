/**
 * The event loop while the guard works (issue 44 item 7: "the event loop never blocks on it"): the
 * worst sources (20,000 characters of digits and number words alternating, and of Chinese prose
 * with figures) read and a line checked through the server's path (guard-client.ts: the guard's
 * worker thread), each a new request, with perf_hooks' monitorEventLoopDelay watching the main
 * thread: its longest delay. Beside it, the same work on the main thread (guard-work.ts, what the
 * server did before the worker and does when the worker is gone): the delay it held the loop for.
 * `node --import tsx bench/guard-event-loop.ts` prints the figures alone.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { toCardinal } from 'n2words/en-US';
import { guardReader, stopGuardWorker } from '../src/server/writing/guard-client.ts';
import { checkEach, openSession } from '../src/server/writing/guard-work.ts';

export interface GuardEventLoopRow {
  name: string;
  /** The main thread's longest delay, in ms, with the guard in its worker and on the main thread. */
  workerMaxMs: number;
  mainMaxMs: number;
  /** The longest delay over as long with no guard at all: the machine's own (its load, the GC). */
  idleMaxMs: number;
  runs: number;
}

function repeated(unit: (index: number) => string, length: number): string {
  let text = '';
  for (let index = 1; text.length < length; index++) text += unit(index);
  return text.slice(0, length);
}

const SOURCES: Array<{ name: string; text: string; lang: string; line: string }> = [
  {
    name: '20,000 characters of digits and number words alternating',
    text: repeated((i) => `${i} ${toCardinal(i)} `, 20_000),
    lang: 'en',
    line: `${repeated((i) => `${i} ${toCardinal(i)} `, 400)} and 98765 more.`,
  },
  {
    name: '20,000 characters of Chinese prose with figures',
    text: repeated(() => '上海市今年共有1200名志愿者参加了活动，其中一半来自高校。', 20_000),
    lang: 'zh',
    line: '上海市今年有3500名志愿者参加，一半来自高校。',
  },
];

/** The longest delay of the main thread's event loop while `work` runs, in ms. */
async function longestDelay(work: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  await work();
  // One more turn, so a delay at the very end is recorded.
  await new Promise((resolve) => setTimeout(resolve, 5));
  histogram.disable();
  return Math.round(histogram.max / 1e5) / 10;
}

export async function measureGuardEventLoop(runs = 10): Promise<GuardEventLoopRow[]> {
  const rows: GuardEventLoopRow[] = [];
  for (const { name, text, lang, line } of SOURCES) {
    const input = { text, lang };
    // The worker started and its code read before the figure (the server warms it at start).
    const warm = guardReader(input, 'normal');
    await warm.each([line]);
    warm.close();
    const started = performance.now();
    const workerMaxMs = await longestDelay(async () => {
      for (let run = 0; run < runs; run++) {
        const reader = guardReader(input, 'normal');
        await reader.each([line]);
        await reader.soFar(`${line}\n${line.slice(0, 20)}`);
        reader.close();
      }
    });
    const idleFor = performance.now() - started;
    const mainMaxMs = await longestDelay(async () => {
      for (let run = 0; run < runs; run++) {
        checkEach(openSession(input, 'normal'), [line]);
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    const idleMaxMs = await longestDelay(
      () => new Promise((resolve) => setTimeout(resolve, idleFor)),
    );
    rows.push({ name, workerMaxMs, mainMaxMs, idleMaxMs, runs });
  }
  await stopGuardWorker();
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await measureGuardEventLoop()) {
    console.log(
      `${row.name}: the event loop's longest delay ${row.workerMaxMs} ms with the guard in its worker, ${row.mainMaxMs} ms on the main thread, ${row.idleMaxMs} ms with no guard as long (${row.runs} requests each)`,
    );
  }
}
