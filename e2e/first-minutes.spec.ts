/**
 * A newcomer's first minutes (issue 40): one outcome on screen (no card under an alert it does not
 * belong to, the previous card dimmed while the next is made), the paste box in sight from the
 * first screen, New take that changes something with the rules writer (on an app of the test's own
 * with LLM_PROTOCOL=local, serving the same build) and says when there is no other, and the thread
 * maker's heading that follows its network.
 */
import { expect, type Page, test } from '@playwright/test';
import { BLUESKY_SAMPLE_URL } from '../test/fakes/network-samples.ts';
import { SAMPLE_POST_IDS, SAMPLE_POSTS } from '../test/fakes/sample-posts.ts';
import { startTestApp, type TestApp } from '../test/start-test-app.ts';
import { resetFakes } from './fakes.ts';

const SIMPLE_URL = `https://x.com/${SAMPLE_POSTS.simple.author.screenName}/status/${SAMPLE_POST_IDS.simple}`;
const DELETED_URL = `https://x.com/${SAMPLE_POSTS.deleted.author.screenName}/status/${SAMPLE_POST_IDS.deleted}`;
const THREADS_URL = 'https://www.threads.net/@someone/post/C1a2b3c4d5';
const PASTE = "Paste the post's text instead";
const NO_OTHER_TAKE = 'No other take without a language model.';

const urlInput = (page: Page) => page.getByLabel('Post URL');
const card = (page: Page) => page.getByTestId('summary-card');
/** Every result region, whatever its heading says. */
const results = (page: Page) => page.getByTestId('result-area');

async function makeCard(page: Page, url: string) {
  await urlInput(page).fill(url);
  await urlInput(page).press('Enter');
  await expect(page.getByRole('region', { name: 'Your card' })).toBeVisible();
  await expect(results(page)).toHaveAttribute('data-status', 'done');
}

test.describe('one outcome on screen', () => {
  test.beforeEach(async ({ page }) => {
    await resetFakes();
    await page.goto('/');
  });

  test.describe('with clipboard permissions', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('a Threads link after a copied Bluesky card: its alert stands alone', async ({ page }) => {
      await makeCard(page, BLUESKY_SAMPLE_URL);
      await page.getByRole('button', { name: 'Copy (Desktop)' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Image copied' })).toHaveText(
        '✅ Image copied! Now paste it into Bluesky.',
      );
      await urlInput(page).fill(THREADS_URL);
      await urlInput(page).press('Enter');
      await expect(page.getByRole('alert')).toContainText("Threads posts can't be read here");
      await expect(results(page)).toHaveCount(0);
      await expect(card(page)).toHaveCount(0);
      await expect(page.getByText('✅ Image copied!')).toHaveCount(0);
    });
  });

  test('a deleted post after a card: the alert stands alone', async ({ page }) => {
    await makeCard(page, SIMPLE_URL);
    await urlInput(page).fill(DELETED_URL);
    await urlInput(page).press('Enter');
    await expect(page.getByRole('alert')).toContainText('This post was deleted.');
    await expect(results(page)).toHaveCount(0);
  });

  test('while a new mode generates, the previous card is dimmed, marked and out of reach', async ({
    page,
  }) => {
    await makeCard(page, SIMPLE_URL);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/summary', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Troll Mode' }).click();
    await page.getByRole('button', { name: 'Generate Troll' }).click();
    const previous = page.getByRole('region', { name: 'Your previous card' });
    await expect(previous).toBeVisible();
    await expect(previous).toHaveAttribute('data-previous', 'true');
    await expect(card(page)).toHaveAttribute('data-mode', 'normal');
    // Dimmed (after its short fade).
    await expect
      .poll(() =>
        page.locator('.card-scaler').evaluate((node) => Number(getComputedStyle(node).opacity)),
      )
      .toBeLessThan(0.6);
    // Nothing of the previous card can be copied, downloaded or shared now: it is inert.
    for (const name of ['Copy (Desktop)', 'Download']) {
      const button = page.getByRole('button', { name, exact: true });
      expect(await button.evaluate((node) => node.closest('[inert]') !== null), name).toBe(true);
    }
    release();
    await expect(page.getByRole('region', { name: 'Your card' })).toBeVisible();
    await expect(card(page)).toHaveAttribute('data-mode', 'troll');
    await expect(page.getByRole('button', { name: 'Copy (Desktop)' })).toBeVisible();
  });
});

test.describe('the paste box in sight', () => {
  test('the first screen offers the post’s text beside the URL field, by keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    const paste = page.getByRole('button', { name: PASTE });
    await expect(paste).toBeVisible();
    // Beside the URL field: right under it, inside its form.
    const field = await urlInput(page).boundingBox();
    const offer = await paste.boundingBox();
    expect(field && offer).toBeTruthy();
    if (field && offer) {
      expect(offer.y).toBeGreaterThanOrEqual(field.y + field.height - 1);
      expect(offer.y - (field.y + field.height)).toBeLessThan(40);
    }
    // Tab from the URL field lands on the offer (the disabled Generate is skipped). Tried again
    // while the page settles: once in a CI run focus was elsewhere after the first Tab.
    await expect(async () => {
      await urlInput(page).focus();
      await page.keyboard.press('Tab');
      await expect(paste).toBeFocused({ timeout: 1_000 });
    }).toPass();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: "The post's text" })).toBeFocused();
    // The spec's texts are where they were.
    await expect(page.getByRole('heading', { name: 'Create X Post Summary' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Summary', exact: true })).toBeVisible();
  });
});

test.describe('the thread maker’s heading', () => {
  test('follows the chosen network, and is remembered with it', async ({ page }) => {
    await page.goto('/');
    for (const network of ['Bluesky', 'Mastodon', 'X']) {
      await page.getByRole('radio', { name: network }).check();
      await expect(
        page.getByRole('heading', { name: `Create ${network} Thread from Text`, level: 2 }),
      ).toBeVisible();
    }
    await page.getByRole('radio', { name: 'Bluesky' }).check();
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Create Bluesky Thread from Text', level: 2 }),
    ).toBeVisible();
  });
});

test.describe('with the rules writer alone', () => {
  let rules: TestApp;

  test.beforeAll(async () => {
    // The same build, answered by the rules writer (no model): what a server gives before its
    // model is ready, or with EMBEDDED_MODEL=off.
    rules = await startTestApp({
      LLM_PROTOCOL: 'local',
      STATIC_DIR: 'dist',
      CARD_REUSE_HOURS: '24',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    // The writer reads its lexicon once, on its first answer: done here, not in a test's time.
    await fetch(`${rules.url}/api/thread`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'A first text. It warms the writer up.', style: 'standard' }),
    });
  });
  test.afterAll(async () => {
    await rules?.close();
  });

  test('New take changes the caption each time, then says there is no other', async ({ page }) => {
    await page.goto(rules.url);
    await page.getByRole('button', { name: 'Meme' }).click();
    await page.getByRole('button', { name: PASTE }).click();
    await page
      .getByRole('textbox', { name: "The post's text" })
      .fill('Our team moved the whole billing system to Postgres last week.');
    await page.getByRole('button', { name: 'Generate Meme from text' }).click();
    // The card's words: a meme card says its caption and who wrote the text.
    const caption = card(page);
    await expect(caption).toContainText('From pasted text');
    const seen = [await caption.textContent()];
    const newTake = page.getByRole('button', { name: 'New take' });
    for (let take = 1; take <= 10; take++) {
      await expect(newTake).toBeEnabled();
      await newTake.click();
      await expect(newTake).toBeEnabled();
      if (await page.getByText(NO_OTHER_TAKE).isVisible()) break;
      const now = await caption.textContent();
      expect(seen, `take ${take}`).not.toContain(now);
      seen.push(now);
    }
    await expect(page.getByText(NO_OTHER_TAKE)).toBeVisible();
    expect(seen.length).toBeGreaterThan(2);
  });

  test('Regenerate of a thread that has no other take says so', async ({ page }) => {
    await page.goto(rules.url);
    await page
      .getByLabel('Your text')
      .fill(
        'We spent the last year rewriting the code that runs our billing system. The old code had grown for a decade without a single test. So we started by writing tests around what the code already did. Then we replaced one module at a time, behind a switch we could flip back. The new system handles twice the load on half the servers.',
      );
    await page.getByRole('button', { name: 'Generate Thread' }).click();
    await expect(page.getByRole('heading', { name: 'Post 1/4' })).toBeVisible();
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByText(NO_OTHER_TAKE)).toBeVisible();
  });
});
