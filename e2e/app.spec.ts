/** The page as a whole: one route, landmarks, keyboard use, restore after reload, 375px phones. */
import { expect, type Page, test } from '@playwright/test';
import { SAMPLE_POST_IDS, SAMPLE_POSTS } from '../test/fakes/sample-posts.ts';
import { resetFakes } from './fakes.ts';

const SIMPLE_URL = `https://x.com/${SAMPLE_POSTS.simple.author.screenName}/status/${SAMPLE_POST_IDS.simple}`;
const SOURCE =
  'Small teams ship faster when they write things down. Decisions live in short documents, and everyone can find them later without asking around.';

test.beforeEach(async () => {
  await resetFakes();
});

test('paints the whole empty page from its HTML, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
  await expect(
    page.getByPlaceholder('Enter your text to be converted into a thread...'),
  ).toBeVisible();
  await expect(page.getByText('Generate Summary')).toBeVisible();
  await context.close();
});

test.describe('a first visit as it is, service worker and all', () => {
  // The other tests block the service worker (playwright.config.ts); its registration is part of
  // what this one watches for warnings.
  test.use({ serviceWorkers: 'allow' });

  test('takes over the pre-rendered page without a mismatch and keeps what is typed at once', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Typing starts as soon as the HTML is there; it waits until React owns the field, and stays.
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByLabel('Your text').fill(SOURCE);
    await expect(page.getByLabel('Your text')).toHaveValue(SOURCE);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByText(`${SOURCE.length} / 20,000 characters`)).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('says so when the app’s script cannot load, instead of looking alive', async ({ page }) => {
  await page.route(/\/assets\/start-app-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText(
    'Summary could not load. Please check your connection and reload the page.',
  );
  await expect(page.locator('#root')).toHaveAttribute('inert');
});

test('any other path ends up at / with the app shown', async ({ page }) => {
  await page.goto('/anything/at/all?x=1');
  await expect(page).toHaveURL(/\/$/);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
});

test('the page itself replaces a path the server serves directly by /', async ({ page }) => {
  // /index.html is a real file, so the server does not redirect: the app's own rule must.
  await page.goto('/index.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('has a header, main and footer with the title, tagline and catalogue link', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText('Summary');
  await expect(header).toContainText('AI-powered post summarizer');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('ML task catalogue');
  // The page is set in the system's fonts, so its first paint waits for no font download.
  const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(fontFamily).toContain('system-ui');
  expect(fontFamily).not.toContain('Inter');
});

test('restores the URL, mode, thread text and style after a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Post URL').fill(SIMPLE_URL);
  await page.getByRole('button', { name: 'Troll Mode', exact: true }).click();
  await page.getByLabel('Your text').fill(SOURCE);
  await page.getByRole('button', { name: 'Journalist', exact: true }).click();
  await page.reload();
  await expect(page.getByLabel('Post URL')).toHaveValue(SIMPLE_URL);
  await expect(page.getByRole('button', { name: 'Troll Mode', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Your text')).toHaveValue(SOURCE);
  await expect(page.getByRole('button', { name: 'Journalist', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Generate Journalist Thread' })).toBeEnabled();
});

/** Presses Tab until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('the control was not reachable with Tab');
}

test('works by keyboard alone, with a visible focus ring', async ({ page }) => {
  await page.goto('/');
  const meme = page.getByRole('button', { name: 'Meme', exact: true });
  await tabTo(page, meme);
  const outline = await meme.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(meme).toHaveAttribute('aria-pressed', 'true');

  // The text goes in as one keyboard input where focus is (as a paste would), not key by key: the
  // test is about reaching and working the controls by keyboard, and a keystroke per letter of a
  // 280-letter text made it the slowest test of its file.
  await tabTo(page, page.getByLabel('Post URL'));
  await page.keyboard.insertText(SIMPLE_URL);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your card' })).toBeFocused();

  const crypto = page.getByRole('button', { name: 'Crypto Bro', exact: true });
  await tabTo(page, crypto, 80);
  await page.keyboard.press('Space');
  await expect(crypto).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByLabel('Your text'));
  await page.keyboard.insertText(SOURCE);
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('heading', { name: /^Post 1\// })).toBeVisible();
});

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('fits the width and both panels work', async ({ page }) => {
    await page.goto('/');
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByLabel('Post URL').fill(SIMPLE_URL);
    const generate = page.getByRole('button', { name: 'Generate Summary' });
    const box = await generate.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await generate.click();
    await expect(page.getByRole('region', { name: 'Your card' })).toBeVisible();

    await page.getByLabel('Your text').fill(SOURCE);
    await page.getByRole('button', { name: 'Generate Thread' }).click();
    await expect(page.getByRole('heading', { name: /^Post 1\// })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

test('a catalogue example lands in the thread textarea, focused and persisted', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'ML task catalogue' }).click();
  const dialog = page.getByRole('dialog', { name: 'ML task catalogue' });
  await dialog.getByRole('button', { name: 'Summarization', exact: true }).click();
  const example = dialog
    .getByRole('list', { name: 'Examples in English' })
    .getByRole('listitem')
    .first();
  const text = (await example.locator('p').textContent()) ?? '';
  await example.getByRole('button', { name: 'Use in thread' }).click();
  const textarea = page.getByLabel('Your text');
  await expect(textarea).toHaveValue(text);
  await expect(textarea).toBeFocused();
  await expect(textarea).toBeInViewport();
  await page.reload();
  await expect(page.getByLabel('Your text')).toHaveValue(text);
});
