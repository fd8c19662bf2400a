/** Page weight: gzip and brotli sizes of what the built page loads before first render, and of every other chunk. */

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BenchRow } from './bench-row.ts';

/**
 * Budgets in bytes, gzip (issue: entry JS at most 90 KB, entry CSS at most 10 KB). The page paints
 * from its pre-rendered HTML and loads React right after (src/web/main.tsx), so the same budgets
 * also hold for everything the page loads before it takes input: the entry plus the startup chunk.
 */
export const PAGE_BUDGETS = { entryJsGzip: 90 * 1024, entryCssGzip: 10 * 1024 } as const;

/** The chunk main.tsx imports once the page has painted: React and the app. */
const STARTUP_CHUNK = /^assets\/start-app-[\w-]+\.(?:js|css)$/;
const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w{}$,\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g;

export interface ChunkWeight {
  path: string;
  kind: 'js' | 'css' | 'other';
  entry: boolean;
  /** Loaded right after the first paint, before the page takes input. */
  startup: boolean;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageWeight {
  chunks: ChunkWeight[];
  entryJsGzip: number;
  entryCssGzip: number;
  entryJsBrotli: number;
  entryCssBrotli: number;
  /** Entry plus startup chunk: what the page loads before it takes input. */
  interactiveJsGzip: number;
  interactiveCssGzip: number;
  interactiveJsBrotli: number;
  interactiveCssBrotli: number;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/** Paths (relative to the build) of the scripts, preloads and styles index.html loads up front. */
export function entryPaths(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
}

/**
 * Paths of the startup chunk and of the chunks it imports statically, but for the entry's own:
 * what main.tsx loads right after the first paint.
 */
export function startupPaths(buildDir: string, entries: ReadonlySet<string>): string[] {
  const assets = readdirSync(join(buildDir, 'assets')).map((name) => `assets/${name}`);
  const found = new Set(assets.filter((path) => STARTUP_CHUNK.test(path)));
  const queue = [...found].filter((path) => path.endsWith('.js'));
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
    const source = readFileSync(join(buildDir, path), 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const imported = `assets/${match[1]}`;
      if (found.has(imported) || entries.has(imported)) continue;
      found.add(imported);
      queue.push(imported);
    }
  }
  return [...found];
}

/**
 * Every file of the build at the highest gzip and brotli levels (seconds of CPU: the language
 * chunk alone is near 1 MB). `beforeInput` weighs only what the page loads before it takes input,
 * the entry and the startup chunk: all the budgets need, and what the unit tests ask for.
 */
export function measurePageWeight(
  buildDir: string,
  { beforeInput = false }: { beforeInput?: boolean } = {},
): PageWeight {
  const entries = new Set(entryPaths(readFileSync(join(buildDir, 'index.html'), 'utf8')));
  const startup = new Set(startupPaths(buildDir, entries));
  const chunks = listFiles(buildDir)
    .filter((full) => {
      const path = relative(buildDir, full);
      return !beforeInput || entries.has(path) || startup.has(path);
    })
    .map((full): ChunkWeight => {
      const path = relative(buildDir, full);
      const content = readFileSync(full);
      return {
        path,
        kind: path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : 'other',
        entry: entries.has(path),
        startup: startup.has(path),
        raw: content.length,
        gzip: gzipSync(content, { level: 9 }).length,
        brotli: brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      };
    })
    .sort(
      (a, b) =>
        Number(b.entry) - Number(a.entry) ||
        Number(b.startup) - Number(a.startup) ||
        b.gzip - a.gzip,
    );
  const sum = (kind: 'js' | 'css', field: 'gzip' | 'brotli', withStartup = false) =>
    chunks
      .filter((c) => (c.entry || (withStartup && c.startup)) && c.kind === kind)
      .reduce((total, c) => total + c[field], 0);
  return {
    chunks,
    entryJsGzip: sum('js', 'gzip'),
    entryCssGzip: sum('css', 'gzip'),
    entryJsBrotli: sum('js', 'brotli'),
    entryCssBrotli: sum('css', 'brotli'),
    interactiveJsGzip: sum('js', 'gzip', true),
    interactiveCssGzip: sum('css', 'gzip', true),
    interactiveJsBrotli: sum('js', 'brotli', true),
    interactiveCssBrotli: sum('css', 'brotli', true),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Section 1's rows in words: the page, the entry and startup JS and CSS against their budgets, each chunk. */
export function describePageWeight(weight: PageWeight): BenchRow[] {
  const rows: BenchRow[] = [];
  const page = weight.chunks.find((chunk) => chunk.path === 'index.html');
  if (page) {
    rows.push({
      figure: 'the page, pre-rendered (gzip / brotli)',
      value: `${kb(page.gzip)} / ${kb(page.brotli)}`,
      baseline: '-',
      goal: '-',
      met: undefined,
    });
  }
  rows.push({
    figure: 'entry JS, before first render (gzip / brotli)',
    value: `${kb(weight.entryJsGzip)} / ${kb(weight.entryJsBrotli)}`,
    baseline: '-',
    goal: `≤ ${kb(PAGE_BUDGETS.entryJsGzip)} gzip`,
    met: weight.entryJsGzip <= PAGE_BUDGETS.entryJsGzip,
  });
  rows.push({
    figure: 'entry CSS, before first render (gzip / brotli)',
    value: `${kb(weight.entryCssGzip)} / ${kb(weight.entryCssBrotli)}`,
    baseline: '-',
    goal: `≤ ${kb(PAGE_BUDGETS.entryCssGzip)} gzip`,
    met: weight.entryCssGzip <= PAGE_BUDGETS.entryCssGzip,
  });
  rows.push({
    figure: 'JS before the page takes input: entry + startup chunk (gzip / brotli)',
    value: `${kb(weight.interactiveJsGzip)} / ${kb(weight.interactiveJsBrotli)}`,
    baseline: '-',
    goal: `≤ ${kb(PAGE_BUDGETS.entryJsGzip)} gzip`,
    met: weight.interactiveJsGzip <= PAGE_BUDGETS.entryJsGzip,
  });
  rows.push({
    figure: 'CSS before the page takes input: entry + startup chunk (gzip / brotli)',
    value: `${kb(weight.interactiveCssGzip)} / ${kb(weight.interactiveCssBrotli)}`,
    baseline: '-',
    goal: `≤ ${kb(PAGE_BUDGETS.entryCssGzip)} gzip`,
    met: weight.interactiveCssGzip <= PAGE_BUDGETS.entryCssGzip,
  });
  for (const chunk of weight.chunks.filter((c) => !c.entry && c.kind !== 'other')) {
    rows.push({
      figure: `${chunk.startup ? 'after first paint' : 'lazy'} ${chunk.path} (gzip / brotli)`,
      value: `${kb(chunk.gzip)} / ${kb(chunk.brotli)}`,
      baseline: '-',
      goal: chunk.startup ? 'startup' : 'lazy',
      met: undefined,
    });
  }
  return rows;
}
