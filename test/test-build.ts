/**
 * One production build of the web app shared by the tests that inspect built files (budgets, lazy
 * chunks). Built once into node_modules/.cache, and rebuilt only when a source is newer than it.
 * A directory lock lets test files in parallel workers wait for one build instead of racing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { entryPaths, startupPaths } from '../bench/page-weight.ts';
import { isBuildFresh } from '../scripts/build-freshness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'node_modules/.cache/summary-test-build');
const lockDir = `${outDir}.lock`;
const stamp = join(outDir, 'index.html');

const isFresh = () => isBuildFresh(root, stamp);

export interface BuiltFile {
  /** Path relative to the build folder, e.g. `assets/index-abc.js`. */
  path: string;
  content: Buffer;
}

export interface TestBuild {
  dir: string;
  files: BuiltFile[];
  /** The JavaScript and CSS files index.html loads before first render. */
  entryFiles: BuiltFile[];
  /** The files loaded right after the first paint, before the page takes input (React, the app). */
  startupFiles: BuiltFile[];
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/** Builds (or reuses) the production build and lists its files. */
export async function getTestBuild(): Promise<TestBuild> {
  mkdirSync(dirname(outDir), { recursive: true });
  for (;;) {
    // While another worker builds, the new index.html is written before the pre-rendered app is put
    // into it: a build is only read once its lock is gone.
    if (isFresh() && !existsSync(lockDir)) break;
    try {
      mkdirSync(lockDir, { recursive: false });
    } catch {
      // Another worker is building; stale locks older than 3 minutes are broken.
      if (existsSync(lockDir) && Date.now() - statSync(lockDir).mtimeMs > 180_000) {
        rmSync(lockDir, { recursive: true, force: true });
      }
      await sleep(500);
      continue;
    }
    try {
      if (!isFresh()) {
        execFileSync(
          'npx',
          ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
          {
            cwd: root,
            // Vitest sets NODE_ENV=test, which would bundle React's development build.
            env: { ...process.env, NODE_ENV: 'production' },
            stdio: 'pipe',
          },
        );
      }
    } finally {
      rmSync(lockDir, { recursive: true, force: true });
    }
  }
  const files = listFiles(outDir).map((full) => ({
    path: relative(outDir, full),
    content: readFileSync(full),
  }));
  const entries = new Set(entryPaths(readFileSync(stamp, 'utf8')));
  const startup = new Set(startupPaths(outDir, entries));
  return {
    dir: outDir,
    files,
    entryFiles: files.filter((file) => entries.has(file.path)),
    startupFiles: files.filter((file) => startup.has(file.path)),
  };
}
