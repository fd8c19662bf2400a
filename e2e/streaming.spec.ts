/**
 * Streaming end to end (issue 15): the card and the thread fill in while the fake model is still
 * writing (it holds its answer after the first line until the test lets it go), exports wait for the finished answer, and a stream cut by the
 * network keeps what arrived and offers to generate again.
 */
import { expect, type Page, test } from '@playwright/test';
import type { StreamedCall } from '../test/fakes/fake-model-stream.ts';
import { SAMPLE_POST_IDS, SAMPLE_POSTS } from '../test/fakes/sample-posts.ts';
import { fakeCalls, resetFakes, setScenario } from './fakes.ts';

const SIMPLE_URL = `https://x.com/${SAMPLE_POSTS.simple.author.screenName}/status/${SAMPLE_POST_IDS.simple}`;
const THREAD_TEXT =
  'Our team moved the whole billing system to a new database last month. The migration took 47 minutes of downtime instead of the planned four hours. We rehearsed it three times on copies of production data. The biggest surprise was how many reports depended on an old view nobody remembered. Next quarter we will retire the old servers for good.';

test.beforeEach(async ({ page }) => {
  await resetFakes();
  await page.goto('/');
});

/** True while the model fake has not finished its last streamed answer. */
async function modelStillWriting(): Promise<boolean> {
  const calls = (await fakeCalls('openai')) as unknown as StreamedCall[];
  const last = calls.at(-1);
  return last !== undefined && last.streamEnd === undefined;
}

const card = (page: Page) => page.getByTestId('summary-card');

/**
 * Asks for a newly generated card: a card of the same post made recently would otherwise be
 * answered from the card store at once, without the model.
 */
async function alwaysGenerate(page: Page) {
  await page.route('**/api/summary', (route) =>
    route.continue({
      postData: JSON.stringify({ ...route.request().postDataJSON(), regenerate: true }),
    }),
  );
}

test('the first bullet shows while the model is still writing; exports wait for the whole card', async ({
  page,
}) => {
  // The fake holds its answer after the first bullet until this test lets it go: what is checked
  // mid-answer cannot be outrun by the model, however busy the machine (a line a second was).
  await setScenario('openai', 'lines-200-hold');
  await alwaysGenerate(page);
  await page.getByLabel('Post URL').fill(SIMPLE_URL);
  await page.getByRole('button', { name: 'Generate Summary' }).click();

  await expect(card(page).locator('li').first()).toBeVisible({ timeout: 8_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Your card is ready' })).toHaveCount(0);
  await expect(card(page)).toContainText('@mayabuilds');
  expect(await modelStillWriting()).toBe(true);
  await expect(card(page).locator('li')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  for (const name of ['Copy (Desktop)', 'Download', 'Gradient Light']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
  }

  await setScenario('openai', 'ok');
  await expect(card(page).locator('li')).toHaveCount(3, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Copy (Desktop)' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Gradient Light', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Generate Summary' })).toBeEnabled();
  await expect(page.getByText('Your card is ready below.')).toBeAttached();
  expect(await modelStillWriting()).toBe(false);
});

test('the thread shows Post 1/… while later posts are written, Copy held until done', async ({
  page,
}) => {
  await setScenario('openai', 'lines-200-hold');
  await page.getByLabel('Your text').fill(THREAD_TEXT);
  await page.getByRole('button', { name: 'Generate Thread' }).click();

  await expect(page.getByRole('heading', { name: 'Post 1/…' })).toBeVisible({ timeout: 6_000 });
  expect(await modelStillWriting()).toBe(true);
  await expect(page.getByRole('button', { name: 'Copy all' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Copy', exact: true }).first()).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();

  await setScenario('openai', 'ok');
  await expect(page.getByRole('heading', { name: /^Post 1\/\d$/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Copy all' })).toBeEnabled();
  await expect(page.getByText(/Your thread of \d posts is ready\./)).toBeAttached();
});

test('a stream cut mid-way keeps its lines, says so, and offers to generate again', async ({
  page,
}) => {
  // A proxy that drops the connection after the first line: the stream ends without `done`.
  const partial = {
    mode: 'normal',
    username: 'mayabuilds',
    profileImage: '',
    summary: '• The first line made it through before the cut',
  };
  await page.route('**/api/summary', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
      body: `event: partial\ndata: ${JSON.stringify(partial)}\n\n`,
    }),
  );
  await page.getByLabel('Post URL').fill(SIMPLE_URL);
  await page.getByRole('button', { name: 'Generate Summary' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('cut off');
  await expect(card(page)).toContainText('The first line made it through before the cut');
  await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled();
  await expect(page.getByLabel('Post URL')).toHaveValue(SIMPLE_URL);

  await page.unroute('**/api/summary');
  await alwaysGenerate(page);
  await alert.getByRole('button', { name: 'Generate again' }).click();
  await expect(card(page).locator('li')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();
});
