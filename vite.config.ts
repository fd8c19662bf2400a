/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderShell } from './scripts/prerender-shell-plugin.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** The node project's test folders (its `include`). */
const NODE_TEST_FOLDERS = [
  'src/core',
  'src/card',
  'src/writer',
  'src/server',
  'src/catalogue',
  'scripts',
  'test',
  'eval',
];

/**
 * The test files under `folders` that replace a module with `vi.mock`: they need a module graph of
 * their own (with one shared per worker, a module another file loaded first stays real, or a mock
 * leaks on), so they run isolated; every other test file shares its worker's modules (see
 * `isolate` below).
 */
function testsThatMockModules(folders: readonly string[], pattern: RegExp): string[] {
  // Only Vitest reads the test projects: a build or the dev server reads no test file.
  if (!process.env.VITEST) return [];
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((path) => pattern.test(path) && !path.includes('node_modules'))
      .map((path) => `${folder}/${path}`)
      .filter((path) => readFileSync(path, 'utf8').includes('vi.mock(')),
  );
}

const WEB_TESTS_THAT_MOCK_MODULES = testsThatMockModules(['src/web'], /\.test\.tsx?$/);
const NODE_TESTS_THAT_MOCK_MODULES = testsThatMockModules(NODE_TEST_FOLDERS, /\.test\.ts$/);
/**
 * Tests that time the guard by this process's CPU (growth with the text): each in a process of its
 * own, as a worker shared with other files holds their heap, and the garbage collector's share of a
 * long source's reading then varied (a clean-clone run once read 66× for 8× the prose, after three
 * runs under 24×).
 */
const NODE_TIMED_TESTS = ['src/**/*.cost.test.ts'];

export default defineConfig({
  plugins: [
    react(),
    prerenderShell(),
    // An installable app: the manifest (with the share target) and a service worker that keeps the
    // app shell only, so the page opens offline; /api/, card links and X post paths always go to
    // the server (only `/` falls back to the cached page). main.tsx registers it after first paint.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'default-profile.png', 'fixed-meme.gif'],
      manifest: {
        name: 'Summary – AI-powered post summarizer',
        short_name: 'Summary',
        description:
          'Turn a public X post into a shareable summary card, or your text into a thread.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#0c0a1d',
        theme_color: '#1e1b4b',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        // Android's share sheet sends a link here; the app finds the first X post URL in any field.
        share_target: {
          action: '/',
          method: 'GET',
          params: { title: 'title', text: 'text', url: 'url' },
        },
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // Not core's language model (eld, 280 KB gzipped): the page fetches it when it marks a
        // card's or a thread's language, not every visitor on install (docs/decisions/023).
        globIgnores: ['**/node_modules/**/*', '**/language-detection-*.js'],
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: [/^\/(\?.*)?$/],
        navigateFallbackDenylist: [/^\/api\//, /^\/c\//],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The export library, the catalogue and anything not needed for the first paint load lazily.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // Core runs nothing on import but the making of its constants (the layer rule); eld, core's
        // language model (docs/decisions/024), nothing but the making of its detector; sentencex,
        // core's sentence splitter, nothing but building its patterns. Said so, a bundle keeps only
        // what it uses: the first page carries none of eld's 280 KB, which the page loads once it
        // marks a card's or a thread's language (use-text-language.ts), and no sentencex at all
        // (the page splits no sentences; src/core/load-cost.test.ts).
        moduleSideEffects: [
          {
            test: /[\\/]src[\\/]core[\\/]|[\\/]node_modules[\\/](?:eld|sentencex)[\\/]/,
            sideEffects: false,
          },
        ],
      },
    },
  },
  server: {
    // The API, and the bundled meme pictures the API names (served by the server from node_modules).
    proxy: { '/api': apiTarget, '/reactions': apiTarget },
  },
  test: {
    // Vitest runs one worker per core less one: a single worker on CI's 2 cores. Most files wait on
    // sockets, child processes and timers, so two workers share the cores well (measured on this
    // 2-core machine: 302 s with one, 195 s with two, 165 s with three; two keeps timing-sensitive
    // tests clear of contention).
    maxWorkers: 2,
    // A worker imports a module once for all the files it runs, rather than once per file: our
    // tests hold no module-level state between files (each makes its own app, stores and fakes),
    // and importing was most of the time (issue 30, measured on 2 cores: the whole run 244 s with
    // a fresh module graph per file, 127 s shared; import 96 s → 16 s).
    isolate: false,
    // A file whose tests run at once (`describe.concurrent`: each test with its own server, ports
    // and folders, mostly waiting on child processes) runs 2 of them together: a server's start
    // costs seconds of CPU, and 3 or more at once on a busy 2-core machine pushed starts past their
    // deadlines.
    maxConcurrency: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_TEST_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
          exclude: [...NODE_TESTS_THAT_MOCK_MODULES, ...NODE_TIMED_TESTS],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-timed',
          environment: 'node',
          include: NODE_TIMED_TESTS,
          isolate: true,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-mocks',
          environment: 'node',
          include: NODE_TESTS_THAT_MOCK_MODULES,
          isolate: true,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: WEB_TESTS_THAT_MOCK_MODULES,
          setupFiles: ['test/setup-web.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-mocks',
          environment: 'jsdom',
          include: WEB_TESTS_THAT_MOCK_MODULES,
          isolate: true,
          setupFiles: ['test/setup-web.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
