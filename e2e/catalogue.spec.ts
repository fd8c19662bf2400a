/**
 * The ML task catalogue end to end: from the footer link to a task, its examples and the thread.
 * Its accessibility (the list and a task, every impact, both appearances) is axe.spec.ts's.
 */
import { expect, type Page, test } from '@playwright/test';

const link = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'ML task catalogue' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'ML task catalogue' });
const card = (page: Page, name: string) =>
  dialog(page).getByRole('list', { name: 'Tasks' }).getByRole('button', { name, exact: true });

async function openCatalogue(page: Page) {
  await page.goto('/');
  await link(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(card(page, 'Fill-Mask')).toBeVisible();
}

test('the first page does not load the catalogue until the link is used', async ({ page }) => {
  const catalogueRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/catalogue')) catalogueRequests.push(request.url());
  });
  await page.goto('/');
  await expect(link(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(catalogueRequests).toEqual([]);
  await link(page).click();
  await expect(card(page, 'Summarization')).toBeVisible();
  expect(catalogueRequests.length).toBeGreaterThan(0);
});

test('search, filter by modality, open a task and switch its examples to Arabic', async ({
  page,
}) => {
  await openCatalogue(page);
  await expect(dialog(page).getByRole('searchbox', { name: 'Search tasks' })).toBeFocused();

  await dialog(page).getByRole('searchbox', { name: 'Search tasks' }).fill('classification');
  await expect(card(page, 'Summarization')).toBeHidden();
  await expect(card(page, 'Image Classification')).toBeVisible();
  await expect(card(page, 'Text Classification')).toBeVisible();

  const nlp = dialog(page).getByRole('button', { name: 'Natural Language Processing' });
  await nlp.click();
  await expect(nlp).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, 'Image Classification')).toBeHidden();
  await expect(card(page, 'Text Classification')).toBeVisible();

  await dialog(page).getByRole('searchbox', { name: 'Search tasks' }).fill('');
  await card(page, 'Fill-Mask').click();
  await expect(dialog(page).getByRole('heading', { level: 3, name: 'Fill-Mask' })).toBeFocused();

  const english = dialog(page).getByRole('list', { name: 'Examples in English' });
  await expect(english).toHaveAttribute('dir', 'ltr');
  await expect(english).toContainText('<mask>');

  await dialog(page)
    .getByRole('group', { name: 'Example language' })
    .getByRole('button', { name: 'Arabic' })
    .click();
  const arabic = dialog(page).getByRole('list', { name: 'Examples in Arabic' });
  await expect(arabic).toHaveAttribute('dir', 'rtl');
  await expect(arabic).toHaveAttribute('lang', 'ar');
  await expect(arabic).toContainText('<mask>');
});

test('a text example goes into the thread panel', async ({ page }) => {
  await openCatalogue(page);
  await card(page, 'Summarization').click();
  await expect(dialog(page).getByText('Used by Summary')).toBeVisible();
  const example = dialog(page)
    .getByRole('list', { name: 'Examples in English' })
    .getByRole('listitem')
    .first();
  const text = (await example.locator('p').textContent()) ?? '';
  expect(text.length).toBeGreaterThan(50);
  await example.getByRole('button', { name: 'Use in thread' }).click();
  await expect(dialog(page)).toBeHidden();
  const textarea = page.getByPlaceholder('Enter your text to be converted into a thread...');
  await expect(textarea).toHaveValue(text);
});

test('Escape closes the catalogue and focus returns to the link', async ({ page }) => {
  await openCatalogue(page);
  await card(page, 'Translation').click();
  await expect(dialog(page).getByRole('heading', { level: 3, name: 'Translation' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(link(page)).toBeFocused();
  await expect(link(page)).toHaveAttribute('aria-expanded', 'false');
});
