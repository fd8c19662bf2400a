/**
 * `npm run bench`: every figure of the product in one table, each next to a baseline measured in the
 * same run (these machines are noisy: compare ratios, not absolute times). Expects a fresh `dist/`
 * (the npm script builds first). Writes bench/results/latest.json and latest.md as well.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { measureCardRender } from './card-render.ts';
import { measureEmbeddedModel } from './embedded-model.ts';
import { describeEmbeddedModel } from './embedded-model-rows.ts';
import { describeSpeed, measureEmbeddedSpeed } from './embedded-speed.ts';
import { measureExport } from './export.bench.mjs';
import { measureFirstPaint } from './first-paint.ts';
import { measureGuardCost, measureGuardWorstCases } from './guard-cost.ts';
import { measureGuardEventLoop } from './guard-event-loop.ts';
import { measureLocalWriter } from './local-writer.ts';
import { describePageWeight, measurePageWeight } from './page-weight.ts';
import { measureProxyBurst } from './proxy-concurrency.ts';
import { measureServerLoad } from './server-load.ts';
import { describeServerLoad } from './server-load-rows.ts';
import { measureStreaming } from './streaming.ts';
import { measureThreadFirstLine, THREAD_BENCH_POSTS } from './thread-first-line.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Row {
  section: string;
  figure: string;
  value: string;
  baseline: string;
  goal: string;
  met: boolean | undefined;
}

const rows: Row[] = [];
const add = (row: Row) => {
  rows.push(row);
  const mark = row.met === undefined ? ' ' : row.met ? '✓' : '✗';
  console.log(
    `${mark} ${row.section} | ${row.figure}: ${row.value} (baseline ${row.baseline}; goal ${row.goal})`,
  );
};
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

async function startProductionServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('the production server did not start');
}

/** `BENCH_SECTIONS=2,4 npm run bench` runs only those sections (all by default). */
const onlySections = process.env.BENCH_SECTIONS?.split(',').map((part) => part.trim());

async function section<T>(name: string, task: () => Promise<T> | T): Promise<T | undefined> {
  if (onlySections && !onlySections.includes(name.split('.')[0] ?? '')) return undefined;
  console.log(`\n== ${name}`);
  try {
    return await task();
  } catch (error) {
    console.error(`${name} failed: ${error instanceof Error ? error.message : error}`);
    rows.push({
      section: name,
      figure: 'error',
      value: String(error),
      baseline: '-',
      goal: '-',
      met: false,
    });
    return undefined;
  }
}

await section('1. Page weight', () => {
  for (const row of describePageWeight(measurePageWeight(`${root}dist`))) {
    add({ section: 'Page weight', ...row });
  }
});

await section('2. First paint (Lighthouse, mobile)', async () => {
  const port = 3900 + Math.floor(Math.random() * 90);
  const server = await startProductionServer(port);
  try {
    const paint = await measureFirstPaint(`http://127.0.0.1:${port}/`);
    const score = (figure: string, value: number) =>
      add({
        section: 'First paint',
        figure,
        value: String(value),
        baseline: '-',
        goal: '100',
        met: value === 100,
      });
    const runs = `median of ${paint.runs} runs`;
    add({
      section: 'First paint',
      figure: 'performance',
      value: `${paint.performance} (${runs}; lowest ${paint.performanceRange[0]}, highest ${paint.performanceRange[1]})`,
      baseline: '-',
      goal: '100',
      met: paint.performance === 100,
    });
    score('accessibility', paint.accessibility);
    score('best practices', paint.bestPractices);
    add({
      section: 'First paint',
      figure: 'LCP',
      value: ms(paint.lcpMs),
      baseline: '-',
      goal: '< 1500 ms',
      met: paint.lcpMs < 1500,
    });
    add({
      section: 'First paint',
      figure: 'TBT',
      value: ms(paint.tbtMs),
      baseline: '-',
      goal: '-',
      met: undefined,
    });
    add({
      section: 'First paint',
      figure: 'CLS',
      value: paint.cls.toFixed(3),
      baseline: '-',
      goal: '-',
      met: undefined,
    });
  } finally {
    server.kill('SIGTERM');
  }
});

/** The in-browser export's warm median (modern-screenshot, the app's), for the server fetch to stand beside. */
let browserExportWarmMs: number | undefined;

await section('3. Export (PNG of the card)', async () => {
  for (const result of await measureExport()) {
    if (result.library === 'modern-screenshot') browserExportWarmMs = result.warmMedianMs;
    add({
      section: 'Export',
      figure: `${result.library} cold / warm median`,
      value: `${ms(result.coldMedianMs)} / ${ms(result.warmMedianMs)}`,
      baseline: `pixel diff vs element screenshot ${(result.pixelDiffRatio * 100).toFixed(2)}%`,
      goal: '-',
      met: undefined,
    });
  }
});

/** Load rows that were answered 429: the limiter was measured, not the route (issue 30 item 9). */
const limitedRows: string[] = [];

await section('4. Server under load (autocannon)', async () => {
  const { rows: loadRows, limited } = describeServerLoad(await measureServerLoad());
  limitedRows.push(...limited);
  for (const row of loadRows) add({ section: 'Server load', ...row });
});

await section('5. Local writer', () => {
  for (const row of measureLocalWriter()) {
    add({
      section: 'Local writer',
      figure: row.name,
      value: ms(row.medianMs),
      baseline: `sentence split ${ms(row.baselineMedianMs)}`,
      goal: '< 20 ms',
      met: row.medianMs < 20,
    });
  }
});

await section('6. Image proxy under a burst of 5 MB pictures', async () => {
  // Issue 12: the extra resident memory of 300 concurrent requests must stay under 150 MB.
  for (const [label, perMinute] of [
    ['IMAGE_PROXY_PER_MINUTE=120 (default)', undefined],
    ['no per-client limit (every request reaches the fetch cap)', 1_000_000],
  ] as const) {
    const figure = await measureProxyBurst(perMinute);
    const extra = figure.rssPeakMb - figure.rssBeforeMb;
    add({
      section: 'Image proxy burst',
      figure: `${figure.requests} concurrent requests, ${label}`,
      value: `${figure.pictures} pictures, ${figure.tooMany} × 429, ${figure.busy} × 503, ${figure.failures} other, in ${figure.seconds} s; RSS ${figure.rssBeforeMb} → peak ${figure.rssPeakMb} MB (+${extra} MB)`,
      baseline: 'before issue 12: 500 requests took the server from 110 MB to 2.24 GB',
      goal: '< 150 MB extra, every answer a picture, 429 or 503',
      met: extra < 150 && figure.failures === 0,
    });
  }
});

await section('7. Streaming (issue 15)', async () => {
  const figures = await measureStreaming();
  add({
    section: 'Streaming',
    figure: `model's line → first partial at our client (median / p95 of ${figures.overhead.runs})`,
    value: `${ms(figures.overhead.medianMs)} / ${ms(figures.overhead.p95Ms)}`,
    baseline: `whole answer without streaming ${ms(figures.plainAnswerMs)} (lines 100 ms apart)`,
    goal: '< 20 ms',
    met: figures.overhead.p95Ms < 20,
  });
  add({
    section: 'Streaming',
    figure: `Chromium: click (300 ms after the link is typed) → first bullet on screen, a line every 500 ms (median / max of ${figures.firstBullet.runs})`,
    value: `${ms(figures.firstBullet.medianMs)} / ${ms(figures.firstBullet.maxMs)}`,
    baseline: `card without streaming ${ms(figures.plainCardMs)}; clicked the instant the link was typed ${ms(figures.firstBulletAtOnce.medianMs)} / ${ms(figures.firstBulletAtOnce.maxMs)}`,
    goal: '≤ 650 ms',
    met: figures.firstBullet.medianMs <= 650,
  });
});

await section('8. Card rendering on the server (issue 16)', async () => {
  const figures = await measureCardRender();
  add({
    section: 'Card render',
    figure: `card → 1200px PNG, warm (p50 / p95 of ${figures.runs}, cold ${ms(figures.coldMs)})`,
    value: `${ms(figures.p50Ms)} / ${ms(figures.p95Ms)}`,
    baseline: `Japanese, Arabic and emoji card p50 ${ms(figures.scriptsP50Ms)}`,
    goal: '< 100 ms p50',
    met: figures.p50Ms < 100,
  });
  // Issue 23: a stored card's exports are the server's picture, fetched; the browser draws the rest.
  add({
    section: 'Card render',
    figure: `export warm median: server PNG fetch (cached) vs in-browser render (median of ${figures.serverFetch.runs})`,
    value: ms(figures.serverFetch.medianMs),
    baseline:
      browserExportWarmMs === undefined
        ? 'in-browser render not measured in this run'
        : `in-browser render ${ms(browserExportWarmMs)}`,
    goal: '≤ 60 ms warm',
    met: figures.serverFetch.medianMs <= 60,
  });
  for (const { size, p50Ms, bytes } of figures.sizes) {
    add({
      section: 'Card render',
      figure: `size=${size}: server render p50, warm, and PNG bytes`,
      value: `${ms(p50Ms)}, ${(bytes / 1024).toFixed(0)} KB`,
      baseline: `card ${ms(figures.p50Ms)}`,
      goal: '≤ 50 ms p50 warm on 2 cores',
      met: p50Ms <= 50,
    });
  }
  // Issue 29: Quote cards in every size, and the tallest card there is (ten posts, 1800 px wide).
  for (const { size, p50Ms, bytes } of figures.quoteSizes) {
    add({
      section: 'Card render',
      figure: `quote card, size=${size}: server render p50, warm, and PNG bytes`,
      value: `${ms(p50Ms)}, ${(bytes / 1024).toFixed(0)} KB`,
      baseline: `card ${ms(figures.p50Ms)}`,
      goal: '≤ 50 ms p50 warm on 2 cores',
      met: p50Ms <= 50,
    });
  }
  const tallest = figures.tallestThread;
  add({
    section: 'Card render',
    figure: `tallest card: a ${tallest.posts}-post thread, 600px at scale ${tallest.scale} (${tallest.width}×${tallest.height}), warm p50`,
    value: `${ms(tallest.p50Ms)}, ${(tallest.bytes / 1024).toFixed(0)} KB`,
    // What takumi takes for that many pixels with nothing drawn: the floor under any card that size.
    baseline: `empty ${tallest.width}×${tallest.height} canvas in takumi: PNG ${ms(tallest.emptyCanvas.pngMs)}, raw pixels ${ms(tallest.emptyCanvas.rawMs)} (allocator: ${figures.allocator})`,
    goal: '≤ 50 ms warm on 2 cores',
    met: tallest.p50Ms <= 50,
  });
  for (const { script, coldMs, p50Ms, fontBytes } of figures.scripts) {
    add({
      section: 'Card render',
      figure: `${script} line: first render (fonts read) / warm p50, font subsets read`,
      value: `${ms(coldMs)} / ${ms(p50Ms)}, ${(fontBytes / 1024).toFixed(0)} KB`,
      baseline: `card ${ms(figures.p50Ms)}`,
      goal: 'no tofu (render-card.test.ts); ≤ 50 ms p50 warm',
      met: p50Ms <= 50,
    });
  }
  add({
    section: 'Card render',
    figure: `GET /c/<id>.png, render cache hit @${figures.cacheHit.concurrency}`,
    value: `${figures.cacheHit.requestsPerSecond} req/s over ${figures.cacheHit.seconds} s, errors ${figures.cacheHit.errors}`,
    baseline: '-',
    goal: 'no error',
    met: figures.cacheHit.errors === 0,
  });
});

await section('9. Embedded model', async () => {
  // Issue 28: the tiny test model always; the file EMBEDDED_MODEL names as well, when it exists.
  for (const row of describeEmbeddedModel(await measureEmbeddedModel())) {
    add({ section: 'Embedded model', ...row });
  }
});

await section('10. Embedded model, default shape', async () => {
  // Issue 37: a model of the default model's exact shape (bench/shaped-model.ts), each figure
  // against node-llama-cpp's own floor on the same file in the same run, post by post.
  const figures = await measureEmbeddedSpeed();
  for (const row of describeSpeed(figures)) {
    add({ section: 'Embedded model, default shape', ...row });
  }
});

await section('11. A thread’s first line (issue 39)', async () => {
  const figures = await measureThreadFirstLine();
  const { post, thread } = figures.prompts;
  const info = (figure: string, value: string, baseline: string) =>
    add({ section: 'Thread first line', figure, value, baseline, goal: '—', met: undefined });
  for (const skipped of figures.skipped) info('skipped', skipped, '-');
  info(
    `the small-model prompt of a ${THREAD_BENCH_POSTS}-post thread, marked (Qwen's tokenizer)`,
    `${thread.chars} characters, ${thread.tokens} tokens`,
    `one post: ${post.chars} characters, ${post.tokens} tokens`,
  );
  for (const model of figures.models) {
    info(
      `${model.label}: a ${THREAD_BENCH_POSTS}-post thread's Normal card, complete() → first onText (median of ${model.runs}, in turns with one post)`,
      `${ms(model.threadMs)} (${(model.threadMs / model.postMs).toFixed(2)}x one post's)`,
      `one post's ${ms(model.postMs)}`,
    );
  }
});

await section('12. Guard', async () => {
  // Issue 37: what every model's answer pays before it is shown, per card.
  for (const row of measureGuardCost()) {
    add({
      section: 'Guard',
      figure: `the guard's cost per card: ${row.name}`,
      value: `median ${ms(row.medianMs)}, p95 ${ms(row.p95Ms)}, mean CPU ${ms(row.cpuMs)}`,
      baseline: `the same answer's shaping ${ms(row.shapingMs)}`,
      goal: row.card ? '≤ 1 ms' : '-',
      met: row.card ? row.medianMs <= 1 : undefined,
    });
  }
  // Issue 44: the worst sources for reading figures, at three lengths so that linearity shows.
  for (const row of measureGuardWorstCases()) {
    add({
      section: 'Guard',
      figure: `the guard of a Normal card on ${row.chars.toLocaleString('en')} characters of ${row.name}`,
      value: `median ${ms(row.medianMs)}, p95 ${ms(row.p95Ms)}, mean CPU ${ms(row.cpuMs)}`,
      baseline: `prose as long ${ms(row.proseMs)}`,
      goal: row.chars === 20_000 ? '≤ 20 ms' : '-',
      met: row.chars === 20_000 ? row.medianMs <= 20 : undefined,
    });
  }
  // Issue 44 item 7: the event loop never blocks on the guard (its worker thread).
  for (const row of await measureGuardEventLoop()) {
    add({
      section: 'Guard',
      figure: `the event loop's longest delay while ${row.runs} requests of ${row.name} are guarded through the server's path`,
      value: ms(row.workerMaxMs),
      baseline: `on the main thread ${ms(row.mainMaxMs)}; no guard as long ${ms(row.idleMaxMs)}`,
      goal: '≤ 20 ms',
      met: row.workerMaxMs <= 20,
    });
  }
});

const table = [
  '| section | figure | value | baseline | goal | met |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.section} | ${r.figure} | ${r.value} | ${r.baseline} | ${r.goal} | ${r.met === undefined ? '' : r.met ? 'yes' : 'no'} |`,
  ),
].join('\n');
console.log(`\n${table}`);
mkdirSync(`${root}bench/results`, { recursive: true });
writeFileSync(`${root}bench/results/latest.json`, JSON.stringify(rows, null, 2));
writeFileSync(`${root}bench/results/latest.md`, `${table}\n`);
if (limitedRows.length > 0) {
  const rule = '!'.repeat(78);
  console.error(
    `\n${rule}\nTHE LOAD ROWS WERE ANSWERED 429: they measured the rate limiter, not the routes.\n` +
      `${limitedRows.map((line) => `  ${line}`).join('\n')}\n` +
      'Every limit of src/server/config/ must be out of their way (bench/server-load.ts).\n' +
      `${rule}`,
  );
  process.exit(1);
}
process.exit(0);
