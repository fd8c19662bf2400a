/**
 * A finished card's last touches, end to end: the date and its switch, the resolution of Download,
 * and phones (the Enlarge label beside the card, never on its text; the enlarged card and a card
 * link's page without sideways scrolling at 320px and 375px).
 */
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import type { SummaryResponse } from '../src/core/api-types.ts';
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../test/chromium-args.ts';
import { mastodonSampleUrl } from '../test/fakes/network-samples.ts';
import { SAMPLE_POST_IDS, SAMPLE_POSTS } from '../test/fakes/sample-posts.ts';
import { fakeUrl, resetFakes } from './fakes.ts';

const SIMPLE = `https://x.com/${SAMPLE_POSTS.simple.author.screenName}/status/${SAMPLE_POST_IDS.simple}`;
const card = (page: Page) => page.getByTestId('summary-card');

// Scrollbars that take room, as a narrow desktop window has them (headless Chromium hides them):
// the phone tests below show that nothing then scrolls sideways.
test.use({
  launchOptions: {
    executablePath: TEST_CHROMIUM_PATH,
    args: TEST_CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

test.beforeEach(async () => {
  await resetFakes();
});

async function makeCard(page: Page, mode: 'Normal' | 'Meme' = 'Normal') {
  await page.goto('/');
  await page.getByRole('button', { name: mode }).click();
  await page.getByLabel('Post URL').fill(SIMPLE);
  await page
    .getByRole('button', { name: mode === 'Meme' ? 'Generate Meme' : 'Generate Summary' })
    .click();
  await expect(page.getByRole('region', { name: 'Your card' })).toHaveAttribute(
    'data-status',
    'done',
    { timeout: 10_000 },
  );
}

async function download(page: Page): Promise<PNG> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  return PNG.sync.read(readFileSync(await file.path()));
}

/** The page scrolls sideways: something is wider than the screen. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('Show date takes the date off the card, its link and its picture, and is remembered', async ({
  page,
}) => {
  test.slow();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // The app fetches the server's picture ahead of a click, as soon as the card changes: every
  // request is noted from the start rather than awaited after the switch (it may be gone by then).
  const pictureRequests: URL[] = [];
  page.on('request', (request) => {
    if (/\/c\/[^/]+\.png/.test(request.url())) pictureRequests.push(new URL(request.url()));
  });
  await makeCard(page);
  const dated = (await card(page).textContent()) ?? '';
  const toggle = page.getByRole('switch', { name: 'Show date' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  // The date was on the card, and only the date went.
  await expect.poll(async () => (await card(page).textContent()) ?? '').not.toBe(dated);
  const undated = (await card(page).textContent()) ?? '';
  expect(dated.length).toBeGreaterThan(undated.length);
  await download(page);
  // The picture Download saved is the server's without the date.
  expect(pictureRequests.at(-1)?.searchParams.get('date')).toBe('off');
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.searchParams.get('date')).toBe('off');

  await page.reload();
  await page.getByLabel('Post URL').fill(SIMPLE);
  await page.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(page.getByRole('switch', { name: 'Show date' })).not.toBeChecked({
    timeout: 10_000,
  });
  // The link opens the card without its date, in a browser that never chose.
  const other = await page.context().browser()?.newPage();
  if (!other) throw new Error('no second page');
  await other.goto(link.pathname + link.search);
  await expect(other.getByRole('switch', { name: 'Show date' })).not.toBeChecked();
  await expect(other.getByTestId('summary-card')).toHaveText(undated);
  await other.close();
});

test('Download saves the 600px card at the resolution chosen beside it: 1x, 2x (the default) or 3x', async ({
  page,
}) => {
  test.slow();
  await makeCard(page);
  const resolution = page.getByLabel('Resolution');
  await expect(resolution).toHaveValue('2');
  expect((await download(page)).width).toBe(1200);
  for (const [value, width] of [
    ['1', 600],
    ['3', 1800],
  ] as const) {
    await resolution.selectOption(value);
    expect((await download(page)).width, `${value}x`).toBe(width);
  }
  // Drawn in the browser when the server's picture cannot be had: the same resolution.
  await page.route(/\/c\/[^/?]+\.png/, (route) => route.abort());
  await page.getByRole('button', { name: 'Solid Dark' }).click();
  expect((await download(page)).width).toBe(1800);
  // A feed shape has its own pixel size: no resolution to choose.
  await page.getByRole('radio', { name: 'Square' }).check();
  await expect(page.getByLabel('Resolution')).toHaveCount(0);
});

/** The Enlarge label lies under the shrunken card, clear of its text and its Made by line. */
async function expectEnlargeBesideCard(page: Page, shape: string) {
  const label = page.locator('.card-scaler__enlarge-label');
  await expect(label, shape).toBeVisible();
  // A new card smooth-scrolls into view: boxes read one after the other came from different
  // frames (measured: the label 32 px below the card mid-scroll, 8 px once still), which let a
  // label over the card pass. So: once still (Playwright's two frames alike), all in one frame.
  await label.click({ trial: true });
  const [labelBox, cardBox, madeBy] = await page.evaluate(() =>
    ['.card-scaler__enlarge-label', '[data-testid="summary-card"]', '[data-testid="card-made-by"]']
      .map((selector) => document.querySelector(selector)?.getBoundingClientRect())
      .map((rect) => rect && { y: rect.y, height: rect.height }),
  );
  if (!labelBox || !cardBox || !madeBy) throw new Error(`${shape}: not on the page`);
  expect(labelBox.y, `${shape}: the label starts below the card`).toBeGreaterThanOrEqual(
    cardBox.y + cardBox.height - 0.5,
  );
  expect(labelBox.y, `${shape}: the label is clear of Made by`).toBeGreaterThan(
    madeBy.y + madeBy.height,
  );
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on the page');
  return found;
}

/** Opens the enlarged card and checks it fits the screen: nothing scrolls sideways. */
async function expectEnlargedFits(page: Page, width: number, shape: string) {
  await page.getByRole('button', { name: 'Enlarge the card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your card, full size' });
  const image = dialog.getByRole('img', { name: 'The card as it will be shared' });
  await expect(image).toBeVisible({ timeout: 10_000 });
  expect((await box(image)).width, shape).toBeLessThanOrEqual(width);
  // Neither the view nor a scroller in it (the card's stage scrolls at actual size only).
  const sideways = await dialog.evaluate((node) =>
    [node, ...node.querySelectorAll('*')]
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .filter((element) => element.scrollWidth > element.clientWidth + 0.5)
      .map((element) => element.className || element.tagName),
  );
  expect(sideways, `${shape}: the enlarged view scrolls sideways`).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** Scrollbars that take room, as a narrow desktop window has them. */
const classicScrollbars = (page: Page) =>
  page.addStyleTag({ content: '::-webkit-scrollbar { width: 17px; height: 17px; }' });

/** Phone screens: the first iPhone SE and the iPhone 8. */
const PHONES = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
];

for (const { width, height } of PHONES) {
  test(`at ${width}px the Enlarge label sits under the card, and the enlarged card fits the screen`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height });
    await makeCard(page);
    await classicScrollbars(page);
    await expectEnlargeBesideCard(page, 'Card');
    await page.getByRole('radio', { name: 'Link preview' }).check();
    await expect(card(page)).toHaveAttribute('data-size', 'og');
    await expectEnlargeBesideCard(page, 'Link preview');
    expect(await scrollsSideways(page)).toBe(false);

    await expectEnlargedFits(page, width, 'Link preview');
    // A story is taller than the screen: the enlarged view scrolls down, never sideways.
    await page.getByRole('radio', { name: 'Story' }).check();
    await expect(card(page)).toHaveAttribute('data-size', 'story');
    await expectEnlargedFits(page, width, 'Story');

    await page.getByRole('radio', { name: 'Card' }).check();
    await makeCard(page, 'Meme');
    await classicScrollbars(page);
    await expect(card(page)).toHaveAttribute('data-mode', 'meme');
    await expectEnlargeBesideCard(page, 'Meme');
  });

  test(`at ${width}px a card link's page wraps its heading instead of running off the screen`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const answer = await request.post('/api/summary', {
      data: { url: mastodonSampleUrl(fakeUrl('mastodon')), mode: 'normal' },
    });
    expect(answer.status()).toBe(200);
    const made = (await answer.json()) as SummaryResponse;
    if (!made.url) throw new Error('the card was not stored');
    await page.goto(new URL(made.url).pathname);
    const heading = page.getByRole('heading', { level: 2, name: /^A card of @/ });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    expect((await box(heading)).width).toBeLessThanOrEqual(width);
    expect(await scrollsSideways(page)).toBe(false);
  });
}
