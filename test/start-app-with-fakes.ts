/** Every fake on 127.0.0.1 and an app pointed at them, for a test file's beforeAll; and their end. */
import { type AllFakes, startAllFakes } from './fakes/start-all-fakes.ts';
import { startTestApp, type TestApp } from './start-test-app.ts';

export async function startAppWithFakes(
  env: Record<string, string> = {},
): Promise<{ all: AllFakes; app: TestApp }> {
  const all = await startAllFakes();
  return { all, app: await startTestApp({ ...all.env, ...env }) };
}

/** Closes the app, then the fakes; either may be missing when start-up failed. */
export async function closeAppWithFakes(app: TestApp | undefined, all: AllFakes | undefined) {
  await app?.close();
  await all?.close();
}

/** Runs `run` against another app on the same fakes with some variables changed, then stops it. */
export async function withOtherApp(
  all: AllFakes,
  env: Record<string, string>,
  run: (url: string) => Promise<void>,
): Promise<void> {
  const other = await startTestApp({ ...all.env, RATE_LIMIT_PER_MINUTE: '10000', ...env });
  try {
    await run(other.url);
  } finally {
    await other.close();
  }
}
