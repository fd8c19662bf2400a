/**
 * Server card rendering (issue 16): the warm p50 of rendering a card to PNG (goal < 100 ms on this
 * 2-core machine) and the throughput of `GET /c/<id>.png` when the picture is in the render cache.
 * Run alone with `node --import tsx bench/card-render.ts` to print the figures.
 */

import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { CARD_SIZE_IDS, type CardSizeId, type StoredCard } from '#core/index.ts';
import { fontFilesFor } from '#server/cards/card-fonts.ts';
import { createCardRenderer } from '#server/cards/render-card.ts';
import { createLogger } from '#server/logger.ts';
import { SCRIPT_LINES } from '#test/script-lines.ts';
import { startTestApp } from '#test/start-test-app.ts';

export interface CardRenderFigures {
  runs: number;
  coldMs: number;
  p50Ms: number;
  p95Ms: number;
  /** The same, for a card in Japanese, Arabic and emoji. */
  scriptsP50Ms: number;
  cacheHit: { requestsPerSecond: number; concurrency: number; seconds: number; errors: number };
  /** A stored card's picture fetched warm over HTTP, as the web app's exports now get it. */
  serverFetch: { runs: number; medianMs: number };
  /** Each size's warm p50 and its PNG's bytes (issue 23), side by side in one run. */
  sizes: Array<{ size: CardSizeId; p50Ms: number; bytes: number }>;
  /**
   * A line of each script on a card of its own renderer (issue 23, item 7): the first render, which
   * reads and registers the script's font subsets, the warm p50, and those subsets' woff2 bytes.
   */
  scripts: Array<{ script: string; coldMs: number; p50Ms: number; fontBytes: number }>;
}

const card = (id: string, summary: string): StoredCard => ({
  id,
  mode: 'normal',
  username: 'mayabuilds',
  profileImage: '/default-profile.png',
  summary,
  postId: '1790012345678901234',
  postUrl: 'https://x.com/mayabuilds/status/1790012345678901234',
  createdAt: Date.now(),
});

const LATIN =
  '• Root cause: a migration added an index on a 900M-row table without CONCURRENTLY, locking writes.\n' +
  '• The fix took 2 minutes; finding it took 45.\n' +
  '• Lesson: every migration gets a lock-timeout and a dry run on a prod-sized copy.';
const SCRIPTS = '• 日本語の要約テキストです 🚀\n• هذا ملخص المنشور 😂\n• 한국어 요약 🔥';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

async function timeRenders(
  summary: string,
  runs: number,
  prefix: string,
  size: CardSizeId = 'card',
) {
  // A fresh id each time: the render cache must not answer.
  const renderer = createCardRenderer({
    imageProxy: {
      fetchImage: () => Promise.reject(new Error('no network')),
      openImage: () => Promise.reject(new Error('no network')),
      linkFor: () => undefined,
    },
    logger: createLogger('silent'),
  });
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const { png } = await renderer.render(
      card(`${prefix}${i}`, summary),
      'gradient-dark',
      size,
      'bench.local',
    );
    times.push(performance.now() - started);
    bytes = png.byteLength;
  }
  return { cold: times[0] ?? 0, warm: times.slice(3), bytes };
}

export async function measureCardRender(runs = 30): Promise<CardRenderFigures> {
  const latin = await timeRenders(LATIN, runs, 'latin');
  const scripts = await timeRenders(SCRIPTS, runs, 'scripts');
  const sizes: CardRenderFigures['sizes'] = [];
  for (const size of CARD_SIZE_IDS) {
    const timed = await timeRenders(LATIN, Math.max(10, Math.round(runs / 2)), `size${size}`, size);
    sizes.push({ size, p50Ms: percentile(timed.warm, 0.5), bytes: timed.bytes });
  }

  const scriptFigures: CardRenderFigures['scripts'] = [];
  for (const [script, line] of SCRIPT_LINES) {
    const timed = await timeRenders(`• ${line}`, 10, `script${script}`);
    const files = new Set(fontFilesFor(line).map((file) => file.path));
    const fontBytes = [...files].reduce((sum, path) => sum + statSync(path).size, 0);
    scriptFigures.push({
      script,
      coldMs: timed.cold,
      p50Ms: percentile(timed.warm, 0.5),
      fontBytes,
    });
  }

  // One client asks for every picture here: CARD_IMAGE_PER_MINUTE would answer 429.
  const app = await startTestApp({ CARD_IMAGE_PER_MINUTE: '1000000' });
  const concurrency = 20;
  const seconds = 3;
  let done = 0;
  let errors = 0;
  const fetchRuns = 20;
  const fetchTimes: number[] = [];
  try {
    const stored = card('benchCard01', LATIN);
    await app.services.cards.save(stored);
    const url = `${app.url}/c/${stored.id}.png`;
    await (await fetch(url)).arrayBuffer();
    for (let i = 0; i < fetchRuns; i++) {
      const started = performance.now();
      await (await fetch(url)).arrayBuffer();
      fetchTimes.push(performance.now() - started);
    }
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) {
          const response = await fetch(url);
          await response.arrayBuffer();
          if (response.status === 200) done += 1;
          else errors += 1;
        }
      }),
    );
  } finally {
    await app.close();
  }
  return {
    runs,
    coldMs: latin.cold,
    p50Ms: percentile(latin.warm, 0.5),
    p95Ms: percentile(latin.warm, 0.95),
    scriptsP50Ms: percentile(scripts.warm, 0.5),
    cacheHit: { requestsPerSecond: Math.round(done / seconds), concurrency, seconds, errors },
    serverFetch: { runs: fetchRuns, medianMs: percentile(fetchTimes, 0.5) },
    sizes,
    scripts: scriptFigures,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await measureCardRender());
}
