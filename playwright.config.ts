import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/chromium-args.ts';

/** The app's port in the browser tests; `E2E_PORT_OFFSET` shifts it with the fakes' ports. */
export const E2E_PORT = 4173 + (Number(process.env.E2E_PORT_OFFSET ?? 0) || 0);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  // The fakes are shared by every test: one worker keeps their scenarios from crossing.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // Strict: a browser test passes the first time or fails (issue 20); a flaky test is a bug to fix.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node --import tsx test/serve-with-fakes.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
    // The browser tests make many generations in a row from one address.
    // Every generation asks the model (no stored card reused), so scenarios switched between tests hold.
    env: {
      PORT: String(E2E_PORT),
      RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
      CARD_REUSE_HOURS: '0',
      // A fresh card store per run: card links and X post paths start from no stored card.
      DATA_DIR: mkdtempSync(join(tmpdir(), 'e2e-cards-')),
    },
  },
});
