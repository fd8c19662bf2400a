/** The summary panel end to end: each mode against the real server and fakes, and every failure. */
import { expect, type Page, test } from '@playwright/test';
import { SAMPLE_POST_IDS, SAMPLE_POSTS } from '../test/fakes/sample-posts.ts';
import { resetFakes, setScenario } from './fakes.ts';

const SIMPLE_URL = `https://x.com/${SAMPLE_POSTS.simple.author.screenName}/status/${SAMPLE_POST_IDS.simple}`;
const DELETED_URL = `https://x.com/${SAMPLE_POSTS.deleted.author.screenName}/status/${SAMPLE_POST_IDS.deleted}`;
const UNCACHED_URL = `https://x.com/${SAMPLE_POSTS.htmlEntities.author.screenName}/status/${SAMPLE_POST_IDS.htmlEntities}`;
const URL_ERROR = "Error processing the URL. Please make sure it's a valid X post.";

test.beforeEach(async ({ page }) => {
  await resetFakes();
  await page.goto('/');
});

const urlInput = (page: Page) => page.getByLabel('Post URL');

for (const [mode, button, emoji] of [
  ['Normal', 'Generate Summary', null],
  ['Troll Mode', 'Generate Troll', '🧌'],
  ['Meme', 'Generate Meme', '😂'],
] as const) {
  test(`makes a ${mode} card from a post URL`, async ({ page }) => {
    await page.getByRole('button', { name: mode, exact: true }).click();
    await expect(page.getByRole('button', { name: mode, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await urlInput(page).fill(SIMPLE_URL);
    await page.getByRole('button', { name: button }).click();

    const result = page.getByRole('region', { name: 'Your card' });
    await expect(result).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your card' })).toBeFocused();
    await expect(result).toBeInViewport();
    await expect(page.getByRole('button', { name: button })).toBeEnabled();
    const footer = page.getByRole('contentinfo');
    if (emoji) await expect(footer.getByRole('img')).toHaveText(emoji);
    else await expect(footer.getByRole('img')).toHaveCount(0);
  });
}

test('submits with Enter and shows Generating... while the model works', async ({ page }) => {
  await setScenario('openai', 'held');
  await urlInput(page).fill(SIMPLE_URL);
  await urlInput(page).press('Enter');
  const busy = page.getByRole('button', { name: 'Generating...' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await setScenario('openai', 'ok');
  await expect(page.getByRole('region', { name: 'Your card' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Summary' })).toBeEnabled();
});

test('keeps Generate disabled while the URL is empty', async ({ page }) => {
  const button = page.getByRole('button', { name: 'Generate Summary' });
  await expect(button).toBeDisabled();
  await urlInput(page).fill('   ');
  await expect(button).toBeDisabled();
  await urlInput(page).fill(SIMPLE_URL);
  await expect(button).toBeEnabled();
});

test('alerts on a deleted post, keeps the URL and returns to idle', async ({ page }) => {
  await urlInput(page).fill(DELETED_URL);
  await urlInput(page).press('Enter');
  const alert = page.getByRole('alert');
  // What happened, first and alone (issue 46): the spec's URL alert is for links of no network.
  await expect(alert).toHaveText('This post was deleted.');
  await expect(urlInput(page)).toHaveValue(DELETED_URL);
  await expect(page.getByRole('button', { name: 'Generate Summary' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Your card' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(alert).toHaveCount(0);
});

test('alerts when the text is not a post URL at all', async ({ page }) => {
  await urlInput(page).fill('not a link');
  await urlInput(page).press('Enter');
  // The spec's alert, then what a post link looks like on each network.
  await expect(page.getByRole('alert')).toHaveText(
    `${URL_ERROR} That is not the link of a post. A post link looks like https://x.com/someone/status/1234567890 (X), https://bsky.app/profile/someone.bsky.social/post/3kabc2defgh2x (Bluesky) or https://mastodon.social/@someone/1234567890 (Mastodon).`,
  );
  // And the way on: the post's text instead, the link kept.
  await expect(page.getByRole('button', { name: "Paste the post's text instead" })).toBeVisible();
  await expect(urlInput(page)).toHaveValue('not a link');
});

test('alerts when every post source fails', async ({ page }) => {
  await Promise.all([
    setScenario('fxtwitter', '5xx'),
    setScenario('syndication', '5xx'),
    setScenario('oembed', '5xx'),
  ]);
  // A post no other test asks for, so the server's post cache cannot answer instead.
  await urlInput(page).fill(UNCACHED_URL);
  await urlInput(page).press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'We could not reach X to read this post. Please try again later.',
  );
});

test('says when to try again after too many requests', async ({ page }) => {
  await page.route('**/api/summary', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '30' },
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Too many requests.' }),
    }),
  );
  await urlInput(page).fill(SIMPLE_URL);
  await urlInput(page).press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'Too many requests. Please try again in 30 seconds.',
  );
});
