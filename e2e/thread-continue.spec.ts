/**
 * Continue thread in the browser (issue 46, item 3): a text longer than five posts says how many
 * sentences did not fit, Continue thread (by keyboard) adds the next posts numbered on, and a text
 * over 20,000 characters is kept whole in the box and said to be cut. Answered by the rules
 * writer (the same build, LLM_PROTOCOL=local), which places every sentence it is given.
 */
import { expect, type Page, test } from '@playwright/test';
import { startTestApp, type TestApp } from '../test/start-test-app.ts';
import { manySentences, TEAM_SENTENCES } from '../test/thread-texts.ts';

let rules: TestApp;

test.beforeAll(async () => {
  rules = await startTestApp({
    LLM_PROTOCOL: 'local',
    STATIC_DIR: 'dist',
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

const textarea = (page: Page) => page.getByLabel('Your text');
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue thread' });

test('a long text: n sentences did not fit, and Continue thread adds the next posts numbered on', async ({
  page,
}) => {
  await page.goto(rules.url);
  await textarea(page).fill(TEAM_SENTENCES.join(' '));
  await page.getByRole('button', { name: 'Generate Thread' }).click();
  await expect(page.getByRole('heading', { name: 'Post 5/5' })).toBeVisible();
  await expect(page.getByText('1 sentence did not fit.')).toBeVisible();
  // By keyboard, as any control: focused, then Enter.
  await continueButton(page).focus();
  const request = page.waitForRequest('**/api/thread');
  await page.keyboard.press('Enter');
  expect((await request).postDataJSON()).toMatchObject({
    style: 'standard',
    from: { sentence: TEAM_SENTENCES.length - 1, post: 5 },
  });
  await expect(page.getByRole('heading', { name: 'Post 6/6' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Post 1/6' })).toBeVisible();
  await expect(page.getByLabel('Text of post 6/6')).toHaveValue(
    new RegExp(TEAM_SENTENCES.at(-1) ?? '?'),
  );
  // Everything is said: no more Continue, and the thread's heading has the focus.
  await expect(continueButton(page)).toHaveCount(0);
  await expect(page.getByText(/did not fit/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your Standard thread' })).toBeFocused();
});

test('a 50,000-character text stays whole in the box, is said to be cut, and goes on', async ({
  page,
}) => {
  await page.goto(rules.url);
  const text = manySentences(600).join(' ').slice(0, 50_000);
  await textarea(page).fill(text);
  await expect(textarea(page)).toHaveValue(text);
  await expect(page.getByText('50,000 / 20,000 characters')).toBeVisible();
  await expect(
    page.getByText(/This text is 50,000 characters long: a thread is made from at most 20,000/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Generate Thread' }).click();
  await expect(page.getByRole('heading', { name: 'Post 5/5' })).toBeVisible();
  await expect(page.getByText(/^Your text was cut after “…/)).toBeVisible();
  await expect(page.getByText(/^\d[\d,]* sentences did not fit\.$/)).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: /^Post 6\/(9|10)$/ })).toBeVisible();
  await expect(continueButton(page)).toBeEnabled();
});
