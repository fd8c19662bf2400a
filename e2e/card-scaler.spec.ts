/**
 * The shrunken card on narrow screens, in a browser that shows scrollbars (headless Chromium hides
 * them by default; a visitor's browser takes their room): it settles at once and stays put.
 */
import { expect, type Page, test } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../test/chromium-args.ts';
import { SAMPLE_POST_IDS, SAMPLE_POSTS } from '../test/fakes/sample-posts.ts';
import { resetFakes } from './fakes.ts';

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

/**
 * At a viewport height between the page's height with a scrollbar (narrower, so the scaled card is
 * shorter) and without one, a scrollbar whose room narrows the card, which shortens the page,
 * which then needs no scrollbar, would come and go for ever. The card must settle there.
 */
async function expectSettlesAtTheWorstHeight(page: Page, width: number, shape: string) {
  const card = page.getByTestId('summary-card');
  await page.setViewportSize({ width, height: 200 });
  const heightWith = async (overflow: string) => {
    const style = await page.addStyleTag({
      content: `html { overflow-y: ${overflow} !important; }`,
    });
    await page.waitForTimeout(300);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await style.evaluate((node) => (node as HTMLElement).remove());
    return height;
  };
  const withBar = await heightWith('scroll');
  const withoutBar = await heightWith('hidden');
  await page.setViewportSize({ width, height: Math.round((withBar + withoutBar) / 2) });
  // Playwright's own check: the same box on consecutive animation frames, within 5 s (the tap
  // that enlarges the card lies over it).
  await page
    .getByRole('button', { name: 'Enlarge the card' })
    .click({ trial: true, timeout: 5_000 });
  const boxes: string[] = [];
  for (let i = 0; i < 10; i++) {
    boxes.push(JSON.stringify(await card.boundingBox()));
    await page.waitForTimeout(100);
  }
  expect(new Set(boxes).size, `${shape} at ${width}px`).toBe(1);
}

for (const width of [320, 375]) {
  test(`the shrunken card settles at ${width}px, the card and a story: it stops moving as soon as it is drawn`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/');
    // A classic scrollbar that takes room, as on Windows and Linux desktops (headless Chromium's own
    // overlays take none, so without this the feedback loop never shows).
    await page.addStyleTag({ content: '::-webkit-scrollbar { width: 17px; height: 17px; }' });
    await page
      .getByLabel('Post URL')
      .fill(
        `https://x.com/${SAMPLE_POSTS.simple.author.screenName}/status/${SAMPLE_POST_IDS.simple}`,
      );
    await page.getByRole('button', { name: 'Generate Summary' }).click();
    const card = page.getByTestId('summary-card');
    await expect(card.getByTestId('card-profile-image')).toHaveAttribute('src', /^data:/, {
      timeout: 10_000,
    });
    await expectSettlesAtTheWorstHeight(page, width, 'Card');
    // A story's preview is as tall as it is wide times 16/9: 17px of scrollbar shorten the page by
    // 30px, more than the narrower text column lengthens it, so here the loop would start.
    await page.setViewportSize({ width, height: 700 });
    await page.getByRole('radio', { name: 'Story' }).check();
    await expect(card).toHaveAttribute('data-size', 'story');
    await expectSettlesAtTheWorstHeight(page, width, 'Story');
  });
}
