/**
 * A card's link page with JavaScript off and on (issue 46, item 6). Off, it shows the card itself:
 * the server's picture, described by the card's lines, and the thread in the main content, before
 * the footer (it showed "Summary needs JavaScript" and an empty form, the thread under the footer).
 * On, it is the page it was: the app's card, its form, the thread after the app.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { splitSummaryLines } from '../src/card/summary-lines.ts';
import type { SummaryResponse } from '../src/core/api-types.ts';
import { X_LONG_THREAD } from '../test/fakes/sample-posts.ts';
import { resetFakes } from './fakes.ts';

/** The long thread's 13th post: its card reads the thread's first 25 posts. */
const asked = X_LONG_THREAD[12];
const postUrl = `https://x.com/${asked?.author.screenName}/status/${asked?.id}`;
const THREAD = 'The whole thread (25 posts)';

async function storedCard(request: APIRequestContext): Promise<SummaryResponse> {
  const response = await request.post('/api/summary', { data: { url: postUrl, mode: 'normal' } });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as SummaryResponse;
  expect(answer.id).toBeTruthy();
  expect(answer.threadPosts).toBe(25);
  return answer;
}

const top = async (page: Page, selector: string) =>
  (await page.locator(selector).boundingBox())?.y ?? Number.NaN;

test.beforeEach(async () => {
  await resetFakes();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a card’s link shows the card’s picture with its lines as its description, and the thread before the footer', async ({
    page,
    request,
  }) => {
    const answer = await storedCard(request);
    await page.goto(`/c/${answer.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: /^Post by .+, summarised$/ })).toBeVisible();
    const picture = main.getByRole('img', { name: /^Post by .+, summarised: / });
    await expect(picture).toBeVisible();
    // The server's picture, drawn: the 600px card at twice its pixels.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1200);
    const alt = (await picture.getAttribute('alt')) ?? '';
    const lines = splitSummaryLines(answer.summary);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(alt).toContain(line.replace(/[.!?]$/, ''));

    const thread = main.getByRole('region', { name: THREAD });
    await expect(thread).toBeVisible();
    await expect(thread.getByRole('listitem')).toHaveCount(25);
    // Before the footer, in the page's order and on screen; readable and its links live.
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    expect(await top(page, '#thread')).toBeLessThan(await top(page, 'footer'));
    const link = thread.getByRole('link', { name: 'Post 13 on X' });
    await expect(link).toHaveAttribute('href', postUrl);
    expect(await link.evaluate((element) => element.closest('[inert]'))).toBeNull();
    // The form, which cannot work without its script, is not shown.
    await expect(page.getByLabel('Post URL')).toBeHidden();
    await expect(page.getByRole('link', { name: 'The original post on X' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('card-page-no-script.png') });
  });
});

test('with JavaScript, a card’s link is the page it was: the app’s card, its form, the thread after it', async ({
  page,
  request,
}) => {
  const answer = await storedCard(request);
  await page.goto(`/c/${answer.id}`);
  await expect(page.getByTestId('summary-card')).toBeVisible();
  await expect(page.getByTestId('summary-card').getByTestId('card-thread')).toHaveText(
    'Thread · 25 posts',
  );
  // No picture of the card in the page: that was for a page without script.
  await expect(page.locator('.card-page')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /summarised: / })).toHaveCount(0);
  // The thread after the app, as before, and visible.
  const thread = page.getByRole('region', { name: THREAD });
  await expect(thread).toBeVisible();
  expect(await thread.evaluate((element) => element.previousElementSibling?.id)).toBe('root');
  expect(await top(page, '#thread')).toBeGreaterThan(await top(page, 'footer'));
  // The app's form works.
  await page.getByLabel('Post URL').fill(postUrl);
  await expect(page.getByLabel('Post URL')).toHaveValue(postUrl);
  await expect(page.getByRole('button', { name: 'Generate Summary' })).toBeEnabled();
});

test('with JavaScript, a link to the thread lands on it', async ({ page, request }) => {
  const answer = await storedCard(request);
  await page.goto(`/c/${answer.id}#thread`);
  const heading = page.getByRole('heading', { name: THREAD });
  await expect(heading).toBeInViewport();
  await expect(page.getByTestId('summary-card')).toBeVisible();
});
