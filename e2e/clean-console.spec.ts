/**
 * A visit that does everything a visitor does (a card in each mode, every theme, a download, a thread)
 * and fails on anything the app makes the browser complain about: a console error or warning, an
 * uncaught exception, or a Content-Security-Policy violation.
 */
import { expect, type Page, test } from '@playwright/test';
import { SAMPLE_POST_IDS, SAMPLE_POSTS } from '../test/fakes/sample-posts.ts';
import { resetFakes } from './fakes.ts';

interface Complaint {
  kind: 'console' | 'pageerror' | 'csp';
  text: string;
}

/** Records every complaint of the page, CSP violations included (they are DOM events too). */
async function watchComplaints(page: Page): Promise<Complaint[]> {
  const complaints: Complaint[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      complaints.push({ kind: 'console', text: message.text() });
    }
  });
  page.on('pageerror', (error) => complaints.push({ kind: 'pageerror', text: error.message }));
  await page.exposeFunction('__reportCspViolation', (text: string) =>
    complaints.push({ kind: 'csp', text }),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`);
    });
  });
  return complaints;
}

const MODES = [
  ['Normal', 'Generate Summary'],
  ['Troll Mode', 'Generate Troll'],
  ['Meme', 'Generate Meme'],
] as const;

// A whole visit, the service worker's registration included (the other tests block it).
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async () => {
  await resetFakes();
});

test('makes cards in every mode and theme, downloads, writes a thread, with a clean console', async ({
  page,
}) => {
  const complaints = await watchComplaints(page);
  await page.goto('/');
  const post = SAMPLE_POSTS.simple;
  const url = `https://x.com/${post.author.screenName}/status/${SAMPLE_POST_IDS.simple}`;
  const themes = page.getByRole('group', { name: 'Card theme' }).getByRole('button');

  for (const [mode, generate] of MODES) {
    await page.getByRole('button', { name: mode, exact: true }).click();
    await page.getByLabel('Post URL').fill(url);
    await page.getByRole('button', { name: generate }).click();
    await expect(page.getByTestId('summary-card')).toBeVisible({ timeout: 10_000 });
    const count = await themes.count();
    expect(count).toBe(4);
    for (let index = 0; index < count; index++) await themes.nth(index).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('summary-card.png');
  }

  await page
    .getByLabel('Your text')
    .fill(
      'Remote work changed how our team writes. We moved decisions into documents and cut our meetings in half. New people ramp up faster when everything is written down.',
    );
  await page.getByRole('button', { name: 'Generate Thread' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();

  // Give late work (font loads, the export's image fetches) a moment to report.
  await page.waitForTimeout(300);
  expect(complaints).toEqual([]);
});
