/** Page weight: gzip and brotli sizes of what the built page loads before first render, and of every other chunk. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Entry budgets in bytes, gzip (issue: entry JS at most 90 KB, entry CSS at most 10 KB). */
export const PAGE_BUDGETS = { entryJsGzip: 90 * 1024, entryCssGzip: 10 * 1024 } as const;

export interface ChunkWeight {
  path: string;
  kind: 'js' | 'css' | 'other';
  entry: boolean;
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

export function measurePageWeight(buildDir: string): PageWeight {
  const entries = new Set(entryPaths(readFileSync(join(buildDir, 'index.html'), 'utf8')));
  const chunks = listFiles(buildDir)
    .map((full): ChunkWeight => {
      const path = relative(buildDir, full);
      const content = readFileSync(full);
      return {
        path,
        kind: path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : 'other',
        entry: entries.has(path),
        raw: content.length,
        gzip: gzipSync(content, { level: 9 }).length,
        brotli: brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      };
    })
    .sort((a, b) => Number(b.entry) - Number(a.entry) || b.gzip - a.gzip);
  const sum = (kind: 'js' | 'css', field: 'gzip' | 'brotli') =>
    chunks.filter((c) => c.entry && c.kind === kind).reduce((total, c) => total + c[field], 0);
  return {
    chunks,
    entryJsGzip: sum('js', 'gzip'),
    entryCssGzip: sum('css', 'gzip'),
    entryJsBrotli: sum('js', 'brotli'),
    entryCssBrotli: sum('css', 'brotli'),
  };
}
