/**
 * The shrunken card on narrow screens, in a browser that shows scrollbars (headless Chromium hides
 * them by default; a visitor's browser takes their room): it settles at once and stays put.
 */
import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium-args.ts';
import { SAMPLE_POST_IDS, SAMPLE_POSTS } from '../test/fakes/sample-posts.ts';
import { resetFakes } from './fakes.ts';

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

test.beforeEach(async () => {
  await resetFakes();
});

for (const width of [320, 375]) {
  test(`the shrunken card settles at ${width}px: it stops moving as soon as it is drawn`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/');
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
    // The worst height: the page just taller than the screen, so a scrollbar (whose room narrows
    // the card, which shortens the page, which then needs no scrollbar) would come and go.
    await page.setViewportSize({ width, height: 3000 });
    await page.waitForTimeout(200);
    // The content's own height (the page itself is at least as tall as the screen).
    const pageHeight = await page.evaluate(() =>
      Math.ceil(
        Math.max(...[...document.body.children].map((node) => node.getBoundingClientRect().bottom)),
      ),
    );
    await page.setViewportSize({ width, height: pageHeight - 2 });
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
    expect(new Set(boxes).size).toBe(1);
  });
}
