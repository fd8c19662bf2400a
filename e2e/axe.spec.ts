/** Accessibility: no serious or critical axe violations, with a card and a thread on screen. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { SAMPLE_POST_IDS, SAMPLE_POSTS } from '../test/fakes/sample-posts.ts';
import { resetFakes } from './fakes.ts';

const SIMPLE_URL = `https://x.com/${SAMPLE_POSTS.simple.author.screenName}/status/${SAMPLE_POST_IDS.simple}`;

test.beforeEach(async () => {
  await resetFakes();
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

test('the page with a card, a thread and an alert has no serious or critical violations', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Troll Mode', exact: true }).click();
  await page.getByLabel('Post URL').fill(SIMPLE_URL);
  await page.getByLabel('Post URL').press('Enter');
  await expect(page.getByRole('region', { name: 'Your card' })).toBeVisible();
  await page.getByLabel('Your text').fill('A text long enough to be turned into a short thread.');
  await page.getByRole('button', { name: 'Generate Thread' }).click();
  await expect(page.getByRole('heading', { name: /^Post 1\// })).toBeVisible();
  await page.getByRole('button', { name: 'Detailed', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  // Let the card's own images and fonts settle before checking contrast.
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});
