/** Card links end to end: the stored card's page, its unfurl tags, and the server's picture against the browser's. */
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { SummaryResponse } from '../src/core/api-types.ts';
import { CARD_THEMES } from '../src/core/card-themes.ts';
import { SAMPLE_POST_IDS, SAMPLE_POSTS } from '../test/fakes/sample-posts.ts';
import { fakeCalls, resetFakes, setScenario } from './fakes.ts';

const postUrl = `https://x.com/${SAMPLE_POSTS.simple.author.screenName}/status/${SAMPLE_POST_IDS.simple}`;
const card = (page: Page) => page.getByTestId('summary-card');

/** Generates a normal card through the API (as the page's Generate does) and answers it. */
async function generate(request: APIRequestContext): Promise<SummaryResponse> {
  const response = await request.post('/api/summary', { data: { url: postUrl, mode: 'normal' } });
  expect(response.status()).toBe(200);
  return (await response.json()) as SummaryResponse;
}

test.beforeEach(async () => {
  await resetFakes();
});

/** The top `height` rows of a PNG's pixels. */
const topRows = (png: PNG, height: number) => png.data.subarray(0, png.width * height * 4);

/**
 * Share of pixels that differ between two PNGs of one width, over the rows both have (a line with
 * colour emoji may come out a device pixel taller in one engine than in the other).
 */
function differingShare(browser: PNG, server: PNG): number {
  const height = Math.min(browser.height, server.height);
  const differing = pixelmatch(
    topRows(browser, height),
    topRows(server, height),
    undefined,
    browser.width,
    height,
    { threshold: 0.2 },
  );
  return differing / (browser.width * Math.max(browser.height, server.height));
}

const MODES = ['normal', 'troll', 'meme'] as const;
const THEMES = ['gradient-dark', 'gradient-light', 'solid-dark', 'solid-light'] as const;
const THEME_NAMES = Object.fromEntries(CARD_THEMES.map((theme) => [theme.id, theme.name]));
/**
 * A picture smaller than its box and one larger: the `smallAvatar` author's 64px avatar and the
 * 400px one (box: 128px at 2x); the fake GIPHY's 240px GIF and its `large-media` 1000x800 picture
 * (box: 600x560 at 2x).
 */
const PICTURES = ['smaller', 'larger'] as const;

/**
 * Two themes a case, turned by mode, so that each mode is compared in all four themes over its two
 * pictures and each picture in all four over the three modes (every pair of mode and theme, and of
 * picture and theme, is drawn both ways; drawing all 24 cost the browser stacks ~50 s more for no
 * pair not already checked).
 */
const themesOf = (mode: number, picture: number) =>
  [0, 1].map(
    (step) => THEMES[(2 * picture + step + mode) % THEMES.length] as (typeof THEMES)[number],
  );

for (const [modeIndex, mode] of MODES.entries()) {
  for (const [pictureIndex, picture] of PICTURES.entries()) {
    const themes = themesOf(modeIndex, pictureIndex);
    test(`the server’s ${mode} card with a picture ${picture} than its box is the browser’s Download in ${themes.join(' and ')} (≤ 2% of pixels differ)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      // Cards are reused per post and mode, so the larger GIF needs a post no other test makes a
      // meme of (another spec's meme of `simple` would answer with the small GIF).
      const post =
        mode === 'meme' && picture === 'larger'
          ? SAMPLE_POSTS.threadQuestion
          : (mode === 'meme') === (picture === 'larger')
            ? SAMPLE_POSTS.simple
            : SAMPLE_POSTS.smallAvatar;
      if (mode === 'meme' && picture === 'larger') await setScenario('giphy', 'large-media');
      const url = `https://x.com/${post.author.screenName}/status/${post.id}`;
      const response = await request.post('/api/summary', { data: { url, mode } });
      expect(response.status()).toBe(200);
      const answer = (await response.json()) as SummaryResponse;
      expect(answer.id).toBeTruthy();
      if (mode === 'meme') {
        expect(answer.meme?.gifUrl).toContain(picture === 'larger' ? '/large/' : '/media/');
      }
      // Exports of a stored card come from the server; failing that they are drawn in the
      // browser. The server's picture is refused here, so Download is the browser's own drawing.
      await page.route(/\/c\/[^/?]+\.png/, (route) => route.abort());
      // The card's page opens once, in the first theme; the other is chosen on it, as a visitor
      // does before Download (a page load per theme redrew nothing more; opening a link in its
      // theme is the next tests' check).
      await page.goto(`/c/${answer.id}?theme=${themes[0]}`);
      for (const theme of themes) {
        await page
          .getByRole('group', { name: 'Card theme' })
          .getByRole('button', { name: THEME_NAMES[theme] })
          .click();
        await expect(card(page)).toHaveAttribute('data-theme', theme);
        const image =
          mode === 'meme'
            ? card(page).getByTestId('card-meme-image')
            : card(page).getByTestId('card-profile-image');
        await expect(image).toHaveAttribute('src', /^data:/, { timeout: 10_000 });
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download', exact: true }).click(),
        ]);
        const browser = PNG.sync.read(readFileSync(await download.path()));
        const served = await request.get(`/c/${answer.id}.png?theme=${theme}`);
        expect(served.status()).toBe(200);
        const server = PNG.sync.read(await served.body());
        expect(server.width, theme).toBe(browser.width);
        expect(Math.abs(server.height - browser.height), theme).toBeLessThanOrEqual(2);
        // Text is shaped and antialiased by two engines: glyph edges differ, nothing else may.
        const share = differingShare(browser, server);
        expect(share, theme).toBeLessThanOrEqual(0.02);
      }
    });
  }
}

// The maker's own link is where New take is offered: one card made in the page checks both.
test('the maker of a card opening its link sees “Your card”, and New take makes a new card of the same post with regenerate', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByLabel('Post URL')
    .fill(
      `https://x.com/${SAMPLE_POSTS.simple.author.screenName}/status/${SAMPLE_POST_IDS.simple}`,
    );
  await page.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeEnabled({ timeout: 10_000 });
  const link = await page.evaluate(() => {
    const made = JSON.parse(localStorage.getItem('card:made') ?? '[]') as string[];
    return made[0];
  });
  expect(link).toBeTruthy();
  await page.goto(`/c/${link}`);
  await expect(page.getByRole('heading', { name: 'Your card' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New take' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make your own' })).toHaveCount(0);
  await expect(card(page)).toBeVisible();
  await resetFakes();
  const [sent] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/summary')),
    page.getByRole('button', { name: 'New take' }).click(),
  ]);
  expect(sent.postDataJSON()).toMatchObject({ mode: 'normal', regenerate: true });
  await expect.poll(async () => (await fakeCalls('openai')).length).toBe(1);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeEnabled();
});

test('a card’s link opens it in the app with its theme, its links and its unfurl tags', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const answer = await generate(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const response = await page.goto(`/c/${answer.id}?theme=solid-dark`);
  expect(response?.status()).toBe(200);
  await expect(card(page)).toHaveAttribute('data-theme', 'solid-dark');
  // The address stays the card's link.
  await expect(page).toHaveURL(`${baseURL}/c/${answer.id}?theme=solid-dark`);
  await expect(card(page)).toContainText(
    answer.summary?.split('\n')[0]?.replace(/^•\s*/, '') ?? '',
  );
  const og = (key: string) =>
    page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
  expect(await og('og:image')).toBe(`${baseURL}/c/${answer.id}.png?theme=solid-dark&size=og`);
  expect(await og('twitter:card')).toBe('summary_large_image');
  await expect(page.getByRole('link', { name: 'The original post on X' })).toHaveAttribute(
    'href',
    `https://x.com/${SAMPLE_POSTS.simple.author.screenName}/status/${SAMPLE_POST_IDS.simple}`,
  );
  // Opened by someone it was sent to: who it is about, one main action, and no new take of it.
  await expect(
    page.getByRole('heading', {
      name: `A card of @${SAMPLE_POSTS.simple.author.screenName}'s post`,
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'New take' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Make your own' }).click();
  await expect(page.getByLabel('Post URL')).toBeFocused();

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(
    page.getByRole('alert').or(page.getByRole('status')).getByText('Link copied.').first(),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/c/${answer.id}?theme=solid-dark`,
  );

  // The unfurl picture is there, 1200x630.
  const preview = await page.request.get(`/c/${answer.id}.png?theme=solid-dark&size=og`);
  const png = PNG.sync.read(await preview.body());
  expect([png.width, png.height]).toEqual([1200, 630]);
});

test('an unknown card answers 404 with the app saying so', async ({ page }) => {
  const response = await page.goto('/c/AAAAAAAAAAA');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'No such card' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Summary' })).toBeVisible();
});

test.describe('ways in', () => {
  const longPost = `https://x.com/${SAMPLE_POSTS.long.author.screenName}/status/${SAMPLE_POST_IDS.long}`;

  test('/?url=&mode= fills the form and generates at once', async ({ page }) => {
    await page.goto(`/?url=${encodeURIComponent(longPost)}&mode=troll`);
    await expect(card(page)).toHaveAttribute('data-mode', 'troll', { timeout: 10_000 });
    await expect(page.getByLabel('Post URL')).toHaveValue(longPost);
    // The query did its work: a reload does not generate again.
    await expect(page).toHaveURL(/\/$/);
  });

  test('the share target finds the post in the shared text', async ({ page }) => {
    const text = `Have you seen this? ${longPost} wild`;
    await page.goto(
      `/?title=${encodeURIComponent('A post')}&text=${encodeURIComponent(text)}&url=`,
    );
    await expect(card(page)).toHaveAttribute('data-mode', 'normal', { timeout: 10_000 });
    await expect(page.getByLabel('Post URL')).toHaveValue(longPost);
  });

  test('an X post path on our host generates the card, then serves its page with the unfurl tags', async ({
    page,
    request,
    baseURL,
  }) => {
    const path = `/${SAMPLE_POSTS.thread.author.screenName}/status/${SAMPLE_POST_IDS.thread}/photo/1?mode=meme`;
    await page.goto(path);
    await expect(card(page)).toHaveAttribute('data-mode', 'meme', { timeout: 10_000 });
    const again = await request.get(path, { maxRedirects: 0 });
    expect(again.status()).toBe(200);
    const html = await again.text();
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(html).toContain(`content="${baseURL}/c/`);
  });
});

test.describe('installable app', () => {
  // The service worker is blocked for the other tests (playwright.config.ts): these are about it.
  test.use({ serviceWorkers: 'allow' });
  test('has a manifest with name, colours, icons 192/512 and maskable, and a GET share target', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = (await (await request.get(href ?? '')).json()) as {
      name: string;
      short_name: string;
      theme_color: string;
      background_color: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
      share_target: { action: string; method: string; params: Record<string, string> };
    };
    expect(manifest).toMatchObject({
      short_name: 'Summary',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.name).toContain('Summary');
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const png = PNG.sync.read(await (await request.get(icon.src)).body());
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
    }
    expect(manifest.share_target).toEqual({
      action: '/',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    });
  });

  test('opens offline from its cache and says generating needs a connection; the API is never cached', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('button', { name: 'Generate Summary' })).toBeVisible();
      await expect(page.getByTestId('offline-notice')).toContainText(
        'Generating a card or a thread needs a connection',
      );
      const api = await page.evaluate(() =>
        fetch('/api/health').then(
          (response) => response.status,
          () => 'failed',
        ),
      );
      expect(api).toBe('failed');
    } finally {
      await context.setOffline(false);
    }
  });
});
