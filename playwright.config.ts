import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './test/chromium-args.ts';
import { E2E_APP_PORT, E2E_LANE_STEP, envPortOffset } from './test/fakes/fake-ports.ts';

/**
 * The browser tests run on two stacks at once, each the app with its own fakes (test/serve-with-fakes.ts)
 * and its own project with one worker: a test switches the scenarios of its own stack's fakes only
 * (e2e/fakes.ts reads the stack from the project's `metadata.portOffset`), so two tests never cross.
 * `E2E_PORT_OFFSET` shifts both stacks, so two checkouts on one machine can run side by side.
 */
const BASE_OFFSET = envPortOffset();

/**
 * The spec files of the second stack, chosen so the two take about the same time (issue 30, measured
 * on a shared 2-core machine: about 570 s of test time on each). Every other spec file, a new one
 * too, runs on the first: move a file here when the first grows longer than the second.
 */
const SECOND_STACK_SPECS = [
  'axe.spec.ts',
  'card.spec.ts',
  'quote-cards.spec.ts',
  'card-sizes.spec.ts',
  'thread.spec.ts',
  'summary-panel.spec.ts',
  'card-scaler.spec.ts',
  'streaming.spec.ts',
  'clean-console.spec.ts',
];

const stacks = [
  { name: 'first', offset: BASE_OFFSET },
  { name: 'second', offset: BASE_OFFSET + E2E_LANE_STEP },
].map((stack) => ({ ...stack, appPort: E2E_APP_PORT + stack.offset }));

/** The first stack's app port (`E2E_PORT_OFFSET` shifts it with the fakes' ports). */
export const E2E_PORT = stacks[0]?.appPort ?? E2E_APP_PORT;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  // One worker per stack (each project says `workers: 1`): its fakes are shared by its tests in turn.
  workers: stacks.length,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // Strict: a browser test passes the first time or fails (issue 20); a flaky test is a bug to fix.
  retries: 0,
  // Two stacks share the machine's cores (two on CI): a test may take up to twice its time alone
  // (measured: the axe checks 8-15 s alone, up to 34 s beside the other stack on a busy machine).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: TEST_CHROMIUM_ARGS,
    },
  },
  projects: stacks.map((stack, index) => ({
    name: stack.name,
    workers: 1,
    metadata: { portOffset: stack.offset },
    use: { baseURL: `http://127.0.0.1:${stack.appPort}` },
    ...(index === 0 ? { testIgnore: SECOND_STACK_SPECS } : { testMatch: SECOND_STACK_SPECS }),
  })),
  webServer: stacks.map((stack) => ({
    command: 'node --import tsx test/serve-with-fakes.ts',
    url: `http://127.0.0.1:${stack.appPort}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe' as const,
    // The browser tests make many generations in a row from one address.
    // Every generation asks the model (no stored card reused), so scenarios switched between tests hold.
    env: {
      PORT: String(stack.appPort),
      // The fakes of this stack on their fixed ports (test/fakes/fake-ports.ts).
      E2E_PORT_OFFSET: String(stack.offset),
      RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
      CARD_REUSE_HOURS: '0',
      // A fresh card store per run and per stack: card links and X post paths start from no stored card.
      DATA_DIR: mkdtempSync(join(tmpdir(), 'e2e-cards-')),
    },
  })),
});
