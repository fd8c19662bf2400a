/**
 * Right-to-left cards on the server's picture (issue 46, item 1), read back from the PNG's pixels:
 * each card is drawn as the server draws it, and again with the date (or the line) replaced by the
 * same characters spelled out in their visual order, left to right, with explicit overrides
 * (LRO…PDF, the Hebrew letters reversed). The two pictures must be the same; a date laid out in
 * the handle line's direction ("202026/04/", "20 2026 באפר׳") makes them differ, which each test
 * shows first so it can fail.
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import type { TextDirection } from '#card/bidi.ts';
import type { StoredCard } from '#core/index.ts';
import { createLogger } from '../logging/logger.ts';
import type { ImageProxy } from '../services.ts';
import { type CardImageSize, createCardRenderer } from './render-card.ts';

/** While set, the card's date is this text in this direction (the reference pictures). */
const dateOverride = vi.hoisted(() => ({
  current: undefined as { text: string; dir: TextDirection } | undefined,
}));
/** While set, lines are drawn without their runs isolated (what the card drew before). */
const isolation = vi.hoisted(() => ({ off: false }));
vi.mock('#card/bidi.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#card/bidi.ts')>();
  return {
    ...real,
    isolateRuns: (text: string, direction?: TextDirection | 'auto') =>
      isolation.off ? text : real.isolateRuns(text, direction),
  };
});
vi.mock('#card/format-post-date.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#card/format-post-date.ts')>();
  return {
    ...real,
    formatPostDate: (iso: string | undefined, lang?: string) =>
      dateOverride.current?.text ?? real.formatPostDate(iso, lang),
    postDateDirection: (lang?: string) => dateOverride.current?.dir ?? real.postDateDirection(lang),
  };
});

const noPictures: ImageProxy = {
  fetchImage: async () => {
    throw new Error('no network in tests');
  },
  linkFor: () => undefined,
  openImage: async () => {
    throw new Error('no network in tests');
  },
};
const renderer = createCardRenderer({ imageProxy: noPictures, logger: createLogger('silent') });

/** Left-to-right override … pop directional formatting: drawn in exactly this order. */
const LRO = '\u202d';
const RLE = '\u202b';
const PDF = '\u202c';
const reversed = (text: string) => [...text].reverse().join('');

let serial = 0;
async function draw(card: Partial<StoredCard>, size: CardImageSize = 'card'): Promise<PNG> {
  serial += 1;
  const stored: StoredCard = {
    id: `bidi${serial}`,
    mode: 'normal',
    username: 'samir_dev',
    displayName: 'Samir',
    profileImage: '/default-profile.png',
    summary: '• انقطعت قاعدة البيانات',
    postId: '1',
    postUrl: 'https://x.com/samir_dev/status/1',
    postCreatedAt: '2026-04-20T08:30:00.000Z',
    createdAt: 0,
    ...card,
  };
  const { png } = await renderer.render(stored, {
    theme: 'solid-dark',
    size,
    host: 'sum.test',
    scale: 1,
  });
  return PNG.sync.read(Buffer.from(png));
}

/** Pixels that differ between two pictures of the same size (anti-aliasing aside). */
function differing(a: PNG, b: PNG): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  return pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 });
}

/** The card drawn with its date as `text` in `dir`, instead of the date it formats. */
async function withDate(
  card: Partial<StoredCard>,
  text: string,
  dir: TextDirection,
  size?: CardImageSize,
) {
  dateOverride.current = { text, dir };
  try {
    return await draw(card, size);
  } finally {
    dateOverride.current = undefined;
  }
}

const DATES = [
  {
    language: 'Arabic',
    lang: 'ar',
    summary: '• انقطعت قاعدة البيانات',
    // Intl's "20‏/04‏/2026" (with right-to-left marks), read right to left.
    formatted: '20\u200f/04\u200f/2026',
    visual: '2026/04/20',
  },
  {
    language: 'Hebrew',
    lang: 'he',
    summary: '• העברנו את כל הצוות',
    formatted: '20 באפר׳ 2026',
    // The month's letters as they stand on the picture, left to right.
    visual: `${LRO}2026 ${reversed('באפר׳')} 20${PDF}`,
  },
  {
    language: 'Persian',
    lang: 'fa',
    summary: '• پایگاه داده ما دیروز قطع شد',
    formatted: '۳۱ فروردین ۱۴۰۵',
    // The year, then the month (an Arabic-script word, joined right to left), then the day.
    visual: `${LRO}۱۴۰۵ ${RLE}فروردین${PDF} ۳۱${PDF}`,
  },
] as const;

describe('a right-to-left post’s date on the server’s picture', () => {
  it.each(DATES)(
    'reads the $language date in its own order, on the 600px card and the link preview',
    async ({ lang, summary, formatted, visual }) => {
      const card = { lang, summary };
      for (const size of ['card', 'og'] as const) {
        const drawn = await draw(card, size);
        // The date the card formats is the one spelled out here.
        const same = await withDate(card, formatted, 'rtl', size);
        expect(differing(drawn, same), `${lang} ${size}: the formatted date`).toBe(0);
        // Laid out left to right like the handle beside it, it is scrambled: the check can fail.
        const scrambled = await withDate(card, formatted, 'ltr', size);
        const reference = await withDate(card, visual, 'ltr', size);
        expect(differing(scrambled, reference), `${lang} ${size}: scrambled`).toBeGreaterThan(20);
        expect(differing(drawn, reference), `${lang} ${size}`).toBe(0);
      }
    },
    30_000,
  );

  it('keeps a thread card’s Hebrew date in order beside "Thread · 5 posts"', async () => {
    const card = { lang: 'he', summary: '• העברנו את כל הצוות', threadPosts: 5 };
    const reference = await withDate(card, DATES[1].visual, 'ltr');
    expect(differing(await withDate(card, DATES[1].formatted, 'ltr'), reference)).toBeGreaterThan(
      20,
    );
    expect(differing(await draw(card), reference)).toBe(0);
  });
});

describe('a right-to-left line’s own left-to-right runs on the server’s picture', () => {
  it('draws a link and a handle inside a Hebrew line whole and in order', async () => {
    const words = (link: string, handle: string) => `• ראו ${link} של ${handle} עכשיו`;
    const drawn = await draw({ lang: 'he', summary: words('https://ex.com/a/1?x=2', '@noa_1') });
    // The same line spelled out left to right: the Hebrew words' letters reversed, the link and
    // the handle as typed.
    const visual = `• ${LRO}${reversed('עכשיו')} @noa_1 ${reversed('של')} https://ex.com/a/1?x=2 ${reversed('ראו')}${PDF}`;
    const reference = await draw({ lang: 'he', summary: visual });
    expect(differing(drawn, reference)).toBe(0);
    // Drawn as before, without the isolates, the link and the handle break up.
    isolation.off = true;
    const bare = await draw({
      lang: 'he',
      summary: words('https://ex.com/a/1?x=2', '@noa_1'),
    }).finally(() => {
      isolation.off = false;
    });
    expect(differing(bare, reference)).toBeGreaterThan(20);
  }, 30_000);
});
