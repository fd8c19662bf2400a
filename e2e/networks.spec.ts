/** Bluesky and Mastodon posts, threads for Bluesky, and a card from pasted text, end to end. */
import { expect, type Page, test } from '@playwright/test';
import { BLUESKY_SAMPLE_URL, mastodonSampleUrl } from '../test/fakes/network-samples.ts';
import { fakeUrl, resetFakes } from './fakes.ts';

test.beforeEach(async ({ page }) => {
  await resetFakes();
  await page.goto('/');
});

const urlInput = (page: Page) => page.getByLabel('Post URL');
const card = (page: Page) => page.getByTestId('summary-card');

test('a Bluesky post link gives its card, with the handle and a link to the post', async ({
  page,
}) => {
  await urlInput(page).fill(BLUESKY_SAMPLE_URL);
  await page.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(page.getByRole('region', { name: 'Your card' })).toBeVisible();
  await expect(card(page)).toContainText('@bsky.app');
  await expect(card(page).locator('li')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'The original post on Bluesky' })).toHaveAttribute(
    'href',
    BLUESKY_SAMPLE_URL,
  );
});

test('a Mastodon post gives its card, its avatar through our signed proxy link', async ({
  page,
}) => {
  await urlInput(page).fill(mastodonSampleUrl(fakeUrl('mastodon')));
  await page.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(card(page)).toContainText('@mastodonpy_test@127.0.0.1');
  const avatar = page.getByTestId('card-profile-image');
  await expect(avatar).toHaveJSProperty('complete', true);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'The original post on Mastodon' })).toBeVisible();
});

test('the thread maker’s Bluesky choice gives Post to Bluesky links and /300 counters', async ({
  page,
}) => {
  await page.getByRole('radio', { name: 'Bluesky' }).check();
  await page
    .getByLabel('Your text')
    .fill(
      'The council approved a new cycling plan for the city centre. Twelve streets get protected lanes by spring. Loading bays stay open before ten every morning. The plan is paid for by a national grant. A first review is due in a year.',
    );
  await page.getByRole('button', { name: 'Generate Thread' }).click();
  const links = page.getByRole('link', { name: /^Post to Bluesky/ });
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThanOrEqual(4);
  await expect(links.first()).toHaveAttribute(
    'href',
    /^https:\/\/bsky\.app\/intent\/compose\?text=/,
  );
  await expect(page.getByText(/^\d+\/300 characters$/).first()).toBeVisible();
  await expect(page.getByText(/\/280 characters$/)).toHaveCount(0);
  // Remembered: the page opens again with Bluesky chosen.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Bluesky' })).toBeChecked();
});

test('a post that cannot be read is made from its pasted text, the link kept', async ({ page }) => {
  // A link of a network we do not read (Threads has its own message: quote-cards.spec.ts).
  const threads = 'https://www.instagram.com/p/C1a2b3c4/';
  await urlInput(page).fill(threads);
  await page.getByRole('button', { name: 'Generate Summary' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('A post link looks like');
  await page.getByRole('button', { name: "Paste the post's text instead" }).click();
  const text = page.getByRole('textbox', { name: "The post's text" });
  await expect(text).toBeFocused();
  await text.fill(
    'Our library now lends tools as well as books. A drill, a ladder or a sewing machine can be borrowed for a week with the same card.',
  );
  await page.getByRole('button', { name: 'Generate Summary from text' }).click();
  await expect(card(page)).toContainText('From pasted text');
  await expect(card(page).locator('li')).toHaveCount(3);
  await expect(page.getByTestId('card-profile-image')).toHaveCount(0);
  await expect(urlInput(page)).toHaveValue(threads);
});
