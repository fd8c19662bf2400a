/**
 * The server's build (`npm run build`, and `npm start` when it is missing or stale): src/server/main.ts
 * bundled into one ES module, dist-server/main.js, that plain `node` runs, and beside it
 * dist-server/fetch-model.js (`npm run model`), which shares its modules. Vite resolves the `.ts`
 * imports and the `#core/*`, `#server/*`, `#catalogue/*` subpaths at build time; npm packages stay
 * imports of node_modules (an SSR build externalises them), so production needs `node_modules`.
 */
import { relative, resolve, sep } from 'node:path';
import { defineConfig } from 'vite';

export const SERVER_OUT_DIR = 'dist-server';

export default defineConfig({
  // Used alone (--config): none of the web app's settings or plugins apply.
  publicDir: false,
  logLevel: 'warn',
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
      },
      output: { format: 'es', entryFileNames: '[name].js' },
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
