/** The card end to end: modes, themes, the picture fallbacks, and Copy / Download / Share as real PNGs. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { SAMPLE_POST_IDS, SAMPLE_POSTS, type SamplePostName } from '../test/fakes/sample-posts.ts';
import { resetFakes, setScenario } from './fakes.ts';

type ModeButton = 'Normal' | 'Troll Mode' | 'Meme';
const GENERATE: Record<ModeButton, string> = {
  Normal: 'Generate Summary',
  'Troll Mode': 'Generate Troll',
  Meme: 'Generate Meme',
};
const THEMES = [
  ['gradient-dark', 'Gradient Dark'],
  ['gradient-light', 'Gradient Light'],
  ['solid-dark', 'Solid Dark'],
  ['solid-light', 'Solid Light'],
] as const;
const SCREENSHOT_DIR = 'test-results/cards';
/** Exported PNGs kept for people to compare with the screenshots. */
const EXPORT_DIR = 'test-results/card-exports';

const postUrl = (name: SamplePostName) =>
  `https://x.com/${SAMPLE_POSTS[name].author.screenName}/status/${SAMPLE_POST_IDS[name]}`;

const card = (page: Page) => page.getByTestId('summary-card');
const swatch = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Card theme' }).getByRole('button', { name });

/** Generates a card of `mode` from the sample post and waits until its pictures are settled. */
async function makeCard(page: Page, mode: ModeButton, post: SamplePostName = 'simple') {
  await page.getByRole('button', { name: mode, exact: true }).click();
  await page.getByLabel('Post URL').fill(postUrl(post));
  await page.getByRole('button', { name: GENERATE[mode] }).click();
  await expect(card(page)).toBeVisible({ timeout: 10_000 });
}

/** The profile picture once it is no longer the placeholder shown while resolving. */
async function settledProfileSrc(page: Page, pattern: RegExp): Promise<string> {
  const image = card(page).getByTestId('card-profile-image');
  await expect(image).toHaveAttribute('src', pattern, { timeout: 10_000 });
  return (await image.getAttribute('src')) ?? '';
}

function decode(bytes: Buffer): PNG {
  return PNG.sync.read(bytes);
}

function alphaAt(png: PNG, x: number, y: number): number {
  return png.data[(y * png.width + x) * 4 + 3] ?? -1;
}

async function expectExportedCard(png: PNG, cardLocator: Locator) {
  // The card's own laid-out height, unrounded and before any shrinking transform: its lines are
  // fractional pixels tall, and the server's picture is a whole number of CSS pixels tall at every
  // scale (so 2x and 3x are exactly twice and three times 1x, issue 40): at 2x the PNG is within
  // one CSS pixel, two device pixels, of it.
  const height = await cardLocator.evaluate((node) =>
    Number.parseFloat(getComputedStyle(node).height),
  );
  expect(png.width).toBe(1200);
  expect(Math.abs(png.height - height * 2)).toBeLessThanOrEqual(2);
  // Outside the rounded corners the PNG is transparent; the middle is painted.
  expect(alphaAt(png, 0, 0)).toBe(0);
  expect(alphaAt(png, png.width - 1, png.height - 1)).toBe(0);
  expect(alphaAt(png, png.width >> 1, png.height >> 1)).toBe(255);
}

async function downloadCard(page: Page, button = 'Download') {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('summary-card.png');
  const path = await download.path();
  return decode(readFileSync(path));
}

/**
 * The Troll card's emoji, exported in colour: on solid black with white text (the Solid Dark theme,
 * chosen), strongly saturated pixels in the emoji's box can only be the emoji.
 */
async function expectColourEmojiInExport(page: Page) {
  const emojiBox = await card(page)
    .getByRole('img', { name: 'troll' })
    .evaluate((emoji) => {
      const root = emoji.closest('[data-testid="summary-card"]') as HTMLElement;
      const a = emoji.getBoundingClientRect();
      const b = root.getBoundingClientRect();
      return { x: a.left - b.left, y: a.top - b.top, width: a.width, height: a.height };
    });
  const png = await downloadCard(page);
  mkdirSync(EXPORT_DIR, { recursive: true });
  writeFileSync(`${EXPORT_DIR}/troll-solid-dark.png`, PNG.sync.write(png));
  let saturated = 0;
  for (let y = Math.floor(emojiBox.y * 2); y < (emojiBox.y + emojiBox.height) * 2; y++) {
    for (let x = Math.floor(emojiBox.x * 2); x < (emojiBox.x + emojiBox.width) * 2; x++) {
      const i = (y * png.width + x) * 4;
      const [r = 0, g = 0, b = 0] = png.data.subarray(i, i + 3);
      const chroma = Math.max(r, g, b) - Math.min(r, g, b);
      // A tofu box or a monochrome glyph is grey or white: no chroma at all.
      if (chroma > 50 && chroma / Math.max(r, g, b) > 0.4) saturated += 1;
    }
  }
  expect(saturated).toBeGreaterThan(100);
}

test.beforeEach(async ({ page }) => {
  await resetFakes();
  await page.goto('/');
});

// The Troll card made here is the one whose export shows its emoji in colour: one generation fewer.
test('makes each mode end to end, in all four themes, with screenshots for people to look at, and exports the troll emoji in colour', async ({
  page,
}) => {
  test.setTimeout(60_000);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const host = new URL(page.url()).host;
  for (const mode of ['Normal', 'Troll Mode', 'Meme'] as const) {
    await makeCard(page, mode);
    const shown = card(page);
    await expect(shown).toContainText(`Made by ${host}`);
    if (mode === 'Meme') {
      await expect(shown.getByTestId('card-meme-image')).toHaveAttribute('src', /^data:image\/gif/);
      await expect(shown.getByRole('list')).toHaveCount(0);
      await expect(page.getByText('Powered By GIPHY')).toBeVisible();
    } else {
      await settledProfileSrc(page, /^data:image\/png/);
      await expect(shown).toContainText(`@${SAMPLE_POSTS.simple.author.screenName}`);
      expect(await shown.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
      if (mode === 'Troll Mode') await expect(shown).toContainText('🧌');
      else await expect(shown).not.toContainText('🧌');
    }
    const slug = { Normal: 'normal', 'Troll Mode': 'troll', Meme: 'meme' }[mode];
    await expect(shown).toHaveAttribute('data-mode', slug);
    for (const [id, name] of THEMES) {
      await swatch(page, name).click();
      await expect(swatch(page, name)).toHaveAttribute('aria-pressed', 'true');
      await expect(shown).toHaveAttribute('data-theme', id);
      await shown.screenshot({ path: `${SCREENSHOT_DIR}/${slug}-${id}.png`, omitBackground: true });
      // The Troll card in Solid Dark is where its emoji's colour shows in the export.
      if (mode === 'Troll Mode' && id === 'solid-dark') await expectColourEmojiInExport(page);
    }
  }
});

// The first card of a fresh page also shows the card's font loading with it: one card fewer.
test('draws the card in Inter, which loads with the card rather than with the page; keeps the chosen theme when a card of another mode arrives, and remembers it', async ({
  page,
}) => {
  const interFaces = () =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replaceAll('"', '') === 'Inter')
        .map((face) => `${face.weight}:${face.status}`),
    );
  expect(await interFaces()).toEqual([]);
  await makeCard(page, 'Normal');
  expect(await card(page).evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(
    /^"?Inter"?,/,
  );
  // The card's bold name and its regular text are drawn in the loaded faces, not a fallback.
  await expect.poll(interFaces).toEqual(expect.arrayContaining(['400:loaded', '700:loaded']));

  await expect(swatch(page, 'Gradient Dark')).toHaveAttribute('aria-pressed', 'true');
  await swatch(page, 'Solid Light').click();
  await expect(card(page)).toHaveAttribute('data-theme', 'solid-light');
  await makeCard(page, 'Troll Mode');
  await expect(card(page)).toHaveAttribute('data-mode', 'troll');
  await expect(swatch(page, 'Solid Light')).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page)).toHaveAttribute('data-theme', 'solid-light');
  // A later visit starts with it too.
  await page.reload();
  await makeCard(page, 'Meme');
  await expect(card(page)).toHaveAttribute('data-theme', 'solid-light');
});

test.describe('with clipboard permissions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  // Copy and Download are two ways out of one card: one generation checks both PNGs in turn.
  test('copies a 1200px PNG, transparent at its corners, and says so; Download saves summary-card.png at twice the card size, transparent at its corners', async ({
    page,
  }) => {
    await makeCard(page, 'Normal');
    await settledProfileSrc(page, /^data:image\/png/);
    await page.getByRole('button', { name: 'Copy (Desktop)' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Image copied' })).toHaveText(
      '✅ Image copied! Now paste it into X.',
    );
    const base64 = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      if (!item) throw new Error('clipboard is empty');
      const bytes = new Uint8Array(await (await item.getType('image/png')).arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    });
    await expectExportedCard(decode(Buffer.from(base64, 'base64')), card(page));
    await expectExportedCard(await downloadCard(page), card(page));
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('Share', () => {
  test('opens the share sheet with the PNG and the title X Post Summary', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: Array<{ title?: string; files: string[] }> = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'canShare', {
        value: (data: ShareData) => Array.isArray(data.files),
        configurable: true,
      });
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          shared.push({
            title: data.title,
            files: (data.files ?? []).map((file) => `${file.name}|${file.type}|${file.size}`),
          });
        },
        configurable: true,
      });
    });
    await page.reload();
    await makeCard(page, 'Normal');
    await settledProfileSrc(page, /^data:image\/png/);
    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
      .toHaveLength(1);
    const [call] = await page.evaluate(
      () => (window as unknown as { __shared: Array<{ title: string; files: string[] }> }).__shared,
    );
    expect(call?.title).toBe('X Post Summary');
    expect(call?.files[0]).toMatch(/^summary-card\.png\|image\/png\|\d{4,}$/);
    expect(downloaded).toBe(false);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('says nothing when the user cancels the share sheet', async ({ page }) => {
    await page.addInitScript(() => {
      Object.assign(window, { __shareCalls: 0 });
      Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
      Object.defineProperty(navigator, 'share', {
        value: async () => {
          (window as unknown as { __shareCalls: number }).__shareCalls += 1;
          throw new DOMException('Share canceled', 'AbortError');
        },
        configurable: true,
      });
    });
    await page.reload();
    await makeCard(page, 'Normal');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shareCalls: number }).__shareCalls))
      .toBe(1);
    await expect(page.getByText('Error creating image')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('offers Share where the browser has no share sheet: it downloads summary-card.png and says so', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // Headless Linux Chromium has no share sheet anyway; make sure of it.
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
    });
    await page.reload();
    await makeCard(page, 'Normal');
    await settledProfileSrc(page, /^data:image\/png/);
    expect((await downloadCard(page, 'Share')).width).toBe(1200);
    await expect(page.getByTestId('result-area').getByRole('status')).toHaveText(
      'This browser has no share sheet, so the picture was downloaded as summary-card.png instead.',
    );
    expect((await downloadCard(page, 'Download')).width).toBe(1200);
  });

  test('downloads summary-card.png and says so when Share finds no sheet for the file', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // A sheet that takes small files (the page's probe when the card shows) but not the card's
      // PNG, as with a size limit.
      Object.defineProperty(navigator, 'share', { value: async () => {}, configurable: true });
      Object.defineProperty(navigator, 'canShare', {
        value: (data: ShareData) => (data.files ?? []).every((file) => file.size < 100),
        configurable: true,
      });
    });
    await page.reload();
    await makeCard(page, 'Normal');
    await settledProfileSrc(page, /^data:image\/png/);
    expect((await downloadCard(page, 'Share')).width).toBe(1200);
    const said =
      'This browser has no share sheet, so the picture was downloaded as summary-card.png instead.';
    await expect(page.getByTestId('result-area').getByRole('status')).toHaveText(said);
    await expect(page.locator('.card-result__status')).toContainText(said);
  });
});

// Two cards in one visit, one for each picture host (the second card's picture is waited for by
// its own source, which the first card never had).
test('reads a profile picture from a host without CORS through our proxy, and shows the default profile picture when the picture host is dead', async ({
  page,
}) => {
  const proxied = page.waitForRequest((request) => request.url().includes('/api/proxy-image?url='));
  await makeCard(page, 'Normal', 'noCorsAvatar');
  expect(new URL((await proxied).url()).origin).toBe(new URL(page.url()).origin);
  await settledProfileSrc(page, /^data:image\/png/);

  await makeCard(page, 'Normal', 'deadAvatar');
  await settledProfileSrc(page, /^\/default-profile\.png$/);
  // The src is set before the picture has loaded: wait for it to be drawn, not for the attribute.
  const image = card(page).getByTestId('card-profile-image');
  await expect
    .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0))
    .toBe(true);
});

test('swaps a meme picture that cannot be shown for the fixed GIF', async ({ page }) => {
  await setScenario('giphy', 'broken-media');
  // A post no other test makes a meme of, so the server's summary cache cannot answer.
  await makeCard(page, 'Meme', 'nonEnglish');
  const picture = card(page).getByTestId('card-meme-image');
  await expect(picture).toHaveAttribute('src', '/fixed-meme.gif', { timeout: 10_000 });
  await expect(page.getByText('Powered By GIPHY')).toHaveCount(0);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

test('shrinks the card to fit a 375px screen but still exports it 1200px wide', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await makeCard(page, 'Normal');
  await settledProfileSrc(page, /^data:image\/png/);
  const onScreen = await card(page).boundingBox();
  expect(onScreen?.width ?? 0).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectExportedCard(await downloadCard(page), card(page));
});

test('Troll Mode and Meme on a post about deaths give the plain card, no GIF, and say why', async ({
  page,
}) => {
  for (const mode of ['Troll Mode', 'Meme'] as const) {
    await makeCard(page, mode, 'earthquake');
    await expect(card(page)).toHaveAttribute('data-mode', 'normal');
    await expect(card(page).getByTestId('card-meme-image')).toHaveCount(0);
    await expect(
      page.getByText(
        'This post is about loss or harm, so it gets a plain summary instead of jokes.',
      ),
    ).toBeVisible();
  }
});
