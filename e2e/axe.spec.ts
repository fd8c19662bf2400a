/**
 * Accessibility: no axe violation of any impact, in every state of the page (empty, an alert with its
 * reason, a card with a thread and a warning, the enlarged card, the catalogue's list and a task),
 * in the dark appearance and in the light one that follows the system (each state reached once and
 * checked in both: whole in the dark, by the colour rules in the light, which changes only colours).
 */
import { expect, type Page, test } from '@playwright/test';
import { SAMPLE_POST_IDS, SAMPLE_POSTS } from '../test/fakes/sample-posts.ts';
import { axeOn, violationsInEachAppearance } from './axe-violations.ts';
import { resetFakes } from './fakes.ts';

const SIMPLE_URL = `https://x.com/${SAMPLE_POSTS.simple.author.screenName}/status/${SAMPLE_POST_IDS.simple}`;
const ARABIC_URL = `https://x.com/${SAMPLE_POSTS.arabic.author.screenName}/status/${SAMPLE_POST_IDS.arabic}`;
const DELETED_URL = `https://x.com/${SAMPLE_POSTS.deleted.author.screenName}/status/${SAMPLE_POST_IDS.deleted}`;

test.beforeEach(async () => {
  await resetFakes();
});

const catalogueLink = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'ML task catalogue' });
const catalogue = (page: Page) => page.getByRole('dialog', { name: 'ML task catalogue' });

const NONE = { dark: [], light: [] };

test.describe('in the dark appearance and the light one', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
  });

  // Two states reached one after the other from one page load, each checked in both appearances:
  // the second state needs nothing the first did not already have on the page.
  test('the empty page, then an alert with the reason a post cannot be read', async ({ page }) => {
    test.setTimeout(90_000);
    await expect(page.getByRole('button', { name: 'Generate Summary' })).toBeVisible();
    expect(await violationsInEachAppearance(page), 'the empty page').toEqual(NONE);
    await page.getByLabel('Post URL').fill(DELETED_URL);
    await page.getByLabel('Post URL').press('Enter');
    await expect(page.getByRole('alert')).toContainText('deleted');
    expect(await violationsInEachAppearance(page), 'the alert').toEqual(NONE);
  });

  /** A troll card, then a thread with one post near the limit and one over it. */
  async function trollCardAndLongThread(page: Page) {
    await page.getByRole('button', { name: 'Troll Mode', exact: true }).click();
    await page.getByLabel('Post URL').fill(SIMPLE_URL);
    await page.getByLabel('Post URL').press('Enter');
    await expect(page.getByRole('region', { name: 'Your card' })).toBeVisible();
    await page.getByLabel('Your text').fill('A text long enough to be turned into a short thread.');
    await page.getByRole('button', { name: 'Generate Thread' }).click();
    await expect(page.getByRole('heading', { name: /^Post 1\// })).toBeVisible({
      timeout: 10_000,
    });
    // Counters in their warning and error colours.
    const boxes = page.getByRole('article').getByRole('textbox');
    await boxes.nth(0).fill('a'.repeat(260));
    await boxes.nth(1).fill('b'.repeat(285));
    await expect(page.locator('.post__counter--error')).toHaveCount(1);
  }

  // The style warning comes on top of the same card and thread: one generation of each checks both
  // states (the timeout is raised for the second pair of checks, as a test with one state had).
  test('a troll card and a thread with over-long posts, then the style warning', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await trollCardAndLongThread(page);
    expect(await violationsInEachAppearance(page), 'the over-long thread').toEqual(NONE);
    await page.getByRole('button', { name: 'Detailed', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await violationsInEachAppearance(page), 'the style warning').toEqual(NONE);
  });

  test('an Arabic card and a light theme on it', async ({ page }) => {
    await page.getByLabel('Post URL').fill(ARABIC_URL);
    await page.getByLabel('Post URL').press('Enter');
    await expect(page.getByTestId('summary-card')).toBeVisible();
    await page.getByRole('button', { name: 'Gradient Light' }).click();
    expect(await violationsInEachAppearance(page)).toEqual(NONE);
  });

  test('the enlarged card on a 320px screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.getByLabel('Post URL').fill(SIMPLE_URL);
    await page.getByLabel('Post URL').press('Enter');
    await page.getByRole('button', { name: /Enlarge the card/ }).click();
    await expect(page.getByRole('dialog', { name: 'Your card, full size' })).toBeVisible();
    expect(await violationsInEachAppearance(page)).toEqual(NONE);
  });

  test('the catalogue: its list, then a task', async ({ page }) => {
    // Four checks of long pages: two minutes were not enough once, on a machine at load 8.
    test.setTimeout(180_000);
    await catalogueLink(page).click();
    await expect(catalogue(page).getByRole('list', { name: 'Tasks' })).toBeVisible();
    expect(await violationsInEachAppearance(page), 'the list').toEqual(NONE);
    await catalogue(page)
      .getByRole('list', { name: 'Tasks' })
      .getByRole('button', { name: 'Image Classification', exact: true })
      .click();
    await expect(catalogue(page).getByRole('list', { name: 'Scores' })).toBeVisible();
    expect(await violationsInEachAppearance(page), 'a task').toEqual(NONE);
  });
});

test('the light appearance follows the system and leaves the card themes alone', async ({
  page,
}) => {
  const look = async () => {
    await page.goto('/');
    await page.getByLabel('Post URL').fill(SIMPLE_URL);
    await page.getByLabel('Post URL').press('Enter');
    await expect(page.getByTestId('summary-card')).toBeVisible();
    return page.evaluate(() => {
      const card = document.querySelector('[data-testid="summary-card"]') as HTMLElement;
      const panel = document.querySelector('.panel') as HTMLElement;
      return {
        scheme: getComputedStyle(document.documentElement).colorScheme,
        panel: getComputedStyle(panel).backgroundColor,
        text: getComputedStyle(document.body).color,
        card: getComputedStyle(card).backgroundImage,
        cardText: getComputedStyle(card).color,
      };
    });
  };
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await look();
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await look();
  expect(dark.scheme).toBe('dark');
  expect(light.scheme).toBe('light');
  // Light panels with dark text, where the dark appearance has the opposite.
  const luminance = (rgb: string) => {
    const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  expect(luminance(light.panel)).toBeGreaterThan(200);
  expect(luminance(light.text)).toBeLessThan(60);
  expect(luminance(dark.panel)).toBeLessThan(60);
  // The card is drawn exactly as before.
  expect(light.card).toBe(dark.card);
  expect(light.cardText).toBe(dark.cardText);
});

test('a choice let go for another keeps its contrast from the first frame, in the light appearance', async ({
  page,
}) => {
  // The page's transitions held at their first frame, as axe once caught one on a busy machine: the
  // style just let go had its dark text at once on the pressed purple still fading out.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 0 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert', /.*/);
  for (const [group, next] of [
    ['Thread style', 'Detailed'],
    ['Card mode', 'Meme'],
  ] as const) {
    await page.getByRole('group', { name: group }).getByRole('button', { name: next }).click();
    const results = await (await axeOn(page))
      .include(`[aria-label="${group}"]`)
      .withRules(['color-contrast'])
      .analyze();
    expect(
      results.violations.flatMap((violation) =>
        violation.nodes.map((node) => node.target.join(' ')),
      ),
      group,
    ).toEqual([]);
  }
});
