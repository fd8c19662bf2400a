/**
 * Cards of an author's thread end to end (issue 39): the card says "Thread · n posts", the page
 * says what it was summed up from and links to the card's page, where the whole thread is
 * unrolled as text, readable with no script at all; the server's picture of a thread card is the
 * browser's.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { SummaryResponse } from '../src/core/api-types.ts';
import { LONG_THREAD_TEXTS } from '../test/fakes/long-thread-texts.ts';
import { X_LONG_THREAD } from '../test/fakes/sample-posts.ts';
import { AXE_TAGS, axeOn } from './axe-violations.ts';
import { resetFakes } from './fakes.ts';

/** The long thread's 13th post: its card reads the thread's first 25 posts. */
const asked = X_LONG_THREAD[12];
const postUrl = `https://x.com/${asked?.author.screenName}/status/${asked?.id}`;
const card = (page: Page) => page.getByTestId('summary-card');

test.beforeEach(async () => {
  await resetFakes();
});

test('a Normal card of a thread says so, and links to the thread unrolled on its page', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Post URL').fill(postUrl);
  await page.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(card(page).getByTestId('card-thread')).toHaveText('Thread · 25 posts', {
    timeout: 15_000,
  });
  const note = page.getByRole('note').filter({ hasText: 'Summed up from a thread of 25 posts' });
  await expect(note).toBeVisible();
  await note.getByRole('link', { name: 'Read the whole thread' }).click();
  await expect(page).toHaveURL(/\/c\/[^/?#]+#thread$/);
  await expect(page.getByRole('heading', { name: 'The whole thread (25 posts)' })).toBeVisible();
  const posts = page.locator('.unrolled-thread__posts > li');
  await expect(posts).toHaveCount(25);
  await expect(posts.first()).toContainText(LONG_THREAD_TEXTS[0] ?? '');
  await expect(posts.last()).toContainText(LONG_THREAD_TEXTS[24] ?? '');
  // The card is there too, above it.
  await expect(card(page).getByTestId('card-thread')).toHaveText('Thread · 25 posts');
  await page.screenshot({ path: test.info().outputPath('thread-page.png'), fullPage: true });
  // Every visitor can read it: no accessibility rule broken by the thread or the note.
  const results = await (await axeOn(page)).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('the thread on a card’s page is there with no script at all', async ({ browser, request }) => {
  const response = await request.post('/api/summary', { data: { url: postUrl, mode: 'troll' } });
  const answer = (await response.json()) as SummaryResponse;
  expect(answer.threadPosts).toBe(25);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`/c/${answer.id}`);
    const thread = page.getByRole('region', { name: 'The whole thread (25 posts)' });
    await expect(thread).toBeVisible();
    await expect(thread.getByRole('listitem')).toHaveCount(25);
    await expect(thread.getByRole('link', { name: 'Post 13 on X' })).toHaveAttribute(
      'href',
      postUrl,
    );
  } finally {
    await context.close();
  }
});

/** Share of pixels that differ between two PNGs of one width, over the rows both have. */
function differingShare(browser: PNG, server: PNG): number {
  const height = Math.min(browser.height, server.height);
  const rows = (png: PNG) => png.data.subarray(0, png.width * height * 4);
  const differing = pixelmatch(rows(browser), rows(server), undefined, browser.width, height, {
    threshold: 0.2,
  });
  return differing / (browser.width * Math.max(browser.height, server.height));
}

for (const mode of ['normal', 'meme'] as const) {
  test(`the server’s ${mode} card of a thread is the browser’s Download (≤ 2% of pixels differ)`, async ({
    page,
    request,
  }) => {
    const response = await request.post('/api/summary', { data: { url: postUrl, mode } });
    const answer = (await response.json()) as SummaryResponse;
    expect(answer.threadPosts).toBe(25);
    // The server's picture refused: Download is the browser's own drawing.
    await page.route(/\/c\/[^/?]+\.png/, (route) => route.abort());
    await page.goto(`/c/${answer.id}?theme=solid-light`);
    await expect(card(page).getByTestId('card-thread')).toHaveText('Thread · 25 posts');
    const image =
      mode === 'meme'
        ? card(page).getByTestId('card-meme-image')
        : card(page).getByTestId('card-profile-image');
    await expect(image).toHaveAttribute('src', /^data:/, { timeout: 10_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    const browser = PNG.sync.read(readFileSync(await download.path()));
    const served = await request.get(`/c/${answer.id}.png?theme=solid-light`);
    const server = PNG.sync.read(await served.body());
    expect(server.width).toBe(browser.width);
    expect(Math.abs(server.height - browser.height)).toBeLessThanOrEqual(2);
    expect(differingShare(browser, server)).toBeLessThanOrEqual(0.02);
  });
}
