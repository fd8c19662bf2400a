/**
 * The reader's language (issue 45, item 7): a Japanese post made into an English card by a model
 * that answers in the asked language (the OpenAI-compatible fake, scripted), the choice
 * remembered across a reload, the downloaded PNG's card in English; a thread in English from a
 * Japanese text the same way; and the rules writer, which cannot translate, saying so honestly (on
 * an app of the test's own with LLM_PROTOCOL=local, serving the same build).
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { SAMPLE_POSTS } from '../test/fakes/sample-posts.ts';
import { sayScenario } from '../test/fakes/scripted-answers.ts';
import { startTestApp, type TestApp } from '../test/start-test-app.ts';
import { resetFakes, setScenario } from './fakes.ts';

const JAPANESE = SAMPLE_POSTS.japanese;
const JAPANESE_URL = `https://x.com/${JAPANESE.author.screenName}/status/${JAPANESE.id}`;
/** The post's own sentences: what the model writes when the card is in the post's language. */
const JAPANESE_LINES = [
  '社内の会議を半分に減らしました。',
  '開発のリードタイムが30%短くなりました。',
  '来月は非同期のレビューを試してみます。',
];
/** What the model writes when asked for English: the same facts, the same figure. */
const ENGLISH_LINES = [
  'Internal meetings were cut in half last month.',
  'Development lead time became 30% shorter.',
  'Deciding who decides mattered more than cutting meetings.',
];
const ENGLISH_THREAD = [
  '1/4 Last month we cut our internal meetings in half.',
  '2/4 Development lead time became 30% shorter.',
  '3/4 What mattered was deciding first who decides, not dropping meetings.',
  '4/4 Next month we will try asynchronous reviews. #Thread',
];
/** The post's date in the card's language (English), the reader's. */
const ENGLISH_DATE = 'Apr 20, 2026';

const card = (page: Page) => page.getByTestId('summary-card');
const cardLanguage = (page: Page) => page.getByRole('combobox', { name: 'Card language' });
const threadLanguage = (page: Page) => page.getByRole('combobox', { name: 'Thread language' });
const result = (page: Page) => page.getByTestId('result-area');
const postBoxes = (page: Page) => page.getByRole('article').getByRole('textbox');

/** Share of pixels that differ between two PNGs of one width, over the taller one's rows. */
function differingShare(a: PNG, b: PNG): number {
  const height = Math.min(a.height, b.height);
  const rows = (png: PNG) => png.data.subarray(0, png.width * height * 4);
  const differing = pixelmatch(rows(a), rows(b), undefined, a.width, height, { threshold: 0.2 });
  return differing / (a.width * Math.max(a.height, b.height));
}

async function cardDone(page: Page) {
  await expect(result(page)).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
  await expect(result(page)).not.toHaveAttribute('data-previous', { timeout: 15_000 });
}

test.describe('with a model that writes the asked language', () => {
  test.beforeEach(async ({ page }) => {
    await resetFakes();
    await page.goto('/');
  });

  test('a Japanese post to an English card: remembered, and its PNG in English', async ({
    page,
    request,
  }) => {
    test.slow();
    await setScenario('openai', sayScenario({ answers: [JAPANESE_LINES.join('\n')] }));
    await expect(cardLanguage(page)).toHaveValue('');
    await page.getByLabel('Post URL').fill(JAPANESE_URL);
    await page.getByRole('button', { name: 'Generate Summary' }).click();
    await cardDone(page);
    await expect(card(page)).toContainText(JAPANESE_LINES[0] as string);
    await expect(card(page)).not.toContainText('Summed up in');

    // The card on screen is asked again, in English, as soon as English is chosen.
    await setScenario('openai', sayScenario({ answers: [ENGLISH_LINES.join('\n')], round: 2 }));
    const asked = page.waitForRequest('**/api/summary');
    await cardLanguage(page).selectOption('en');
    expect((await asked).postDataJSON()).toEqual({
      url: JAPANESE_URL,
      mode: 'normal',
      language: 'en',
    });
    await cardDone(page);
    for (const line of ENGLISH_LINES) await expect(card(page)).toContainText(line);
    await expect(card(page).getByRole('list')).toHaveAttribute('lang', 'en');
    await expect(card(page)).toContainText('Summed up in English from a post in Japanese');
    await expect(card(page)).toContainText(ENGLISH_DATE);

    // The PNG the visitor downloads, drawn by the browser (the server's copy refused), is the
    // English card: the server's picture of the English card, not of the Japanese one.
    const made = await page.evaluate(
      () => JSON.parse(localStorage.getItem('card:made') ?? '[]') as string[],
    );
    const [englishId, japaneseId] = made;
    expect(englishId && japaneseId).toBeTruthy();
    await page.route(/\/c\/[^/?]+\.png/, (route) => route.abort());
    await expect(card(page).getByTestId('card-profile-image')).toHaveAttribute('src', /^data:/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    const downloaded = PNG.sync.read(readFileSync(await download.path()));
    const picture = async (id: string | undefined) => {
      const served = await request.get(`/c/${id}.png`);
      expect(served.status()).toBe(200);
      return PNG.sync.read(await served.body());
    };
    expect(differingShare(downloaded, await picture(englishId))).toBeLessThanOrEqual(0.02);
    expect(differingShare(downloaded, await picture(japaneseId))).toBeGreaterThan(0.02);

    // Remembered: the next visit starts in English, and asks for English.
    await page.reload();
    await expect(cardLanguage(page)).toHaveValue('en');
    const next = page.waitForRequest('**/api/summary');
    await page.getByRole('button', { name: 'Generate Summary' }).click();
    expect((await next).postDataJSON()).toMatchObject({ language: 'en' });
    await cardDone(page);
    await expect(card(page)).toContainText('Summed up in English from a post in Japanese');
  });

  test('a Japanese text to an English thread, its language remembered apart', async ({ page }) => {
    await setScenario('openai', sayScenario({ answers: [ENGLISH_THREAD.join('\n\n')] }));
    await threadLanguage(page).selectOption('en');
    await expect(cardLanguage(page)).toHaveValue('');
    await page.getByLabel('Your text').fill(JAPANESE.fullText);
    const asked = page.waitForRequest('**/api/thread');
    await page.getByRole('button', { name: 'Generate Thread' }).click();
    expect((await asked).postDataJSON()).toMatchObject({ language: 'en' });
    await expect(postBoxes(page)).toHaveCount(4);
    await expect(postBoxes(page).first()).toHaveValue(/cut our internal meetings in half/);
    await expect(page.locator('ol[lang="en"]')).toHaveCount(1);
    await expect(page.getByText('Written in English from a text in Japanese')).toBeVisible();

    await page.reload();
    await expect(threadLanguage(page)).toHaveValue('en');
    await expect(cardLanguage(page)).toHaveValue('');
    // The thread kept on reload still says what it is.
    await expect(page.getByText('Written in English from a text in Japanese')).toBeVisible();
  });

  test('at 320px the language choice keeps the modes and itself on the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const right = async (name: string) => {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      return (box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY);
    };
    for (const mode of ['Normal', 'Troll Mode', 'Meme', 'Quote']) {
      expect(await right(mode), mode).toBeLessThanOrEqual(320);
    }
    const box = await cardLanguage(page).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(320);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      ),
    ).toBe(false);
  });
});

test.describe('with the rules writer alone', () => {
  let rules: TestApp;
  const TEXT =
    'Our team moved the whole billing system to Postgres last week. The migration took four hours and nobody noticed.';

  test.beforeAll(async () => {
    rules = await startTestApp({
      LLM_PROTOCOL: 'local',
      STATIC_DIR: 'dist',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    // The app runs in this worker: its first card loads the rules writer here, through the test
    // runner's TypeScript transform, which on a loaded machine outlasted the page's 15 s for it.
    const first = await fetch(`${rules.url}/api/summary`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: TEXT, mode: 'normal' }),
    });
    expect(first.status).toBe(200);
  });
  test.afterAll(async () => {
    await rules?.close();
  });

  test('a card and a thread asked in Spanish come in the text’s language, and say why', async ({
    page,
  }) => {
    await page.goto(rules.url);
    await cardLanguage(page).selectOption('es');
    await page.getByRole('button', { name: "Paste the post's text instead" }).click();
    await page.getByRole('textbox', { name: "The post's text" }).fill(TEXT);
    await page.getByRole('button', { name: 'Generate Summary from text' }).click();
    await cardDone(page);
    await expect(
      result(page).getByText('A card in Spanish needs the language model'),
    ).toBeVisible();
    // Never labelled as the asked language: the lines are the text's own, English.
    await expect(card(page).getByRole('list')).toHaveAttribute('lang', 'en');
    await expect(card(page)).not.toContainText('Summed up in');

    await threadLanguage(page).selectOption('es');
    await page.getByLabel('Your text').fill(TEXT);
    await page.getByRole('button', { name: 'Generate Thread' }).click();
    await expect(page.getByText('A thread in Spanish needs the language model')).toBeVisible();
    await expect(page.locator('ol[lang="en"]')).toHaveCount(1);
  });
});
