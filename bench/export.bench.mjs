/**
 * bench/export: the summary card rendered to PNG by modern-screenshot and by html-to-image in headless
 * Debian Chromium, cold and warm, each export compared (pixelmatch) with a Playwright element
 * screenshot of the same card, plus how each library copes with a picture served without CORS.
 * Runs alone (`node bench/export.bench.mjs`) or through bench/run.ts (`measureExport`). It serves its
 * own page, so it needs neither dist/ nor the app server.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { tsImport } from 'tsx/esm/api';

const root = new URL('..', import.meta.url);
const LIBRARIES = /** @type {const} */ (['modern-screenshot', 'html-to-image']);
const COLD_RUNS = Number(process.env.BENCH_EXPORT_COLD_RUNS ?? 3);
const WARM_RUNS = Number(process.env.BENCH_EXPORT_WARM_RUNS ?? 7);
const CARD = '[data-testid="summary-card"]';
/** One export, page load or screenshot may take this long; `page.evaluate` has no timeout of its own. */
const STEP_TIMEOUT_MS = Number(process.env.BENCH_EXPORT_STEP_TIMEOUT_MS ?? 20_000);
/** The whole measurement gives up after this long, closing the browser and the servers. */
const TOTAL_TIMEOUT_MS = Number(process.env.BENCH_EXPORT_TIMEOUT_MS ?? 150_000);

/** `promise`, or a rejection naming `what` once `ms` have passed. */
function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs `library`'s export in the page, bounded in time. */
const exportIn = (tab, library) =>
  withTimeout(
    tab.evaluate((name) => window.exportCard(name), library),
    STEP_TIMEOUT_MS,
    `${library} export`,
  );

/**
 * @typedef {object} ExportFigures
 * @property {string} library
 * @property {number} coldMedianMs first export in a fresh browser context (fonts and pictures fetched)
 * @property {number} warmMedianMs later exports of the same card in the same page
 * @property {number} pixelDiffRatio share of pixels that differ from the element screenshot (pixelmatch 0.1)
 * @property {string} size the exported PNG's width×height
 * @property {string} noCorsPicture what the export did with a picture served without CORS
 */

const file = (path) => readFileSync(new URL(path, root));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The real card component, rendered to static markup: the same card the app exports. */
async function cardMarkup(profileImageSrc) {
  const { SummaryCard } = await tsImport('../src/web/card/summary-card.tsx', import.meta.url);
  return renderToStaticMarkup(
    createElement(SummaryCard, {
      mode: 'troll',
      theme: 'gradient-dark',
      username: 'bench_author',
      profileImageSrc,
      lines: [
        'Bold of this post to assume anyone read past the first sentence. 🤡',
        'Breaking: local opinion declared a fact after receiving three likes. 🔥',
        'Somewhere, a group chat is already drafting a 40-slide rebuttal. 😏',
      ],
      host: 'summary.example',
    }),
  );
}

function page(card) {
  const face = (weight) =>
    `@font-face{font-family:'Inter';font-style:normal;font-weight:${weight};font-display:swap;` +
    `src:url(/fonts/inter-latin-${weight}-normal.woff2) format('woff2')}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>export bench</title>
<style>${[400, 600, 700].map(face).join('')}
html,body{margin:0;background:transparent}#stage{display:inline-block;padding:8px}</style>
<script src="/lib/html-to-image.js"></script>
<script type="module">
import * as modernScreenshot from '/lib/modern-screenshot.mjs';
const toDataUrl = (blob) => new Promise((done, fail) => {
  const reader = new FileReader();
  reader.onload = () => done(String(reader.result));
  reader.onerror = () => fail(reader.error);
  reader.readAsDataURL(blob);
});
window.exportCard = async (library) => {
  const node = document.querySelector('${CARD}');
  await document.fonts.ready;
  const size = { width: node.offsetWidth, height: node.offsetHeight };
  const started = performance.now();
  const blob = library === 'modern-screenshot'
    ? await modernScreenshot.domToBlob(node, { ...size, scale: 2, backgroundColor: null,
        type: 'image/png', quality: 0.95, maximumCanvasSize: 16384 })
    : await window.htmlToImage.toBlob(node, { ...size, pixelRatio: 2, quality: 0.95 });
  const ms = performance.now() - started;
  if (!blob) throw new Error('no blob');
  return { ms, dataUrl: await toDataUrl(blob) };
};
window.benchReady = true;
</script></head><body><div id="stage">${card}</div></body></html>`;
}

function listen(handler) {
  return new Promise((done) => {
    const server = createServer(handler);
    server.listen(0, '127.0.0.1', () => done(server));
  });
}

/** The bench page, its libraries and fonts on one port; a picture host without CORS on another. */
async function startServers() {
  const avatar = file('public/default-profile.png');
  const noCors = await listen((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end(avatar);
  });
  const noCorsUrl = `http://127.0.0.1:${noCors.address().port}/avatar.png`;
  const pages = {
    '/': page(await cardMarkup('/avatar.png')),
    '/no-cors': page(await cardMarkup(noCorsUrl)),
  };
  const assets = {
    '/avatar.png': ['image/png', avatar],
    '/lib/modern-screenshot.mjs': [
      'text/javascript',
      file('node_modules/modern-screenshot/dist/index.mjs'),
    ],
    '/lib/html-to-image.js': [
      'text/javascript',
      file('node_modules/html-to-image/dist/html-to-image.js'),
    ],
  };
  for (const weight of [400, 600, 700]) {
    const name = `inter-latin-${weight}-normal.woff2`;
    assets[`/fonts/${name}`] = ['font/woff2', file(`node_modules/@fontsource/inter/files/${name}`)];
  }
  const app = await listen((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (pages[path]) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(pages[path]);
      return;
    }
    const asset = assets[path];
    if (!asset) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': asset[0], 'cache-control': 'no-store' });
    response.end(asset[1]);
  });
  return {
    url: `http://127.0.0.1:${app.address().port}`,
    close: () =>
      Promise.all([app, noCors].map((server) => new Promise((done) => server.close(done)))),
  };
}

async function openPage(browser, url) {
  const context = await browser.newContext({
    deviceScaleFactor: 2,
    viewport: { width: 800, height: 600 },
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const tab = await context.newPage();
  await tab.goto(url);
  await tab.waitForFunction(() => window.benchReady === true);
  await withTimeout(
    tab.evaluate(() => document.fonts.ready.then(() => undefined)),
    STEP_TIMEOUT_MS,
    'loading the fonts',
  );
  return { context, tab };
}

const decode = (dataUrl) => PNG.sync.read(Buffer.from(dataUrl.split(',')[1], 'base64'));

/** Share of the reference's pixels that differ; pixels outside the overlap count as different. */
function diffRatio(reference, image) {
  const width = Math.min(reference.width, image.width);
  const height = Math.min(reference.height, image.height);
  const crop = (png) => {
    const out = new PNG({ width, height });
    PNG.bitblt(png, out, 0, 0, width, height, 0, 0);
    return out;
  };
  const different = pixelmatch(crop(reference).data, crop(image).data, null, width, height, {
    threshold: 0.1,
  });
  const total = Math.max(reference.width, image.width) * Math.max(reference.height, image.height);
  return (different + (total - width * height)) / total;
}

/**
 * Both libraries cold and warm, each compared with the element screenshot; gives up (and cleans up)
 * after BENCH_EXPORT_TIMEOUT_MS.
 * @returns {Promise<ExportFigures[]>}
 */
export async function measureExport() {
  const { default: config } = await tsImport('../playwright.config.ts', import.meta.url);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    timeout: STEP_TIMEOUT_MS,
    args: config.use?.launchOptions?.args ?? ['--no-sandbox'],
  });
  let servers;
  const closeAll = async () => {
    await browser.close().catch(() => undefined);
    await servers?.close();
  };
  try {
    servers = await startServers();
    return await withTimeout(measure(browser, servers), TOTAL_TIMEOUT_MS, 'the export benchmark');
  } finally {
    await closeAll();
  }
}

async function measure(browser, servers) {
  const outDir = new URL('test-results/export-bench/', root);
  mkdirSync(outDir, { recursive: true });
  const { context, tab } = await openPage(browser, `${servers.url}/`);
  const referenceBuffer = await tab
    .locator(CARD)
    .screenshot({ omitBackground: true, scale: 'device' });
  writeFileSync(new URL('reference.png', outDir), referenceBuffer);
  const reference = PNG.sync.read(referenceBuffer);
  await context.close();

  /** @type {ExportFigures[]} */
  const figures = [];
  for (const library of LIBRARIES) {
    const cold = [];
    for (let run = 0; run < COLD_RUNS; run++) {
      const fresh = await openPage(browser, `${servers.url}/`);
      cold.push((await exportIn(fresh.tab, library)).ms);
      await fresh.context.close();
    }
    const warmPage = await openPage(browser, `${servers.url}/`);
    // The first call is the cold one of this page; the warm figures are the calls after it.
    let last = await exportIn(warmPage.tab, library);
    const warm = [];
    for (let run = 0; run < WARM_RUNS; run++) {
      last = await exportIn(warmPage.tab, library);
      warm.push(last.ms);
    }
    await warmPage.context.close();
    const image = decode(last.dataUrl);
    writeFileSync(new URL(`${library}.png`, outDir), PNG.sync.write(image));

    const noCorsPage = await openPage(browser, `${servers.url}/no-cors`);
    const noCorsPicture = await withTimeout(
      noCorsPage.tab.evaluate(async (name) => {
        try {
          await window.exportCard(name);
          return 'exported (picture left out)';
        } catch (error) {
          const what = error instanceof Error ? error.message : `a DOM ${error?.type ?? ''} event`;
          return `rejected (${what})`;
        }
      }, library),
      STEP_TIMEOUT_MS,
      `${library} export without CORS`,
    ).catch((error) => `page error (${error.message})`);
    await noCorsPage.context.close();

    figures.push({
      library,
      coldMedianMs: median(cold),
      warmMedianMs: median(warm),
      pixelDiffRatio: diffRatio(reference, image),
      size: `${image.width}×${image.height}`,
      noCorsPicture,
    });
  }
  return figures;
}

function printTable(figures) {
  const rows = [
    [
      'library',
      'cold median',
      'warm median',
      'pixels ≠ screenshot',
      'size',
      'picture without CORS',
    ],
    ...figures.map((figure) => [
      figure.library,
      `${figure.coldMedianMs.toFixed(0)} ms`,
      `${figure.warmMedianMs.toFixed(0)} ms`,
      `${(figure.pixelDiffRatio * 100).toFixed(2)} %`,
      figure.size,
      figure.noCorsPicture,
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows)
    console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
  console.log(
    `\n(${COLD_RUNS} cold runs, ${WARM_RUNS} warm runs; PNGs in test-results/export-bench/)`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const figures = await measureExport();
  printTable(figures);
  if (process.argv.includes('--json')) console.log(JSON.stringify(figures, null, 2));
}
