/**
 * The server's build (`npm run build`, and `npm start` when it is missing or stale): src/server/main.ts
 * bundled into one ES module, dist-server/main.js, that plain `node` runs. Vite resolves the `.ts`
 * imports and the `#core/*`, `#server/*`, `#catalogue/*` subpaths at build time; npm packages stay
 * imports of node_modules (an SSR build externalises them), so production needs `node_modules`.
 */
import { defineConfig } from 'vite';

export const SERVER_OUT_DIR = 'dist-server';

export default defineConfig({
  // Used alone (--config): none of the web app's settings or plugins apply.
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'src/server/main.ts',
    outDir: SERVER_OUT_DIR,
    emptyOutDir: true,
    target: 'node20',
    // Stack traces in the logs keep the source's names and lines.
    minify: false,
    sourcemap: true,
    rollupOptions: { output: { format: 'es', entryFileNames: 'main.js' } },
  },
  plugins: [
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
