/**
 * Server card rendering (issue 16): the warm p50 of rendering a card to PNG (goal < 100 ms on this
 * 2-core machine) and the throughput of `GET /c/<id>.png` when the picture is in the render cache;
 * issue 29: a quote card's warm p50 in every size, and the tallest one, a thread of 10 posts drawn
 * at scale 3 (1800 px wide), goal ≤ 50 ms each.
 * Run alone with `node scripts/server-allocator.mjs --import tsx bench/card-render.ts` to print
 * the figures as the server would draw them (its allocator settings: scripts/server-allocator.mjs).
 */

import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Renderer } from '@takumi-rs/core';
import { fromJsx } from '@takumi-rs/helpers/jsx';
import { createElement } from 'react';
import { CARD_SIZE_IDS, type CardSizeId, QUOTE_MAX_POSTS, type StoredCard } from '#core/index.ts';
import { fontFilesFor } from '#server/cards/card-fonts.ts';
import { type CardScale, createCardRenderer } from '#server/cards/render-card.ts';
import { createLogger } from '#server/logging/logger.ts';
import { SCRIPT_LINES } from '#test/script-lines.ts';
import { startTestApp } from '#test/start-test-app.ts';
import { hasServerAllocator } from '../scripts/server-allocator.mjs';

export interface CardRenderFigures {
  /**
   * Whether this process runs with the server's allocator settings, as `npm start` and
   * `npm run bench` start it (scripts/server-allocator.mjs): without them, pictures over 32 MB of
   * pixels (the tallest card) are about three times slower.
   */
  allocator: 'server settings' | 'glibc defaults';
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
  /** Issue 29: a quote card of three posts and a quoted post, each size's warm p50 and bytes. */
  quoteSizes: Array<{ size: CardSizeId; p50Ms: number; bytes: number }>;
  /** Issue 29: the tallest card, a thread of 10 posts, 600px at scale 3, warm. */
  tallestThread: {
    posts: number;
    scale: CardScale;
    p50Ms: number;
    bytes: number;
    width: number;
    height: number;
    /**
     * The engine's floor for that many pixels: an empty canvas of the same size drawn by takumi,
     * to PNG and to raw pixels (no encoding), warm p50. Nothing drawn in it can take less.
     */
    emptyCanvas: { pngMs: number; rawMs: number };
  };
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** An empty canvas of `width`x`height` drawn by takumi: warm p50 to PNG and to raw pixels. */
async function emptyCanvasMs(width: number, height: number, runs: number) {
  const renderer = new Renderer();
  const { node } = await fromJsx(
    createElement('div', { style: { display: 'flex', width, height } }),
  );
  const p50 = async (format: 'png' | 'raw') => {
    const times: number[] = [];
    for (let i = 0; i < runs + 2; i++) {
      const started = performance.now();
      await renderer.render(node, { width, height, format });
      times.push(performance.now() - started);
    }
    return percentile(times.slice(2), 0.5);
  };
  return { pngMs: await p50('png'), rawMs: await p50('raw') };
}

const card = (id: string, summary: string): StoredCard => ({
  id,
  mode: 'normal',
  username: 'mayabuilds',
  displayName: 'Maya Builds',
  network: 'bluesky',
  postCreatedAt: '2026-11-25T16:34:04.000Z',
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

/** A post of a thread, as long as a long post on Bluesky (about 280 characters). */
const threadPost = (n: number) =>
  `${n}/ We moved the search index to a new cluster this week. Queries on phones are twice as fast, ` +
  'the long tail of slow queries is gone, and the bill went down. Here is what we changed, what ' +
  'broke on the way, and the one setting we wish we had known about.';

const quoteCard = (id: string, posts: number): StoredCard => ({
  ...card(id, ''),
  mode: 'quote',
  summary: undefined,
  posts: Array.from({ length: posts }, (_, i) => threadPost(i + 1)),
  quote: {
    username: 'ops.example',
    text: 'Migrations without a lock timeout are an outage waiting.',
  },
});

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

async function timeRenders(
  make: (id: string) => StoredCard,
  runs: number,
  prefix: string,
  size: CardSizeId = 'card',
  scale?: CardScale,
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
  let last: Uint8Array = new Uint8Array();
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const { png } = await renderer.render(make(`${prefix}${i}`), {
      theme: 'gradient-dark',
      size,
      host: 'bench.local',
      ...(scale && { scale }),
    });
    times.push(performance.now() - started);
    last = png;
  }
  return { cold: times[0] ?? 0, warm: times.slice(3), bytes: last.byteLength, png: last };
}

const summaryCard = (summary: string) => (id: string) => card(id, summary);

export async function measureCardRender(runs = 30): Promise<CardRenderFigures> {
  const latin = await timeRenders(summaryCard(LATIN), runs, 'latin');
  const scripts = await timeRenders(summaryCard(SCRIPTS), runs, 'scripts');
  const sizes: CardRenderFigures['sizes'] = [];
  const quoteSizes: CardRenderFigures['quoteSizes'] = [];
  const sizeRuns = Math.max(10, Math.round(runs / 2));
  for (const size of CARD_SIZE_IDS) {
    const timed = await timeRenders(summaryCard(LATIN), sizeRuns, `size${size}`, size);
    sizes.push({ size, p50Ms: percentile(timed.warm, 0.5), bytes: timed.bytes });
    const quoted = await timeRenders((id) => quoteCard(id, 3), sizeRuns, `quote${size}`, size);
    quoteSizes.push({ size, p50Ms: percentile(quoted.warm, 0.5), bytes: quoted.bytes });
  }
  const tallest = await timeRenders(
    (id) => quoteCard(id, QUOTE_MAX_POSTS),
    sizeRuns,
    'thread',
    'card',
    3,
  );

  const tallestSize = pngSize(tallest.png);

  const scriptFigures: CardRenderFigures['scripts'] = [];
  for (const [script, line] of SCRIPT_LINES) {
    const timed = await timeRenders(summaryCard(`• ${line}`), 10, `script${script}`);
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
    allocator: hasServerAllocator(process.env) ? 'server settings' : 'glibc defaults',
    runs,
    coldMs: latin.cold,
    p50Ms: percentile(latin.warm, 0.5),
    p95Ms: percentile(latin.warm, 0.95),
    scriptsP50Ms: percentile(scripts.warm, 0.5),
    cacheHit: { requestsPerSecond: Math.round(done / seconds), concurrency, seconds, errors },
    serverFetch: { runs: fetchRuns, medianMs: percentile(fetchTimes, 0.5) },
    sizes,
    scripts: scriptFigures,
    quoteSizes,
    tallestThread: {
      posts: QUOTE_MAX_POSTS,
      scale: 3,
      p50Ms: percentile(tallest.warm, 0.5),
      bytes: tallest.bytes,
      ...tallestSize,
      emptyCanvas: await emptyCanvasMs(tallestSize.width, tallestSize.height, sizeRuns),
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await measureCardRender());
}
