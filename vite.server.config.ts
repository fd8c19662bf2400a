/**
 * The server's build (`npm run build`, and `npm start` when it is missing or stale): src/server/main.ts
 * bundled into one ES module, dist-server/main.js, that plain `node` runs, and beside it
 * dist-server/fetch-model.js (`npm run model`), which shares its modules. Vite resolves the `.ts`
 * imports and the `#core/*`, `#server/*`, `#catalogue/*` subpaths at build time; the pure ES-module
 * packages in BUNDLED_PACKAGES are bundled in too, the others stay imports of node_modules (an
 * SSR build externalises them), so production needs `node_modules`.
 */
import { relative, resolve, sep } from 'node:path';
import { defineConfig } from 'vite';

export const SERVER_OUT_DIR = 'dist-server';

/**
 * npm packages bundled into the server: pure JavaScript, ES modules, no file read beside them.
 * Node's loader resolves, reads and links each module file on its own; these are ~500 files the
 * server loaded at every start (zod's 95, compromise's 331...), 0.3 s of CPU before it listens and
 * 0.5 s in its first 10 s, beside the model's loading on two cores (issue 46 item 9). Native,
 * CommonJS and worker-starting packages (libsql, takumi, node-llama-cpp, pino, prom-client,
 * ioredis, rate-limiter-flexible) stay external.
 */
export const BUNDLED_PACKAGES: readonly string[] = [
  '@atcute/bluesky',
  '@atcute/bluesky-richtext-segmenter',
  '@atcute/client',
  '@atcute/lexicons',
  '@atcute/uint8array',
  '@atcute/util-text',
  '@hono/node-server',
  '@huggingface/tasks',
  '@libsql/client',
  '@libsql/core',
  '@libsql/hrana-client',
  'compromise',
  'dom-serializer',
  'domelementtype',
  'domhandler',
  'domutils',
  'efrt',
  'eld',
  'entities',
  'eventsource-parser',
  'grad-school',
  'hono',
  'htmlparser2',
  'linkify-it',
  'lru-cache',
  'sentencex',
  'suffix-thumb',
  'uc.micro',
  'zod',
];

export default defineConfig({
  // Used alone (--config): none of the web app's settings or plugins apply.
  publicDir: false,
  logLevel: 'warn',
  ssr: { noExternal: [...BUNDLED_PACKAGES] },
  build: {
    ssr: true,
    outDir: SERVER_OUT_DIR,
    emptyOutDir: true,
    target: 'node20',
    // Stack traces in the logs keep the source's names and lines.
    minify: false,
    sourcemap: true,
    rollupOptions: {
      input: {
        main: 'src/server/main.ts',
        'fetch-model': 'src/server/generation/model-file/fetch-model.ts',
        // The guard's worker thread (src/server/writing/guard-client.ts starts it beside main.js).
        'guard-worker': 'src/server/writing/guard-worker.ts',
      },
      // The maps hold the mappings only: a stack trace needs no copy of the sources, and the
      // server parses every map it loads (setSourceMapsEnabled): the bundled packages' sources
      // made them 7 MB, 0.1-0.2 s of a start's CPU.
      output: { format: 'es', entryFileNames: '[name].js', sourcemapExcludeSources: true },
    },
  },
  plugins: [
    {
      // A module that finds files next to itself (`new URL('../../../public/', import.meta.url)`,
      // `createRequire(import.meta.url)`) still finds them once bundled: its import.meta.url is the
      // URL of its source file, as when run from source, not that of dist-server/main.js.
      name: 'source-import-meta-url',
      transform(code, id) {
        if (
          !code.includes('import.meta.url') ||
          id.startsWith('\0') ||
          id.includes('/node_modules/')
        ) {
          return null;
        }
        const source = relative(resolve(SERVER_OUT_DIR), id).split(sep).join('/');
        // Lines stay where they were: the source map keeps pointing at the right lines (map: null).
        return {
          code: code.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(source)}, import.meta.url).href`,
          ),
          map: null,
        };
      },
    },
    {
      // The folder says it holds ES modules, so main.js runs as one wherever the folder is copied.
      name: 'module-package-json',
      generateBundle() {
        this.emitFile({
          type: 'asset',
          fileName: 'package.json',
          source: `${JSON.stringify({ type: 'module', private: true })}\n`,
        });
      },
    },
  ],
});
