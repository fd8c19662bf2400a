/**
 * The server's pictures of the card's layout, read back pixel by pixel: the 600px card at each
 * scale, the story's and portrait's safe areas in every mode, the Made by line that a long content
 * warning never moves, and colour emoji in an author's name.
 */
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { CardSizeId, StoredCard } from '#core/index.ts';
import { createLogger } from '../logging/logger.ts';
import type { ImageProxy } from '../services.ts';
import { type CardScale, createCardRenderer } from './render-card.ts';

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

const post = (n: number) =>
  `${n}/ We moved the search index to a new cluster this week and queries on phones are twice as fast.`;
const base: StoredCard = {
  id: 'painter',
  mode: 'normal',
  network: 'bluesky',
  username: 'mayabuilds',
  displayName: 'Maya Builds',
  postCreatedAt: '2026-11-25T16:34:04.000Z',
  profileImage: '/default-profile.png',
  summary: '• The fix took 2 minutes.\n• Finding it took 45.\n• Every migration gets a dry run.',
  postId: '1',
  createdAt: 0,
};
const cards: Record<string, Partial<StoredCard>> = {
  normal: {},
  troll: { mode: 'troll' },
  meme: {
    mode: 'meme',
    summary: undefined,
    meme: { caption: 'When the deploy works', gifUrl: '/fixed-meme.gif', fromGiphy: false },
  },
  quote: {
    mode: 'quote',
    summary: undefined,
    posts: Array.from({ length: 10 }, (_, i) => post(i + 1)),
    quote: { username: 'ops.example', text: 'Always set a lock timeout.' },
  },
};

let serial = 0;
async function draw(extra: Partial<StoredCard>, size: CardSizeId, scale?: CardScale): Promise<PNG> {
  serial += 1;
  const card = { ...base, id: `painter${serial}`, ...extra };
  const view = { theme: 'solid-dark', size, host: 'sum.test', ...(scale && { scale }) } as const;
  const { png } = await renderer.render(card, view);
  return PNG.sync.read(Buffer.from(png));
}

/** The first and last rows with anything but the solid-dark card's black in them. */
function drawnRows(png: PNG): { first: number; last: number } {
  let first = png.height;
  let last = -1;
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 2) {
      const at = (png.width * y + x) * 4;
      if ((png.data[at] ?? 0) + (png.data[at + 1] ?? 0) + (png.data[at + 2] ?? 0) > 30) {
        first = Math.min(first, y);
        last = y;
        break;
      }
    }
  }
  return { first, last };
}

describe('the server’s card pictures', () => {
  it('draws the 600px card 600, 1200 or 1800 pixels wide at scale 1, 2 or 3, the same card each time', async () => {
    const [one, two, three] = await Promise.all(
      ([1, 2, 3] as const).map((scale) => draw({}, 'card', scale)),
    );
    expect([one?.width, two?.width, three?.width]).toEqual([600, 1200, 1800]);
    expect(Math.abs((two?.height ?? 0) - 2 * (one?.height ?? 0))).toBeLessThanOrEqual(2);
    expect(Math.abs((three?.height ?? 0) - 3 * (one?.height ?? 0))).toBeLessThanOrEqual(3);
  }, 30_000);

  it.each(Object.keys(cards))(
    'draws nothing but the background in a story’s top 250 and bottom 340 rows (%s), and the card between',
    async (mode) => {
      const png = await draw(cards[mode] ?? {}, 'story');
      const { first, last } = drawnRows(png);
      expect(first).toBeGreaterThanOrEqual(250);
      expect(last).toBeLessThan(1920 - 340);
      // The block is spread over the safe area, not crammed into a corner of it.
      expect(last - first).toBeGreaterThan((1920 - 250 - 340) / 2);
      const portrait = drawnRows(await draw(cards[mode] ?? {}, 'portrait'));
      expect(portrait.first).toBeGreaterThanOrEqual(68);
      expect(portrait.last).toBeLessThan(1350 - 68);
    },
    30_000,
  );

  it.each(['card', 'square', 'portrait', 'story', 'og'] as const)(
    'keeps the Made by line where it was with a 500-character content warning (%s)',
    async (size) => {
      const short = drawnRows(await draw({ contentWarning: 'politics' }, size, 1));
      const long = drawnRows(await draw({ contentWarning: 'politics '.repeat(56) }, size, 1));
      expect(long).toEqual(short);
    },
    30_000,
  );

  it('grows the 600px card to hold a thread of 10 posts', async () => {
    const three = await draw({ ...cards.quote, posts: [post(1), post(2), post(3)] }, 'card', 1);
    const ten = await draw(cards.quote ?? {}, 'card', 1);
    expect(ten.height).toBeGreaterThan(2.5 * three.height - 400);
    expect(ten.height).toBeGreaterThan(three.height + 7 * 60);
  }, 30_000);

  it('draws the emoji of an author’s name in colour', async () => {
    const colourful = (png: PNG) => {
      let count = 0;
      for (let at = 0; at < png.data.length; at += 4) {
        const [r, g, b] = [png.data[at] ?? 0, png.data[at + 1] ?? 0, png.data[at + 2] ?? 0];
        if (Math.max(r, g, b) - Math.min(r, g, b) > 120 && r > 180 && b < 120) count += 1;
      }
      return count;
    };
    // Bluesky's mark is drawn in the muted white: no colour of its own.
    expect(colourful(await draw({}, 'card'))).toBe(0);
    expect(colourful(await draw({ displayName: 'Maya 🔥🚀' }, 'card'))).toBeGreaterThan(200);
  }, 30_000);
});
