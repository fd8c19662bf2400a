/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderShell } from './scripts/prerender-shell-plugin.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), prerenderShell()],
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The export library, the catalogue and anything not needed for the first paint load lazily.
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: { '/api': apiTarget },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/core/**/*.test.ts',
            'src/card/**/*.test.ts',
            'src/server/**/*.test.ts',
            'src/catalogue/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/**/*.test.ts',
          ],
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
          setupFiles: ['test/setup-web.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
