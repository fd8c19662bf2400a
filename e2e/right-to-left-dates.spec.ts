/**
 * A right-to-left post's date on the page's card (issue 46, item 1), read back from where Chromium
 * draws each character: sorted left to right, an Arabic date must read "2026/04/20" and a Hebrew
 * one "2026 באפר׳ 20" (the month's letters right to left), where the handle's line had them as
 * "202026/04/" and "20 2026 באפר׳".
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { SAMPLE_POST_IDS, SAMPLE_POSTS, type SamplePostName } from '../test/fakes/sample-posts.ts';
import { resetFakes } from './fakes.ts';

const card = (page: Page) => page.getByTestId('summary-card');
const reversed = (text: string) => [...text].reverse().join('');

test.beforeEach(async ({ page }) => {
  await resetFakes();
  await page.goto('/');
});

async function makeCard(page: Page, post: SamplePostName) {
  const url = `https://x.com/${SAMPLE_POSTS[post].author.screenName}/status/${SAMPLE_POST_IDS[post]}`;
  await page.getByLabel('Post URL').fill(url);
  await page.getByLabel('Post URL').press('Enter');
  await expect(card(page).getByTestId('card-date')).toBeVisible({ timeout: 10_000 });
}

/** The element's characters in the order they stand on the screen, left to right. */
function visualText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const drawn: Array<{ x: number; char: string }> = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let at = 0; at < text.length; at += 1) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const box = range.getBoundingClientRect();
        // Marks of direction take no room: they are not drawn.
        if (box.width > 0.1) drawn.push({ x: box.left + box.width / 2, char: text.charAt(at) });
      }
    }
    return drawn
      .sort((a, b) => a.x - b.x)
      .map((item) => item.char)
      .join('');
  });
}

test('an Arabic and a Hebrew post’s date read in their own order on the card', async ({ page }) => {
  await makeCard(page, 'arabic');
  const arabic = card(page).getByTestId('card-date');
  expect(await visualText(arabic)).toBe('2026/04/20');

  await makeCard(page, 'hebrew');
  const hebrew = card(page).getByTestId('card-date');
  await expect(hebrew).toHaveText('20 באפר׳ 2026');
  expect(await visualText(hebrew)).toBe(`2026 ${reversed('באפר׳')} 20`);
  // The handle beside it reads left to right, its "@" first.
  expect(await visualText(card(page).getByTestId('card-handle'))).toBe(
    `@${SAMPLE_POSTS.hebrew.author.screenName}`,
  );
});
