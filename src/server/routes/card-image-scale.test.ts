/**
 * GET /c/<id>.png?scale=: the 600px card at 2x and 3x is exactly two and three times the 1x picture
 * in both sides (issue 40, item 7: 600×321 made 1200×641 and 1800×962).
 */
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredCard } from '#core/index.ts';
import type { AllFakes } from '#fakes/start-all-fakes.ts';
import { sampleStoredCard } from '#test/sample-stored-card.ts';
import { closeAppWithFakes, startAppWithFakes } from '#test/start-app-with-fakes.ts';
import type { TestApp } from '#test/start-test-app.ts';

let all: AllFakes;
let app: TestApp;

beforeAll(async () => {
  ({ all, app } = await startAppWithFakes({ CARD_IMAGE_PER_MINUTE: '1000' }));
});
afterAll(() => closeAppWithFakes(app, all));

async function store(overrides: Partial<StoredCard> = {}): Promise<StoredCard> {
  const card = sampleStoredCard(
    `${all.fakes.imageHost.url}/profile_images/1/a_400x400.jpg`,
    overrides,
  );
  await app.services.cards.save(card);
  return card;
}

/** The picture's width and height at each scale. */
async function sizes(card: StoredCard): Promise<[number, number][]> {
  const sides: [number, number][] = [];
  for (const scale of [1, 2, 3]) {
    const response = await fetch(`${app.url}/c/${card.id}.png?size=card&scale=${scale}`);
    expect(response.status).toBe(200);
    const png = PNG.sync.read(Buffer.from(await response.arrayBuffer()));
    sides.push([png.width, png.height]);
  }
  return sides;
}

describe('the 600px card at scale 1, 2 and 3', () => {
  it.each([
    ['a normal card', {}],
    [
      'a card with its date and display name',
      { displayName: 'Maya', postCreatedAt: '2026-11-25T16:34:04.000Z', network: 'x' as const },
    ],
    ['a troll card', { mode: 'troll' as const, summary: '• One 🙃\n• Two 🤡\n• Three 🍿' }],
    [
      'a quote card',
      {
        mode: 'quote' as const,
        summary: undefined,
        posts: ['A post of three words.', 'And a second one, a little longer than the first.'],
      },
    ],
    [
      'a meme card',
      {
        mode: 'meme' as const,
        summary: undefined,
        meme: { caption: 'Deploy day', gifUrl: 'https://media.giphy.com/a.gif', fromGiphy: true },
      },
    ],
  ] satisfies [string, Partial<StoredCard>][])(
    'draws %s at 2x and 3x exactly two and three times its 1x picture',
    async (_name, overrides) => {
      const [[width, height] = [0, 0], two, three] = await sizes(await store(overrides));
      expect(width).toBe(600);
      expect(height).toBeGreaterThan(100);
      expect(two).toEqual([2 * width, 2 * height]);
      expect(three).toEqual([3 * width, 3 * height]);
    },
  );
});
