/**
 * One production build of the web app shared by the tests that inspect built files (budgets, lazy
 * chunks, secrets). The project's own `dist/` when it is fresh (`vite build`, as `npm run build`
 * and the browser tests' step make it: the same build, so a run that builds first pays for one
 * build, not two); else built once into node_modules/.cache, and rebuilt only when a source is newer
 * than it. A directory lock lets test files in parallel workers wait for one build instead of
 * racing. The tests' own build is made with secret-looking values, fresh for each build, in every
 * secret variable: test/bundle-secrets.test.ts looks for them in it (one build, not two). `npm test`
 * makes dist/ that way (test/build-secrets.mjs), so there the one build serves every check.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { entryPaths, startupPaths } from '../bench/page-weight.ts';
import { isBuildFresh } from '../scripts/build-freshness.mjs';
import { type BuildSecrets, distSecrets, freshSecrets } from './build-secrets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = join(root, 'node_modules/.cache/summary-test-build');
const lockDir = `${cacheDir}.lock`;
/** The secret values the tests' own build was made with (beside it: not one of its files). */
const secretsFile = `${cacheDir}.secrets.json`;
const isFresh = (dir: string) => isBuildFresh(root, join(dir, 'index.html'));
const isCacheFresh = () => isFresh(cacheDir) && existsSync(secretsFile);

export { type BuildSecrets, SECRET_VARIABLES } from './build-secrets.mjs';

/**
 * `dist/` when a `vite build` left it fresh, else the tests' own folder. `dist/` is only read, never
 * written or locked: it is trusted to be a finished build (`npm test` builds it before or after the
 * unit tests, never while they run).
 */
function buildDir(): string {
  const dist = join(root, 'dist');
  return isFresh(dist) ? dist : cacheDir;
}

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
  /**
   * The secret values in the build's environment: set for the tests' own build, and for `dist/`
   * only while it is the one test/build-secrets.mjs made.
   */
  secrets?: BuildSecrets;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * Builds (or reuses) the production build and lists its files; `own` asks for the tests' own build
 * (made with secret values), never `dist/`.
 */
export async function getTestBuild({ own = false } = {}): Promise<TestBuild> {
  // `npm test` builds dist/ with secret values (test/build-secrets.mjs): while it is fresh, it is
  // the tests' own build too.
  const dist = join(root, 'dist');
  const builtWithSecrets = own && isFresh(dist) ? distSecrets(dist) : undefined;
  const outDir = builtWithSecrets ? dist : own ? cacheDir : buildDir();
  const stamp = join(outDir, 'index.html');
  mkdirSync(dirname(cacheDir), { recursive: true });
  while (outDir === cacheDir) {
    // While another worker builds, the new index.html is written before the pre-rendered app is put
    // into it: a build is only read once its lock is gone.
    if (isCacheFresh() && !existsSync(lockDir)) break;
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
      if (!isCacheFresh()) {
        const secrets = freshSecrets();
        rmSync(secretsFile, { force: true });
        execFileSync(
          'npx',
          ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
          {
            cwd: root,
            // Vitest sets NODE_ENV=test, which would bundle React's development build.
            env: { ...process.env, ...secrets, NODE_ENV: 'production' },
            stdio: 'pipe',
          },
        );
        writeFileSync(secretsFile, JSON.stringify(secrets));
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
    secrets:
      builtWithSecrets ??
      (outDir === cacheDir
        ? (JSON.parse(readFileSync(secretsFile, 'utf8')) as BuildSecrets)
        : undefined),
  };
}
