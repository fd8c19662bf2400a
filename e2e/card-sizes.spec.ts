/** The card's shapes end to end: each size chosen gives that shape on Download and on the clipboard. */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { SAMPLE_POST_IDS, SAMPLE_POSTS } from '../test/fakes/sample-posts.ts';
import { resetFakes } from './fakes.ts';

const SIMPLE = `https://x.com/${SAMPLE_POSTS.simple.author.screenName}/status/${SAMPLE_POST_IDS.simple}`;
const card = (page: Page) => page.getByTestId('summary-card');

test.beforeEach(async ({ page }) => {
  await resetFakes();
  await page.goto('/');
  await page.getByLabel('Post URL').fill(SIMPLE);
  await page.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(card(page)).toBeVisible({ timeout: 10_000 });
});

async function download(page: Page): Promise<PNG> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  return PNG.sync.read(readFileSync(await file.path()));
}

test('each size chosen shows that shape, and Download gives it', async ({ page }) => {
  for (const [name, size, width, height] of [
    ['Square', 'square', 1080, 1080],
    ['Portrait', 'portrait', 1080, 1350],
    ['Story', 'story', 1080, 1920],
    ['Link preview', 'og', 1200, 630],
    ['Card', 'card', 1200, undefined],
  ] as const) {
    await page.getByRole('radio', { name }).check();
    // The 600px card is the spec's own layout; every other shape names itself.
    if (size === 'card') await expect(card(page)).not.toHaveAttribute('data-size');
    else await expect(card(page)).toHaveAttribute('data-size', size);
    const png = await download(page);
    expect(png.width, name).toBe(width);
    if (height) expect(png.height, name).toBe(height);
    // The preview on screen keeps the shape, scaled to fit.
    const box = await card(page).boundingBox();
    if (height && box) expect(Math.abs(box.width / box.height - width / height)).toBeLessThan(0.02);
  }
});

test.describe('with clipboard permissions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Copy puts the chosen shape’s PNG on the clipboard, and Copy link carries the size', async ({
    page,
  }) => {
    await page.getByRole('radio', { name: 'Story' }).check();
    await page.getByRole('button', { name: 'Copy (Desktop)' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Image copied' })).toBeVisible();
    const size = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      if (!item) throw new Error('clipboard is empty');
      const bitmap = await createImageBitmap(await item.getType('image/png'));
      return [bitmap.width, bitmap.height];
    });
    expect(size).toEqual([1080, 1920]);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).searchParams.get('size')).toBe('story');
    // The link opens the card in that shape, and chats unfurl it in that shape.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(card(page)).toHaveAttribute('data-size', 'story');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /size=story/,
    );
  });
});

test('Show picture draws the post’s own picture on the card and in its export, and is remembered', async ({
  page,
}) => {
  // A Bluesky post with a picture (recorded; its pictures served by the image-host fake).
  await page
    .getByLabel('Post URL')
    .fill('https://bsky.app/profile/jay.bsky.team/post/3mjko6vtdps2b');
  await page.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(card(page)).toContainText('@jay.bsky.team', { timeout: 10_000 });
  await expect(card(page).getByTestId('card-post-image')).toHaveCount(0);
  // The export is the server's picture with `media=1` (fetched ahead of the click, or by it).
  const pictures: URL[] = [];
  page.on('request', (request) => {
    if (/\/c\/[^/]+\.png\?/.test(request.url())) pictures.push(new URL(request.url()));
  });
  const toggle = page.getByRole('switch', { name: 'Show picture' });
  await toggle.check();
  const picture = card(page).getByTestId('card-post-image');
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const png = await download(page);
  expect(png.width).toBe(1200);
  expect(pictures.some((url) => url.searchParams.get('media') === '1')).toBe(true);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show picture' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('card:show-picture'))).toBe('true');
});

test('a card link with media=1 shows its post’s picture, in its author’s words, to whoever opens it', async ({
  page,
  request,
}) => {
  const response = await request.post('/api/summary', {
    data: { url: 'https://bsky.app/profile/jay.bsky.team/post/3mjko6vtdps2b', mode: 'normal' },
  });
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  // This browser never turned Show picture on: the link does.
  await page.goto(`/c/${id}?media=1`);
  const picture = card(page).getByTestId('card-post-image');
  await expect(picture).toBeVisible({ timeout: 10_000 });
  await expect(picture).toHaveAttribute('alt', 'tree of life art');
  await expect(page.getByRole('switch', { name: 'Show picture' })).toBeChecked();
  await page.goto(`/c/${id}`);
  await expect(card(page)).toContainText('@jay.bsky.team');
  await expect(card(page).getByTestId('card-post-image')).toHaveCount(0);
});
