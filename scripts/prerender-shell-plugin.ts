/**
 * A Vite plugin: after the browser build is written, builds `src/web/render-shell.tsx` for Node,
 * renders the empty app with it and writes that markup into the built index.html. The page then
 * paints from its HTML and CSS alone; the script hydrates it (src/web/main.tsx). Vite's own way to
 * pre-render (an SSR build of an entry, imported by the build), kept inside `vite build` so every
 * build (npm start, the tests, the benchmark) gets it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';

/** The pre-rendered markup in its container, inert until the script takes over. */
export function injectShell(indexHtml: string, shellHtml: string): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) {
    throw new Error(`index.html has no empty ${ROOT_ELEMENT} to pre-render into`);
  }
  return indexHtml.replace(
    ROOT_ELEMENT,
    () => `<div id="root" inert aria-disabled="true">${shellHtml}</div>`,
  );
}

export function prerenderShell(entry = 'src/web/render-shell.tsx'): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'summary:prerender-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (config.build.ssr) return;
      // Inside the project, so the Node build finds react and react-dom in its node_modules.
      const cacheDir = resolve(config.root, 'node_modules/.cache');
      mkdirSync(cacheDir, { recursive: true });
      const serverDir = mkdtempSync(join(cacheDir, 'summary-shell-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          plugins: [react()],
          build: {
            ssr: entry,
            outDir: serverDir,
            emptyOutDir: true,
            rollupOptions: { output: { entryFileNames: 'render-shell.mjs' } },
          },
        });
        const { renderShell } = (await import(
          pathToFileURL(join(serverDir, 'render-shell.mjs')).href
        )) as { renderShell: () => string };
        const indexPath = resolve(config.root, config.build.outDir, 'index.html');
        writeFileSync(indexPath, injectShell(readFileSync(indexPath, 'utf8'), renderShell()));
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
