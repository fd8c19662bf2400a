import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './test/chromium-args.ts';
import { type SpecSeconds, specLanes } from './test/e2e-lanes.ts';
import { E2E_APP_PORT, E2E_LANE_STEP, envPortOffset } from './test/fakes/fake-ports.ts';

/**
 * The browser tests run on several stacks at once (two by default), each the app with its own fakes (test/serve-with-fakes.ts)
 * and its own project with one worker: a test switches the scenarios of its own stack's fakes only
 * (e2e/fakes.ts reads the stack from the project's `metadata.portOffset`), so two tests never cross.
 * `E2E_PORT_OFFSET` shifts every stack, so two checkouts on one machine can run side by side.
 */
const BASE_OFFSET = envPortOffset();

/** The stacks' project names, as the test list and the reports show them. */
const STACK_NAMES = ['first', 'second', 'third', 'fourth'];

/**
 * How many stacks run at once (E2E_LANES, 3 by default: on CI's two cores the stacks wait on their
 * browsers and fakes a third of the time, so a third stack fills them: measured on a quiet 2-core
 * machine, 152 tests in 4.6 min with three against 6.0 with two). Each runs its share of the
 * spec files, dealt by their measured times (e2e/spec-seconds.json, test/e2e-lanes.ts) so the lanes
 * end together; a new spec file counts as the mean until it is measured.
 */
const LANES = Number(process.env.E2E_LANES ?? 3);
const E2E_DIR = fileURLToPath(new URL('./e2e/', import.meta.url));
const SPEC_FILES = readdirSync(E2E_DIR).filter((file) => file.endsWith('.spec.ts'));
const SPEC_SECONDS: SpecSeconds = JSON.parse(
  readFileSync(join(E2E_DIR, 'spec-seconds.json'), 'utf8'),
);

const stacks = specLanes(SPEC_FILES, SPEC_SECONDS, LANES).map((files, index) => {
  const offset = BASE_OFFSET + index * E2E_LANE_STEP;
  return {
    name: STACK_NAMES[index] ?? `stack-${index + 1}`,
    offset,
    files,
    appPort: E2E_APP_PORT + offset,
  };
});

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
  // The stacks share the machine's cores (two on CI): a test may take up to twice its time alone
  // (measured: the axe checks 8-15 s alone, up to 34 s beside another stack on a busy machine).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    trace: 'on-first-retry',
    // A new context per test installs the service worker, which fetches the whole app shell beside
    // the test (measured on 19 tests with other work on the machine: 104 s with it blocked, 117-132 s
    // with it). Only the installable-app tests need it; they allow it (e2e/card-links.spec.ts).
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: TEST_CHROMIUM_ARGS,
    },
  },
  projects: stacks.map((stack) => ({
    name: stack.name,
    workers: 1,
    metadata: { portOffset: stack.offset },
    use: { baseURL: `http://127.0.0.1:${stack.appPort}` },
    testMatch: stack.files,
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
      // A test's request context keeps its connection while the page works (a download, a page
      // load): past 5 s idle the server closed it just as the next request went out, on a loaded
      // machine ('socket hang up' in card-links.spec.ts). A browser retries such a request; the
      // request context does not.
      KEEP_ALIVE_TIMEOUT_MS: '120000',
      // A fresh card store per run and per stack: card links and X post paths start from no stored card.
      DATA_DIR: mkdtempSync(join(tmpdir(), 'e2e-cards-')),
    },
  })),
});
