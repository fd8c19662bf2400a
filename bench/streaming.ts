/**
 * Streaming (issue 15), two figures:
 * - server overhead: from the moment the fake model wrote the line that completes the first card
 *   line to the moment our client read the first `partial` event (goal: under 20 ms);
 * - first bullet in Chromium: from the click on Generate to the first bullet on screen, with a
 *   fake model writing one line every 500 ms and no opening chatter (goal: within 650 ms), the
 *   click a visitor's moment after the typed link, and also in the same instant.
 * Both against the real app and the fakes in this process (free ports), the built web app served
 * from dist/. The baseline of each is the same thing without streaming.
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import { createParser } from 'eventsource-parser';
import { loadConfig } from '#server/config/index.ts';
import { createServices } from '#server/create-services.ts';
import { createHttpServer } from '#server/lifecycle/http-server.ts';
import { createLogger } from '#server/logging/logger.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium-args.ts';
import type { StreamedCall } from '../test/fakes/fake-model-stream.ts';
import { SAMPLE_POST_IDS, SAMPLE_POSTS } from '../test/fakes/sample-posts.ts';
import { startAllFakes } from '../test/fakes/start-all-fakes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const POST_URL = `https://x.com/${SAMPLE_POSTS.simple.author.screenName}/status/${SAMPLE_POST_IDS.simple}`;
const OVERHEAD_RUNS = Number(process.env.BENCH_STREAM_RUNS ?? 20);
const BROWSER_RUNS = Number(process.env.BENCH_STREAM_BROWSER_RUNS ?? 9);
/**
 * Between pasting a link and clicking Generate (or pressing Enter) a visitor takes a moment: 300 ms
 * is a quick one. The page uses it (the card's code loads from the first character typed), so
 * the click is timed after it; the figure with no pause at all is printed beside it.
 */
const VISITOR_PAUSE_MS = 300;

export interface StreamingFigures {
  overhead: { medianMs: number; p95Ms: number; runs: number };
  /** Time to the whole answer without streaming, same fake pace (the baseline of the overhead). */
  plainAnswerMs: number;
  /** With the visitor's pause between the typed link and the click (VISITOR_PAUSE_MS). */
  firstBullet: { medianMs: number; maxMs: number; runs: number };
  /** The same with the click in the same instant as the link: nothing prepared ahead. */
  firstBulletAtOnce: { medianMs: number; maxMs: number; runs: number };
  /** Time to the card without streaming in the same browser, same fake pace. */
  plainCardMs: number;
}

const now = () => performance.timeOrigin + performance.now();
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
};

/** The time (epoch ms) our client read the first `partial` event of a streamed summary. */
async function firstPartialAt(base: string): Promise<number> {
  const response = await fetch(`${base}/api/summary`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ url: POST_URL, mode: 'normal', regenerate: true }),
  });
  let at = Number.NaN;
  const parser = createParser({
    onEvent(event) {
      if (event.event === 'partial' && Number.isNaN(at)) at = now();
    },
  });
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    parser.feed(decoder.decode(chunk, { stream: true }));
  }
  return at;
}

/**
 * One visitor in a fresh context: types the post's link, waits `pauseMs`, clicks Generate and
 * times, inside the page (no round trip to Playwright), the click to the first bullet on screen.
 * `plain` asks for the answer without a stream (the baseline). No stored card answers
 * (CARD_REUSE_HOURS=0): every click has the model write.
 */
async function clickToFirstBullet(
  browser: Browser,
  base: string,
  { pauseMs, plain }: { pauseMs: number; plain: boolean },
): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The baseline asks for JSON, not a stream. Only it goes through Playwright's interception,
    // which costs a round trip to this process: the streamed runs send what the page sends.
    if (plain) {
      await page.route('**/api/summary', (route) =>
        route.continue({ headers: { ...route.request().headers(), accept: 'application/json' } }),
      );
    }
    await page.goto(base);
    await page.getByLabel('Post URL').fill(POST_URL);
    if (pauseMs > 0) await page.waitForTimeout(pauseMs);
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (document.querySelector('[data-testid="summary-card"] li')) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
          (document.querySelector('form.url-form button[type="submit"]') as HTMLElement).click();
        }),
    );
  } finally {
    await context.close();
  }
}

export async function measureStreaming(): Promise<StreamingFigures> {
  const fakes = await startAllFakes();
  const config = loadConfig({
    ...fakes.env,
    LOG_LEVEL: 'silent',
    STATIC_DIR: `${root}dist`,
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_PER_DAY: '100000',
    CARD_REUSE_HOURS: '0',
    PORT: '0',
  });
  const services = createServices(config, createLogger('silent'));
  const server = createHttpServer(services);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const openai = fakes.fakes.openai;
  try {
    // 1. Server overhead, lines 100 ms apart so each partial is told apart from the next line.
    openai.setScenario('lines-100');
    await firstPartialAt(base); // warm-up: first requests compile code paths and fill caches
    const overheads: number[] = [];
    for (let run = 0; run < OVERHEAD_RUNS; run++) {
      const partialAt = await firstPartialAt(base);
      const sent = (openai.calls.at(-1) as StreamedCall).lineSentAt ?? [];
      const line = sent.filter((at) => at <= partialAt).at(-1);
      if (line !== undefined) overheads.push(partialAt - line);
    }
    const started = now();
    const plain = await fetch(`${base}/api/summary`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: POST_URL, mode: 'normal', regenerate: true }),
    });
    await plain.json();
    const plainAnswerMs = now() - started;

    // 2. First bullet on screen, a line every 500 ms, the first line already a bullet.
    openai.setScenario('lines-500-bare');
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const bullets: number[] = [];
    const bulletsAtOnce: number[] = [];
    let plainCardMs = Number.NaN;
    try {
      // The first run warms the server up (its first requests compile code paths); the last one
      // is the baseline: the same request without a stream.
      for (let run = 0; run <= BROWSER_RUNS; run++) {
        const plain = run === BROWSER_RUNS;
        const ms = await clickToFirstBullet(browser, base, { pauseMs: VISITOR_PAUSE_MS, plain });
        if (run === 0) continue;
        if (plain) plainCardMs = ms;
        else bullets.push(ms);
      }
      for (let run = 0; run < BROWSER_RUNS - 1; run++) {
        bulletsAtOnce.push(await clickToFirstBullet(browser, base, { pauseMs: 0, plain: false }));
      }
    } finally {
      await browser.close();
    }
    return {
      overhead: {
        medianMs: median(overheads),
        p95Ms: percentile(overheads, 0.95),
        runs: overheads.length,
      },
      plainAnswerMs,
      firstBullet: { medianMs: median(bullets), maxMs: Math.max(...bullets), runs: bullets.length },
      firstBulletAtOnce: {
        medianMs: median(bulletsAtOnce),
        maxMs: Math.max(...bulletsAtOnce),
        runs: bulletsAtOnce.length,
      },
      plainCardMs,
    };
  } finally {
    server.close();
    server.closeAllConnections();
    await services.close();
    await fakes.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await measureStreaming());
}
