/** The thread maker end to end: every style, Regenerate, the style-change warning, copy and counters. */
import { expect, type Page, test } from '@playwright/test';
import { THREAD_STYLE_IDS, THREAD_STYLES } from '../src/core/index.ts';
import { fakeCalls, resetFakes } from './fakes.ts';

const SOURCE =
  'Remote work changed how our team writes. We moved decisions into documents, cut our meetings in half, and found that new people ramp up faster when everything is written down. The hard part was agreeing on where things live and keeping documents short enough that people read them.';

test.beforeEach(async ({ page }) => {
  await resetFakes();
  await page.goto('/');
});

const textarea = (page: Page) => page.getByLabel('Your text');
const posts = (page: Page) => page.getByRole('article');

async function generateThread(page: Page, buttonName: string | RegExp) {
  await page.getByRole('button', { name: buttonName }).click();
  await expect(posts(page).first()).toBeVisible();
}

test('writes a thread of 4-5 posts in each of the six styles', async ({ page }) => {
  await textarea(page).fill(SOURCE);
  for (const id of THREAD_STYLE_IDS) {
    const { name } = THREAD_STYLES[id];
    await page.getByRole('button', { name, exact: true }).click();
    const request = page.waitForRequest('**/api/thread');
    await page.getByRole('button', { name: `Generate ${name} Thread` }).click();
    expect((await request).postDataJSON()).toEqual({ text: SOURCE, style: id });
    await expect(page.getByRole('heading', { name: `Your ${name} thread` })).toBeVisible();
    const count = await posts(page).count();
    expect(count).toBeGreaterThanOrEqual(4);
    expect(count).toBeLessThanOrEqual(5);
    for (let n = 1; n <= count; n++) {
      await expect(page.getByRole('heading', { name: `Post ${n}/${count}` })).toBeVisible();
    }
    await expect(page.getByText(/copy each post and paste it into X's composer/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate New Thread' })).toBeEnabled();
  }
  const modelCalls = (await fakeCalls('openai'))
    .filter((call) => call.method === 'POST')
    .map((call) => call.body);
  expect(modelCalls).toHaveLength(THREAD_STYLE_IDS.length);
});

test('Regenerate asks the model again with a higher temperature', async ({ page }) => {
  await textarea(page).fill(SOURCE);
  await expect(page.getByRole('button', { name: 'Regenerate' })).toHaveCount(0);
  await generateThread(page, 'Generate Thread');
  const regenerate = page.getByRole('button', { name: 'Regenerate' });
  await expect(regenerate).toBeVisible();
  await expect(regenerate).toHaveCSS('background-color', 'rgb(21, 128, 61)');
  const request = page.waitForRequest('**/api/thread');
  await regenerate.click();
  expect((await request).postDataJSON()).toMatchObject({ style: 'standard', regenerate: true });
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeEnabled();

  const temperatures = (await fakeCalls('openai'))
    .filter((call) => call.method === 'POST')
    .map((call) => (JSON.parse(call.body) as { temperature: number }).temperature);
  expect(temperatures).toHaveLength(2);
  expect(temperatures[1]! - temperatures[0]!).toBeCloseTo(0.05, 5);
});

test('changing the style after a result clears the posts and asks to generate again', async ({
  page,
}) => {
  await textarea(page).fill(SOURCE);
  await page.getByRole('button', { name: 'Exciting', exact: true }).click();
  await generateThread(page, 'Generate Exciting Thread');
  await page.getByRole('button', { name: 'Crypto Bro', exact: true }).click();
  await expect(posts(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveText(
    /You switched to the Crypto Bro style\. Generate again/,
  );
  await expect(page.getByRole('button', { name: 'Regenerate' })).toHaveCount(0);
  await generateThread(page, 'Generate Crypto Bro Thread');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('Copy reads Copied! for 2 seconds and puts the post on the clipboard; Copy all copies the thread numbered n/N; the counter follows edits and turns warning then error coloured', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await textarea(page).fill(SOURCE);
  await generateThread(page, 'Generate Thread');
  const first = posts(page).first();
  const text = await first.getByRole('textbox').inputValue();
  // The page notes when the label changes, by its own clock: the test runner's would count the
  // time a busy machine takes to tell it the click was done.
  await first.getByRole('button', { name: 'Copy' }).evaluate((button) => {
    const seen: Record<string, number> = {};
    (window as unknown as { copyLabelSeen: Record<string, number> }).copyLabelSeen = seen;
    new MutationObserver(() => {
      seen[button.textContent ?? ''] ??= performance.now();
    }).observe(button, { childList: true, characterData: true, subtree: true });
  });
  await first.getByRole('button', { name: 'Copy' }).click();
  await expect(first.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  await expect(first.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({
    timeout: 4_000,
  });
  const seen = await page.evaluate(
    () => (window as unknown as { copyLabelSeen: Record<string, number> }).copyLabelSeen,
  );
  expect((seen.Copy ?? 0) - (seen['Copied!'] ?? Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(
    1_900,
  );

  // Copy all, then the counter and Post to X, on the same thread: one generation checks them in turn
  // (the edits come last, so what was copied is the model's thread).
  await page.getByRole('button', { name: 'Copy all' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const count = await posts(page).count();
  expect(copied.split('\n\n')).toHaveLength(count);
  expect(copied.startsWith(`1/${count} `)).toBe(true);

  const counter = first.getByText(/\/280 characters$/);
  const okColour = await counter.evaluate((element) => getComputedStyle(element).color);

  await first.getByRole('textbox').fill('a'.repeat(260));
  await expect(counter).toHaveText('260/280 characters');
  await expect(counter).toHaveCSS('color', 'rgb(251, 191, 36)');
  expect(okColour).not.toBe('rgb(251, 191, 36)');

  await first.getByRole('textbox').fill(`${'b'.repeat(280)}🎉`);
  await expect(counter).toHaveText('282/280 characters');
  await expect(counter).toHaveCSS('color', 'rgb(248, 113, 113)');

  const link = first.getByRole('link', { name: /Post to X/ });
  await expect(link).toHaveAttribute('target', '_blank');
  expect(await link.getAttribute('href')).toBe(
    `https://x.com/intent/post?text=${'b'.repeat(280)}%F0%9F%8E%89`,
  );
});

test('alerts when run with blank text', async ({ page }) => {
  await expect(page.getByRole('button', { name: 'Generate Thread' })).toBeDisabled();
  await textarea(page).fill('   ');
  await textarea(page).press('Control+Enter');
  await expect(page.getByRole('alert')).toHaveText('Please enter some text to generate a thread.');
});

test('alerts when the thread request fails, keeping the text', async ({ page }) => {
  await page.route('**/api/thread', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await textarea(page).fill(SOURCE);
  await page.getByRole('button', { name: 'Generate Thread' }).click();
  await expect(page.getByRole('alert')).toHaveText('Error generating thread. Please try again.');
  await expect(textarea(page)).toHaveValue(SOURCE);
});

test("shows the server's message for a rejected request", async ({ page }) => {
  await page.route('**/api/thread', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Please enter some text to generate a thread' }),
    }),
  );
  await textarea(page).fill(SOURCE);
  await page.getByRole('button', { name: 'Generate Thread' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter some text to generate a thread');
});

test('generates with Ctrl+Enter from the textarea', async ({ page }) => {
  await textarea(page).fill(SOURCE);
  await textarea(page).press('Control+Enter');
  await expect(posts(page).first()).toBeVisible();
});
